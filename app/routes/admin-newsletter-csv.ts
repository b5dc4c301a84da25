// The newsletter subscribers as a CSV download, for admins only.
import { newsletterCsv } from "#domain/platform/outbox.server";
import { requireAdmin } from "~/guards/admin.server";
import type { Route } from "./+types/admin-newsletter-csv";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const date = new Date().toISOString().slice(0, 10);
  return new Response(await newsletterCsv(context.db), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="magicdeals-newsletter-${date}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
