// The numbers on the admin console's first page: what waits for an admin.
import { sql } from "drizzle-orm";
import type { Database } from "#db/connection.server";

export async function adminOverview(db: Database) {
  const result = await db.execute<{
    pending_partners: number;
    pending_deals: number;
    new_messages: number;
    failed_mail: number;
  }>(sql`
    SELECT
      (SELECT count(*)::int FROM partners WHERE status = 'pending') AS pending_partners,
      (SELECT count(*)::int FROM deals WHERE status = 'pending')
        + (SELECT count(*)::int FROM deal_price_changes WHERE status = 'pending') AS pending_deals,
      (SELECT count(*)::int FROM contact_messages WHERE status = 'new')
        + (SELECT count(*)::int FROM consultations WHERE status = 'new' AND hold_expires_at IS NULL) AS new_messages,
      (SELECT count(*)::int FROM mail_messages WHERE status = 'failed') AS failed_mail`);
  const row = result.rows[0]!;
  return {
    pendingPartners: row.pending_partners,
    pendingDeals: row.pending_deals,
    newMessages: row.new_messages,
    failedMail: row.failed_mail,
  };
}
