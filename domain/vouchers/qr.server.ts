import QRCode from "qrcode";

/** A voucher code as a QR code image (SVG data URL), for the page and the PDF. */
export async function qrDataUrl(code: string): Promise<string> {
  const svg = await QRCode.toString(code, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
