// A printable voucher: code, QR code, deal, business, validity and terms, as a real PDF.
import { degrees, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import QRCode from "qrcode";
import { groupCode } from "./voucher-codes";
import type { VoucherDocument } from "./vouchers.server";
import { translator } from "#i18n/dictionaries.server";
import { formatDate } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { fullAddress, shownUrl } from "#domain/partners/business-info";
import { formatOpeningHours } from "#domain/partners/opening-hours";
import { formatNorwegianPhone } from "#domain/accounts/phone-numbers";

// The standard PDF fonts cover Latin-1 (æøå included); anything else would make pdf-lib throw.
// The en dash of opening hours ("Man–fre") is in their WinAnsi encoding too.
const latin1 = (text: string) => text.replace(/[^\x20-\x7E\xA0-\xFF\n\u2013]/g, "");

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

/**
 * BRUKT / REFUNDERT / UTLØPT across the page, so a printout of a voucher that can no longer be
 * used cannot pass for one that can.
 */
function stamp(page: PDFPage, label: string, font: PDFFont) {
  const size = 72;
  const width = font.widthOfTextAtSize(label, size);
  const angle = 35;
  const radians = (angle * Math.PI) / 180;
  const { width: pageWidth, height: pageHeight } = page.getSize();
  // Centre the rotated line on the page.
  const x = pageWidth / 2 - (Math.cos(radians) * width) / 2 + (Math.sin(radians) * size) / 2;
  const y = pageHeight / 2 - (Math.sin(radians) * width) / 2 - (Math.cos(radians) * size) / 2;
  page.drawText(label, { x, y, size, font, color: rgb(0.8, 0.1, 0.15), opacity: 0.45, rotate: degrees(angle) });
}

/** A gift's PDF: the giver and greeting on top, and no order number (its receipt is the buyer's). */
export interface PdfGift {
  from: string;
  recipientName: string;
  message: string;
}

export async function voucherPdf(voucher: VoucherDocument, lang: Language, gift?: PdfGift): Promise<Uint8Array> {
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
  if (gift) {
    text(t("gifts.pdfTitle", { name: gift.recipientName }), 16, bold, rose);
    text(t("gifts.from", { name: gift.from }), 11);
    if (gift.message) text(`"${gift.message}"`, 11);
    y -= 8;
  }
  text(voucher.title, 18, bold);
  const business = voucher.business;
  text(business.name, 12, bold);
  const line = (label: string, value: string) => text(t("businessInfo.line", { label, value }), 11);
  // One location is named; several are "all our locations" (the voucher page lists them).
  const [only, ...more] = voucher.locations;
  if (!only) text(fullAddress(business), 11);
  else if (more.length === 0) line(t("locations.voucher.usedAt"), `${only.name}, ${only.address}`);
  else line(t("locations.voucher.usedAt"), t("locations.voucher.allLocations"));
  line(t("businessInfo.phone"), formatNorwegianPhone(business.phone));
  if (business.bookingUrl) line(t("businessInfo.bookingLink"), business.bookingUrl);
  if (business.website) line(t("businessInfo.website"), shownUrl(business.website));
  const hours = formatOpeningHours(business.openingHours, lang);
  if (hours.length > 0) line(t("businessInfo.openingHours"), hours.join(", "));
  y -= 10;
  text(`${t("vouchers.code")}: ${groupCode(voucher.code)}`, 22, bold);
  text(t("vouchers.validUntil", { date: formatDate(new Date(voucher.validUntil), lang) }), 13);
  if (!gift) text(`${t("success.order")}: ${voucher.orderNumber}`, 11);

  const usable = voucher.status === "active";
  if (usable) {
    const qr = await pdf.embedPng(await QRCode.toBuffer(voucher.code, { margin: 1, width: 360 }));
    page.drawImage(qr, { x: 50, y: y - 190, width: 180, height: 180 });
    y -= 210;
  } else y -= 20;
  text(t("businessInfo.howToBook"), 13, bold);
  text(business.howToBook ?? t("businessInfo.howToBookDefault"), 10);
  y -= 6;
  text(t("deal.finePrint"), 13, bold);
  text(voucher.finePrint, 10);
  if (voucher.status !== "active") stamp(page, t(`vouchers.stamp.${voucher.status}`), bold);
  return pdf.save();
}
