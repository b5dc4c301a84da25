// A payout run's file for the accountant: one transfer per partner with account number and KID.
import { data } from "react-router";
import { payoutFileCsv } from "#domain/partners/payout-runs.server";
import { requireAdmin } from "~/guards/admin.server";
import type { Route } from "./+types/admin-payout-file";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const file = /^[0-9a-f-]{36}$/i.test(params.runId) ? await payoutFileCsv(context.db, params.runId) : null;
  if (!file) throw data(null, { status: 404 });
  return new Response(file.csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="magicdeals-payouts-${file.label}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
