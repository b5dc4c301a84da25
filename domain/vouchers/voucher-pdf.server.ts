// A printable voucher: code, QR code, deal, business, validity and terms, as a real PDF.
import { PDFDocument, rgb, StandardFonts, type PDFFont } from "pdf-lib";
import QRCode from "qrcode";
import { groupCode } from "./voucher-codes";
import type { VoucherDocument } from "./vouchers.server";
import { translator } from "#i18n/dictionaries.server";
import { formatDate } from "#i18n/format";
import type { Language } from "#i18n/languages";

// The standard PDF fonts cover Latin-1 (æøå included); anything else would make pdf-lib throw.
const latin1 = (text: string) => text.replace(/[^\x20-\x7E\xA0-\xFF\n]/g, "");

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of latin1(text).split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

export async function voucherPdf(voucher: VoucherDocument, lang: Language): Promise<Uint8Array> {
  const t = translator(lang);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`MagicDeals ${groupCode(voucher.code)}`);
  const page = pdf.addPage([595, 842]); // A4
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.06, 0.09, 0.16);
  const rose = rgb(0.88, 0.11, 0.28);
  let y = 780;
  const text = (value: string, size: number, font = regular, color = ink) => {
    for (const line of wrap(value, font, size, 495)) {
      page.drawText(line, { x: 50, y, size, font, color });
      y -= size * 1.4;
    }
  };

  text("MagicDeals", 26, bold, rose);
  y -= 10;
  text(voucher.title, 18, bold);
  text(`${voucher.partnerName}, ${voucher.partnerAddress}`, 12);
  y -= 10;
  text(`${t("vouchers.code")}: ${groupCode(voucher.code)}`, 22, bold);
  text(t("vouchers.validUntil", { date: formatDate(new Date(voucher.validUntil), lang) }), 13);
  text(`${t("success.order")}: ${voucher.orderNumber}`, 11);

  const qr = await pdf.embedPng(await QRCode.toBuffer(voucher.code, { margin: 1, width: 360 }));
  page.drawImage(qr, { x: 50, y: y - 190, width: 180, height: 180 });
  y -= 210;
  text(t("deal.finePrint"), 13, bold);
  text(voucher.finePrint, 10);
  return pdf.save();
}
