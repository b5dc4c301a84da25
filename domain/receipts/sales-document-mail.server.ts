// A receipt or credit note as it appears in the e-mail that carries its PDF.
import { COMPANY, COMPANY_VAT_NUMBER } from "#domain/platform/company";
import type { MailAttachment } from "#domain/platform/mail.server";
import type { MailDetails } from "#domain/platform/mail-layout.server";
import { translator } from "#i18n/dictionaries.server";
import { formatAmount, formatDate } from "#i18n/format";
import type { Language } from "#i18n/languages";
import type { MailDocument } from "./mail-documents.server";
import type { SalesDocument } from "./sales-document.server";
import { documentFilename, giftCardRows, paymentText } from "./sales-document-pdf.server";

/** The document's rows: seller, number and date, each line, the total, VAT by rate, payment. */
export function salesDocumentDetails(document: SalesDocument, lang: Language): MailDetails {
  const t = translator(lang);
  const receipt = document.kind === "receipt";
  return {
    heading: t(receipt ? "receipts.receiptTitle" : "receipts.creditNoteTitle"),
    rows: [
      {
        label: t("receipts.seller"),
        value: `${COMPANY.name}, ${t("receipts.orgNumber", { number: COMPANY_VAT_NUMBER })}`,
      },
      { label: t(receipt ? "receipts.orderNumber" : "receipts.creditNoteNumber"), value: document.number },
      { label: t("receipts.date"), value: formatDate(document.date, lang) },
      ...(receipt
        ? []
        : [
            {
              label: t("receipts.credits"),
              value: `${document.orderNumber}, ${formatDate(document.orderDate, lang)}`,
            },
          ]),
      ...document.lines.map((line) => ({
        label: t("receipts.line", {
          quantity: String(line.quantity),
          title: line.title,
          unitPrice: formatAmount(line.unitPriceOre, lang),
        }),
        value: formatAmount(line.totalOre, lang),
      })),
      { label: t("receipts.totalInclVat"), value: formatAmount(document.totalOre, lang), strong: true },
      ...document.vat.map((group) => ({
        label: t("receipts.vat", { rate: String(group.ratePercent), base: formatAmount(group.baseOre, lang) }),
        value: formatAmount(group.vatOre, lang),
      })),
      {
        label: t(receipt ? "receipts.paidWith" : "receipts.refundedTo"),
        value: paymentText(document.payment, lang),
      },
      ...giftCardRows(document, lang),
    ],
    note: t(receipt ? "receipts.receiptAttached" : "receipts.creditNoteAttached"),
  };
}

/** The PDF attachment, by reference: made when the message is sent. */
export function salesDocumentAttachment(document: SalesDocument, about: MailDocument, lang: Language): MailAttachment {
  return { filename: documentFilename(document, lang), contentType: "application/pdf", document: about };
}
