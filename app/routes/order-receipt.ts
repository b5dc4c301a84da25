import { data } from "react-router";
import { receiptPdfForViewer } from "#domain/receipts/receipt-download.server";
import { languageFromRequest } from "~/requests/language.server";
import { getCurrentUser } from "~/guards/auth.server";
import { guestOrderIds } from "~/requests/guest-orders.server";
import type { Route } from "./+types/order-receipt";

/** GET /orders/{id}/receipt.pdf: the order's receipt, for its buyer only (404 for anyone else). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = languageFromRequest(request);
  const user = await getCurrentUser(request, context);
  const receipt = await receiptPdfForViewer(
    context.db,
    params.orderId,
    { userId: user?.id ?? null, guestOrderIds: guestOrderIds(request, context.signer) },
    lang,
  );
  if (!receipt) throw data(null, { status: 404 });
  return new Response(Buffer.from(receipt.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${receipt.filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
