// A receipt or credit note as a PDF, with the same content as the e-mail that carries it.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { COMPANY, COMPANY_VAT_NUMBER } from "#domain/platform/company";
import { translator } from "#i18n/dictionaries.server";
import { formatAmount, formatDate } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { paymentParts, type PaymentShown, type SalesDocument } from "./sales-document.server";

// The standard PDF fonts cover Latin-1 (æøå included): the Norwegian minus sign becomes a
// hyphen, anything else outside Latin-1 is dropped rather than make pdf-lib throw.
const latin1 = (text: string) =>
  text
    .replace(/\u2212/g, "-")
    .replace(/\u2026/g, "...")
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, "");

/** How the buyer paid, in words: "Visa, kort som slutter på 4242" or "Vipps". */
export function paymentText(payment: PaymentShown, lang: Language): string {
  const t = translator(lang);
  if (payment.type === "giftcard") return t("receipts.giftCard");
  return payment.type === "vipps" ? t("receipts.vipps") : t("receipts.card", payment);
}

/**
 * A receipt paid partly or wholly by a gift card: "Betalt med gavekort (GAVE-…AB12): −200,00 kr"
 * and what the card or Vipps was charged, so the two add up to the total.
 */
export function giftCardRows(document: SalesDocument, lang: Language): { label: string; value: string }[] {
  if (document.kind !== "receipt" || !document.giftCard) return [];
  const t = translator(lang);
  const { giftCardOre, chargedOre } = paymentParts(document);
  return [
    {
      label: t("receipts.giftCardPaid", { code: document.giftCard.code }),
      value: `\u2212${formatAmount(giftCardOre, lang)}`,
    },
    ...(chargedOre > 0
      ? [
          {
            label: t("receipts.charged", { payment: paymentText(document.payment, lang) }),
            value: formatAmount(chargedOre, lang),
          },
        ]
      : []),
  ];
}

/** The file name the document is sent and downloaded under. */
export function documentFilename(document: Pick<SalesDocument, "kind" | "number">, lang: Language): string {
  const t = translator(lang);
  return t(document.kind === "receipt" ? "receipts.receiptFile" : "receipts.creditNoteFile", {
    number: document.number,
  });
}

export async function salesDocumentPdf(document: SalesDocument, lang: Language): Promise<Uint8Array> {
  const t = translator(lang);
  const title = t(document.kind === "receipt" ? "receipts.receiptTitle" : "receipts.creditNoteTitle");
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${title} ${document.number}`);
  pdf.setAuthor(COMPANY.name);
  const page = pdf.addPage([595, 842]); // A4
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.06, 0.09, 0.16);
  let y = 780;
  const write = (target: PDFPage, value: string, x: number, size: number, font: PDFFont, right = false) => {
    const text = latin1(value);
    const at = right ? x - font.widthOfTextAtSize(text, size) : x;
    target.drawText(text, { x: at, y, size, font, color: ink });
  };
  const line = (value: string, size = 11, font = regular) => {
    write(page, value, 50, size, font);
    y -= size * 1.5;
  };

  line(title, 22, bold);
  y -= 6;
  line(`${t("receipts.seller")}: ${COMPANY.name}`, 11, bold);
  line(t("receipts.orgNumber", { number: COMPANY_VAT_NUMBER }));
  line(COMPANY.address);
  y -= 8;
  line(
    `${t(document.kind === "receipt" ? "receipts.orderNumber" : "receipts.creditNoteNumber")}: ${document.number}`,
    12,
    bold,
  );
  line(`${t("receipts.date")}: ${formatDate(document.date, lang)}`);
  if (document.kind === "credit-note")
    line(`${t("receipts.credits")}: ${document.orderNumber}, ${formatDate(document.orderDate, lang)}`);
  y -= 12;

  // The lines: item, quantity, unit price, amount, amounts right-aligned.
  const columns = { item: 50, quantity: 360, unitPrice: 460, total: 545 };
  write(page, t("receipts.item"), columns.item, 10, bold);
  write(page, t("receipts.quantity"), columns.quantity, 10, bold, true);
  write(page, t("receipts.unitPrice"), columns.unitPrice, 10, bold, true);
  write(page, t("receipts.lineTotal"), columns.total, 10, bold, true);
  y -= 16;
  for (const item of document.lines) {
    let name = latin1(item.title);
    while (name.length > 3 && regular.widthOfTextAtSize(name, 10) > 270) name = `${name.slice(0, -4)}...`;
    write(page, name, columns.item, 10, regular);
    write(page, String(item.quantity), columns.quantity, 10, regular, true);
    write(page, formatAmount(item.unitPriceOre, lang), columns.unitPrice, 10, regular, true);
    write(page, formatAmount(item.totalOre, lang), columns.total, 10, regular, true);
    y -= 15;
  }
  y -= 6;
  page.drawLine({ start: { x: 50, y: y + 10 }, end: { x: 545, y: y + 10 }, thickness: 0.5, color: ink });
  y -= 6;
  write(page, t("receipts.totalInclVat"), columns.item, 12, bold);
  write(page, formatAmount(document.totalOre, lang), columns.total, 12, bold, true);
  y -= 18;
  for (const group of document.vat) {
    write(
      page,
      t("receipts.vat", { rate: String(group.ratePercent), base: formatAmount(group.baseOre, lang) }),
      columns.item,
      10,
      regular,
    );
    write(page, formatAmount(group.vatOre, lang), columns.total, 10, regular, true);
    y -= 15;
  }
  y -= 12;
  line(
    `${t(document.kind === "receipt" ? "receipts.paidWith" : "receipts.refundedTo")}: ${paymentText(document.payment, lang)}`,
  );
  for (const row of giftCardRows(document, lang)) {
    write(page, row.label, columns.item, 10, regular);
    write(page, row.value, columns.total, 10, regular, true);
    y -= 15;
  }
  return pdf.save();
}
