// Uploaded images (logos, deal photos): checked, re-encoded and kept in the database so every
// app copy serves the same file. Re-encoding drops EXIF (location data) and anything that is
// not pixels; the stored name is the hash of the result, so its URL can be cached forever.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp, { type OutputInfo } from "sharp";
import type { Database } from "../db/connection.server";
import { images } from "../db/schema.server";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Refuse decompression bombs: a small file that unpacks to an enormous bitmap. */
const MAX_INPUT_PIXELS = 40_000_000;
const MAX_EDGE = 1600;

export type ImageProblem = "imageTooLarge" | "imageUnreadable";
export type StoredImage = { ok: true; hash: string; url: string } | { ok: false; reason: ImageProblem };

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
  let encoded: { data: Buffer; info: OutputInfo };
  try {
    encoded = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate() // apply the EXIF orientation before the metadata is dropped
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    // Not an image sharp can read (or SVG/PDF and other formats we do not accept as pixels).
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
