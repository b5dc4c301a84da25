import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../tests/support/test-database";
import { decodeImageDataUrl, loadImage, storeImage } from "./images.server";

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
