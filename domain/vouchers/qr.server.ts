import { LRUCache } from "lru-cache";
import QRCode from "qrcode";

/**
 * A code's QR image never changes, and My vouchers draws one for every usable voucher on every
 * render: drawing them (the mask search above all) was most of what the page's own code cost.
 * Kept by size, a 10-character code's image is about 2 KB.
 */
const drawn = new LRUCache<string, string>({ maxSize: 4 * 1024 * 1024, sizeCalculation: (url) => url.length });

/** A voucher code as a QR code image (SVG data URL), for the page and the PDF. */
export async function qrDataUrl(code: string): Promise<string> {
  const cached = drawn.get(code);
  if (cached !== undefined) return cached;
  const svg = await QRCode.toString(code, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  const url = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
  drawn.set(code, url);
  return url;
}
