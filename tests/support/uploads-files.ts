// Hostile and awkward files for the upload cases: non-images dressed as images, decompression
// bombs, oversize and broken files, SVG with script, photos with location data, animated GIFs.
import { readFileSync } from "node:fs";
import { deflateSync } from "node:zlib";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";

export interface UploadFile {
  label: string;
  bytes: Uint8Array;
  name: string;
  type: string;
}

const MB = 1024 * 1024;

const photo = (width = 320, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 160 } } });

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header declares `width`×`height` (1-bit grey) with `idat` as its pixel data. */
function pngDeclaring(width: number, height: number, idat: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", idat),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A real, complete 20 000×20 000 PNG of zeros: about 50 KB on disk, 400 megapixels unpacked. */
function pngBomb(): Buffer {
  const side = 20_000;
  const row = 1 + side / 8;
  return pngDeclaring(side, side, deflateSync(Buffer.alloc(row * side), { level: 9 }));
}

/** A small JPEG whose start-of-frame says 65 000×65 000. */
async function jpegDeclaringHuge(): Promise<Buffer> {
  const jpeg = Buffer.from(await photo(16, 16).jpeg({ mozjpeg: false }).toBuffer());
  for (let i = 2; i < jpeg.length - 9; i++) {
    // SOF0..SOF2: FF C0..C2, length (2), precision (1), height (2), width (2)
    if (jpeg[i] === 0xff && jpeg[i + 1]! >= 0xc0 && jpeg[i + 1]! <= 0xc2) {
      jpeg.writeUInt16BE(65_000, i + 5);
      jpeg.writeUInt16BE(65_000, i + 7);
      return jpeg;
    }
  }
  throw new Error("No start of frame in the JPEG");
}

/** A real JPEG followed by padding to `bytes` (decoders stop at the end-of-image marker). */
async function paddedJpeg(bytes: number): Promise<Buffer> {
  const jpeg = await photo().jpeg().toBuffer();
  return Buffer.concat([jpeg, Buffer.alloc(bytes - jpeg.length, 0x20)]);
}

async function pdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText("Faktura");
  return doc.save();
}

const SVG_SCRIPT = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" onload="alert(document.cookie)">
  <script>fetch('/account').then(r => r.text()).then(t => alert(t))</script>
  <rect width="200" height="200" fill="red"/>
</svg>`;
const SVG_ENTITY = `<?xml version="1.0"?>
<!DOCTYPE svg [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100"><text x="0" y="50">&secret;</text></svg>`;

const file = (label: string, bytes: Uint8Array | string, name: string, type: string): UploadFile => ({
  label,
  bytes: typeof bytes === "string" ? Buffer.from(bytes) : bytes,
  name,
  type,
});

/** Files that must be refused, and the reason the user is told. */
export async function refusedFiles(): Promise<Array<UploadFile & { reason: "imageUnreadable" | "imageTooLarge" }>> {
  const jpeg = await photo().jpeg().toBuffer();
  const png = await photo().png().toBuffer();
  const elf = readFileSync(process.execPath).subarray(0, 64 * 1024);
  const corruptPng = Buffer.from(png);
  corruptPng.fill(0x55, 60, 140); // inside the IDAT: bad data and a wrong checksum
  const unreadable = [
    file("text named .jpg", "Hei! Dette er ikke et bilde.\n", "bilde.jpg", "image/jpeg"),
    file("PDF named .png", await pdf(), "faktura.png", "image/png"),
    file("HTML with script named .jpg", "<html><script>alert(1)</script></html>", "bilde.jpg", "image/jpeg"),
    file("HTML named .webp", "<!doctype html><h1>hei</h1>", "bilde.webp", "image/webp"),
    file("ELF executable named .png", elf, "logo.png", "image/png"),
    file("PNG signature then ELF bytes", Buffer.concat([png.subarray(0, 8), elf]), "logo.png", "image/png"),
    file("SVG with script and onload", SVG_SCRIPT, "logo.svg", "image/svg+xml"),
    file("SVG with script named .png", SVG_SCRIPT, "logo.png", "image/png"),
    file("SVG with an external entity", SVG_ENTITY, "logo.svg", "image/svg+xml"),
    file("TIFF (not an accepted format)", await photo().tiff().toBuffer(), "bilde.tiff", "image/tiff"),
    file(
      "PNG declaring 50000×50000",
      pngDeclaring(50_000, 50_000, deflateSync(Buffer.alloc(64))),
      "bombe.png",
      "image/png",
    ),
    file(
      "PNG declaring 1×2000000000",
      pngDeclaring(1, 2_000_000_000, deflateSync(Buffer.alloc(64))),
      "lang.png",
      "image/png",
    ),
    file("complete 20000×20000 PNG bomb", pngBomb(), "bombe.png", "image/png"),
    file("JPEG declaring 65000×65000", await jpegDeclaringHuge(), "stor.jpg", "image/jpeg"),
    file("JPEG cut in half", jpeg.subarray(0, Math.floor(jpeg.length / 2)), "halv.jpg", "image/jpeg"),
    file("PNG cut in half", png.subarray(0, Math.floor(png.length / 2)), "halv.png", "image/png"),
    file("PNG with corrupt pixel data", corruptPng, "skadet.png", "image/png"),
    file(
      "JPEG magic then random bytes",
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]),
      "x.jpg",
      "image/jpeg",
    ),
    file("zero-byte file", new Uint8Array(0), "tom.jpg", "image/jpeg"),
  ].map((f) => ({ ...f, reason: "imageUnreadable" as const }));
  const tooLarge = [
    file("real JPEG of 5 MB + 1 byte", await paddedJpeg(5 * MB + 1), "stort.jpg", "image/jpeg"),
    file("real JPEG of 7 MB", await paddedJpeg(7 * MB), "stort.jpg", "image/jpeg"),
  ].map((f) => ({ ...f, reason: "imageTooLarge" as const }));
  return [...unreadable, ...tooLarge];
}

/** Real images with a wrong name or type, or with things to strip: accepted by their content. */
export async function acceptedFiles(): Promise<Array<UploadFile & { expect: { width: number; height: number } }>> {
  const size = { width: 320, height: 200 };
  // (The GPS photo below is 320×200 with "rotate 90°": stored upright, 200×320.)
  const frame = (background: string) =>
    sharp({ create: { width: 120, height: 80, channels: 3, background } })
      .png()
      .toBuffer();
  const animated = await sharp([await frame("#f00"), await frame("#0f0"), await frame("#00f")], {
    join: { animated: true },
  })
    .gif()
    .toBuffer();
  // A phone photo: location in EXIF (GPS IFD) and XMP, the camera, and "rotate 90°" orientation.
  const gpsJpeg = await photo()
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "Fjordphone", Model: "FP 12" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "59/1 54/1 4/1", GPSLongitudeRef: "E", GPSLongitude: "10/1 45/1 8/1" },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
        '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="59,54.07N" exif:GPSLongitude="10,45.13E"/>' +
        "</rdf:RDF></x:xmpmeta>",
    )
    .toBuffer();
  return [
    {
      ...file("PNG named .jpg as image/jpeg", await photo().png().toBuffer(), "bilde.jpg", "image/jpeg"),
      expect: size,
    },
    {
      ...file(
        "JPEG as application/octet-stream named .png",
        await photo().jpeg().toBuffer(),
        "bilde.png",
        "application/octet-stream",
      ),
      expect: size,
    },
    {
      ...file("WebP named .gif as text/plain", await photo().webp().toBuffer(), "bilde.gif", "text/plain"),
      expect: size,
    },
    {
      ...file("JPEG with GPS in EXIF and XMP", gpsJpeg, "IMG_0042.jpg", "image/jpeg"),
      expect: { width: 200, height: 320 },
    },
    {
      ...file("animated GIF (first frame kept)", animated, "anim.gif", "image/gif"),
      expect: { width: 120, height: 80 },
    },
    {
      ...file(
        "JPEG with a path-traversal file name",
        await photo().jpeg().toBuffer(),
        "../../../etc/passwd.jpg",
        "image/jpeg",
      ),
      expect: size,
    },
    {
      ...file(
        "JPEG with markup in its file name",
        await photo().jpeg().toBuffer(),
        '"><img src=x onerror=alert(1)>.jpg',
        "image/jpeg",
      ),
      expect: size,
    },
  ];
}

/** Whether raw EXIF (either byte order) still holds a GPS IFD pointer (tag 0x8825). */
export function hasGpsPointer(exif: Buffer | undefined): boolean {
  return Boolean(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))));
}
