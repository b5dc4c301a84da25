// The receipt as its buyer downloads it (GET /orders/:id/receipt.pdf).
import type { Database } from "#db/connection.server";
import type { Language } from "#i18n/languages";
import { getOrderForViewer } from "#domain/vouchers/vouchers.server";
import { loadReceipt } from "./sales-document.server";
import { documentFilename, salesDocumentPdf } from "./sales-document-pdf.server";

/**
 * The receipt PDF of an order for whoever may see the order (its buyer signed in, or the browser
 * that placed a guest order), or null: anyone else learns nothing, not even that it exists.
 */
export async function receiptPdfForViewer(
  db: Database,
  orderId: string,
  viewer: { userId: string | null; guestOrderIds: string[] },
  lang: Language,
): Promise<{ filename: string; pdf: Uint8Array } | null> {
  const order = await getOrderForViewer(db, orderId, viewer, lang);
  if (!order) return null;
  const receipt = await loadReceipt(db, order.id);
  if (!receipt) return null;
  return { filename: documentFilename(receipt, lang), pdf: await salesDocumentPdf(receipt, lang) };
}
