import { data } from "react-router";
import { getVoucherForViewer } from "#domain/vouchers/vouchers.server";
import { languageFromRequest } from "~/requests/language.server";
import { getCurrentUser } from "~/guards/auth.server";
import { guestOrderIds } from "~/requests/guest-orders.server";
import { voucherPdf } from "#domain/vouchers/voucher-pdf.server";
import type { Route } from "./+types/voucher-pdf";

/** GET /vouchers/{id}/pdf: the voucher as a PDF, for its buyer only. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = languageFromRequest(request);
  const user = await getCurrentUser(request, context);
  const voucher = await getVoucherForViewer(
    context.db,
    params.voucherId,
    { userId: user?.id ?? null, guestOrderIds: guestOrderIds(request, context.signer) },
    lang,
  );
  if (!voucher) throw data(null, { status: 404 });
  const bytes = await voucherPdf(voucher, lang);
  return new Response(Buffer.from(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${voucher.code}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
