import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { decodeImageDataUrl, isAcceptedImageFormat, loadImage, loadImageVariant, storeImage } from "./images.server";

const database = setupTestDatabase({ seeded: false });

async function jpegWithLocation(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#3366aa" } })
    .jpeg()
    .withExif({ IFD0: { Make: "TestCam" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "59/1 54/1 0/1" } })
    .toBuffer();
}

describe("storeImage", () => {
  it("re-encodes to WebP within 1600 px, without the EXIF data, served by its hash", async () => {
    const stored = await storeImage(database.db, await jpegWithLocation(), null);
    expect(stored.ok).toBe(true);
    if (!stored.ok) return;
    expect(stored.url).toBe(`/uploads/${stored.hash}.webp`);
    const row = await loadImage(database.db, stored.hash);
    const meta = await sharp(row!.bytes).metadata();
    expect(meta.format).toBe("webp");
    expect(Math.max(meta.width!, meta.height!)).toBe(1600);
    expect(meta.exif).toBeUndefined();
  });

  it("stores the same picture once", async () => {
    const bytes = await jpegWithLocation();
    const [a, b] = await Promise.all([storeImage(database.db, bytes, null), storeImage(database.db, bytes, null)]);
    expect(a).toEqual(b);
  });

  it("refuses what is not an image, and files over 5 MB", async () => {
    expect(await storeImage(database.db, Buffer.from("<svg onload=alert(1)></svg>"), null)).toEqual({
      ok: false,
      reason: "imageUnreadable",
    });
    expect(await storeImage(database.db, new Uint8Array(5 * 1024 * 1024 + 1), null)).toEqual({
      ok: false,
      reason: "imageTooLarge",
    });
  });

  it("refuses a well-formed SVG (which sharp could rasterise) and other formats by their bytes", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" onload="alert(1)"><script>alert(2)</script>' +
        '<rect width="40" height="40"/></svg>',
    );
    expect((await sharp(svg).metadata()).format).toBe("svg"); // readable as pixels, so refused on purpose
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
      .tiff()
      .toBuffer();
    for (const bytes of [svg, tiff, new Uint8Array(0)]) {
      expect(await storeImage(database.db, bytes, null)).toEqual({ ok: false, reason: "imageUnreadable" });
    }
  });

  it("recognises JPEG, PNG, WebP, GIF and AVIF by their first bytes", async () => {
    const base = () => sharp({ create: { width: 8, height: 8, channels: 3, background: "#fa0" } });
    const accepted = await Promise.all([
      base().jpeg().toBuffer(),
      base().png().toBuffer(),
      base().webp().toBuffer(),
      base().gif().toBuffer(),
      base().avif().toBuffer(),
    ]);
    expect(accepted.map(isAcceptedImageFormat)).toEqual([true, true, true, true, true]);
    expect(isAcceptedImageFormat(Buffer.from("GIF8"))).toBe(false);
    expect(isAcceptedImageFormat(Buffer.from("<?xml version='1.0'?><svg/>"))).toBe(false);
  });

  it("keeps the first frame of an animated GIF as a still WebP", async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 30, height: 20, channels: 3, background } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame("#f00"), await frame("#00f")], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif, { pages: -1 }).metadata()).pages).toBe(2);
    const stored = await storeImage(database.db, gif, null);
    if (!stored.ok) throw new Error(stored.reason);
    const meta = await sharp((await loadImage(database.db, stored.hash))!.bytes, { pages: -1 }).metadata();
    expect([meta.format, meta.pages ?? 1, meta.width, meta.height]).toEqual(["webp", 1, 30, 20]);
  });

  it("refuses a decompression bomb", async () => {
    const huge = await sharp({ create: { width: 10000, height: 10000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.byteLength).toBeLessThan(5 * 1024 * 1024);
    expect(await storeImage(database.db, huge, null)).toEqual({ ok: false, reason: "imageUnreadable" });
  });
});

describe("decodeImageDataUrl", () => {
  it("reads image data URLs only", () => {
    expect(decodeImageDataUrl("data:image/png;base64,aGVsbG8=")).toEqual(Buffer.from("hello"));
    expect(decodeImageDataUrl("data:text/html;base64,aGVsbG8=")).toBeNull();
    expect(decodeImageDataUrl("https://example.com/a.png")).toBeNull();
  });
});

describe("loadImageVariant", () => {
  it("scales a stored image down to the width asked, as WebP, and never up", async () => {
    const stored = await storeImage(database.db, await jpegWithLocation(), null);
    if (!stored.ok) throw new Error("not stored");
    const small = await loadImageVariant(database.db, stored.hash, 400);
    const meta = await sharp(small!.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 400, 267]);
    const original = await loadImage(database.db, stored.hash);
    expect(small!.bytes.byteLength).toBeLessThan(original!.bytes.byteLength);
    expect((await sharp((await loadImageVariant(database.db, stored.hash, 4000))!.bytes).metadata()).width).toBe(1600);
    expect(await loadImageVariant(database.db, "0".repeat(32), 400)).toBeNull();
  });
});
