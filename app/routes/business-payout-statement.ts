// A payout's statement as PDF or CSV, for the partner it belongs to only (another's is a 404).
import { data } from "react-router";
import { getStatement, statementCsv, statementFilename, statementPdf } from "#domain/partners/payout-statements.server";
import { requirePartner } from "~/guards/partner-auth.server";
import { languageFromRequest } from "~/requests/language.server";
import type { Route } from "./+types/business-payout-statement";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { partner } = await requirePartner(request, context);
  const statement = await getStatement(context.db, partner.id, params.payoutId);
  if (!statement) throw data(null, { status: 404 });
  const pdf = new URL(request.url).pathname.endsWith(".pdf");
  const body = pdf ? Buffer.from(await statementPdf(statement, languageFromRequest(request))) : statementCsv(statement);
  return new Response(body, {
    headers: {
      "Content-Type": pdf ? "application/pdf" : "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${statementFilename(statement, pdf ? "pdf" : "csv")}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
