// Uploaded images (logos, deal photos): checked, re-encoded and kept in the database so every
// app copy serves the same file. Re-encoding drops EXIF (location data) and anything that is
// not pixels; the stored name is the hash of the result, so its URL can be cached forever.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp, { type OutputInfo } from "sharp";
import type { Database } from "#db/connection.server";
import { images } from "#db/schema.server";
import { MAX_IMAGE_BYTES, MAX_INPUT_PIXELS } from "./image-limits";

export { MAX_IMAGE_BYTES };
const MAX_EDGE = 1600;

export type ImageProblem = "imageTooLarge" | "imageUnreadable";
export type StoredImage = { ok: true; hash: string; url: string } | { ok: false; reason: ImageProblem };

/**
 * The formats taken as pixels, recognised by their first bytes (never by name or declared type):
 * JPEG, PNG, WebP, GIF (first frame) and AVIF. Anything else, SVG above all (script, external
 * references) and PDF or TIFF, is refused before a decoder sees it.
 */
export function isAcceptedImageFormat(input: Uint8Array): boolean {
  const bytes = Buffer.from(input.buffer, input.byteOffset, Math.min(input.byteLength, 16));
  const ascii = (start: number, end: number) => bytes.toString("latin1", start, end);
  return (
    (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) ||
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) ||
    (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") ||
    ascii(0, 6) === "GIF87a" ||
    ascii(0, 6) === "GIF89a" ||
    (ascii(4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(8, 12)))
  );
}

export function imageUrl(hash: string): string {
  return `/uploads/${hash}.webp`;
}

/** Re-encodes `input` to WebP (at most 1600 px on the long edge) and stores it once per content. */
export async function storeImage(
  db: Database,
  input: Uint8Array,
  uploadedByUserId: string | null,
): Promise<StoredImage> {
  if (input.byteLength > MAX_IMAGE_BYTES) return { ok: false, reason: "imageTooLarge" };
  if (!isAcceptedImageFormat(input)) return { ok: false, reason: "imageUnreadable" };
  let encoded: { data: Buffer; info: OutputInfo };
  try {
    encoded = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate() // apply the EXIF orientation before the metadata is dropped
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    // Truncated or corrupt, or past the pixel limit.
    return { ok: false, reason: "imageUnreadable" };
  }
  const hash = createHash("sha256").update(encoded.data).digest("hex").slice(0, 32);
  await db
    .insert(images)
    .values({
      hash,
      contentType: "image/webp",
      bytes: encoded.data,
      width: encoded.info.width,
      height: encoded.info.height,
      uploadedByUserId,
    })
    .onConflictDoNothing();
  return { ok: true, hash, url: imageUrl(hash) };
}

/**
 * A stored image scaled down to `width` pixels wide (never up), as WebP: the sizes pages offer
 * in `srcset` (app/rendering/responsive-image.ts), so a phone does not load the 1600 px original.
 */
export async function loadImageVariant(db: Database, hash: string, width: number) {
  const original = await loadImage(db, hash);
  if (!original) return null;
  const bytes = await sharp(original.bytes)
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
  return { bytes, contentType: "image/webp" };
}

/** Reads a data URL (`data:image/png;base64,...`) into bytes, or null when it is not one. */
export function decodeImageDataUrl(value: string): Uint8Array | null {
  const match = /^data:image\/[a-z0-9.+-]+;base64,([A-Za-z0-9+/=\s]+)$/i.exec(value);
  return match ? Buffer.from(match[1]!, "base64") : null;
}

export async function loadImage(db: Database, hash: string) {
  const [row] = await db
    .select({ bytes: images.bytes, contentType: images.contentType })
    .from(images)
    .where(eq(images.hash, hash));
  return row ?? null;
}
