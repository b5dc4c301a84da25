// The numbers on the admin console's first page: what waits for an admin.
import { sql } from "drizzle-orm";
import type { Database } from "#db/connection.server";
import { preparedSql } from "#db/prepared-queries.server";

// Prepared: the page asks on every visit, and PostgreSQL planned its six counts each time for
// longer than it took to run them.
const overviewQuery = preparedSql<{
  pending_partners: number;
  pending_deals: number;
  new_messages: number;
  failed_mail: number;
}>(
  "admin_overview",
  sql`
    SELECT
      (SELECT count(*)::int FROM partners WHERE status = 'pending') AS pending_partners,
      (SELECT count(*)::int FROM deals WHERE status = 'pending')
        + (SELECT count(*)::int FROM deal_price_changes WHERE status = 'pending') AS pending_deals,
      (SELECT count(*)::int FROM contact_messages WHERE status = 'new')
        + (SELECT count(*)::int FROM consultations WHERE status = 'new' AND hold_expires_at IS NULL) AS new_messages,
      (SELECT count(*)::int FROM mail_messages WHERE status = 'failed') AS failed_mail`,
);

export async function adminOverview(db: Database) {
  const { rows } = await overviewQuery(db).execute({});
  const row = rows[0]!;
  return {
    pendingPartners: row.pending_partners,
    pendingDeals: row.pending_deals,
    newMessages: row.new_messages,
    failedMail: row.failed_mail,
  };
}
