// Documents an e-mail carries by reference (a receipt, a credit note): the outbox row stores
// only what the document is about, and the PDF is made from the database when the message is
// sent (docs/decisions/020-receipts.md).
import type { Database } from "#db/connection.server";
import type { Language } from "#i18n/languages";
import { loadCreditNote, loadReceipt } from "./sales-document.server";
import { salesDocumentPdf } from "./sales-document-pdf.server";

export type MailDocument = { kind: "receipt"; orderId: string } | { kind: "credit-note"; refundId: string };

/** The PDF of a document an e-mail refers to, in the e-mail's language. */
export async function renderMailDocument(db: Database, document: MailDocument, lang: Language): Promise<Uint8Array> {
  const found =
    document.kind === "receipt" ? await loadReceipt(db, document.orderId) : await loadCreditNote(db, document.refundId);
  if (!found) throw new Error(`The ${document.kind} of an e-mail is gone`);
  return salesDocumentPdf(found, lang);
}
