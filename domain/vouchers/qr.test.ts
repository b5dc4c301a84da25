import jsQR from "jsqr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { qrDataUrl } from "./qr.server";

/** What a phone's camera reads from the image: the SVG drawn at 230 px and decoded. */
async function scan(dataUrl: string): Promise<string | undefined> {
  const svg = Buffer.from(dataUrl.replace(/^data:image\/svg\+xml;base64,/, ""), "base64");
  const { data, info } = await sharp(svg, { density: 720 })
    .resize(230, 230)
    .flatten({ background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe("qrDataUrl", () => {
  it("draws the code so that a scanner reads it back, the same image every time", async () => {
    const first = await qrDataUrl("MAGIC-QRTEST2345");
    expect(first).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await scan(first)).toBe("MAGIC-QRTEST2345");
    expect(await qrDataUrl("MAGIC-QRTEST2345")).toBe(first);
  });

  it("gives each code its own image, however many were drawn before", async () => {
    const codes = Array.from({ length: 40 }, (_, i) => `MAGIC-QRMANY${String(i).padStart(4, "0")}`);
    const images = await Promise.all(codes.map((code) => qrDataUrl(code)));
    expect(new Set(images).size).toBe(codes.length);
    expect(await scan(images[17]!)).toBe(codes[17]);
    expect(await scan(await qrDataUrl(codes[3]!))).toBe(codes[3]);
  });
});
