// A new partner's first steps, read from what the partner has done so far: the dashboard shows
// them instead of an empty chart until the first sale.
import { sql } from "drizzle-orm";
import type { Database } from "#db/connection.server";

export const GETTING_STARTED_STEPS = ["approval", "profile", "firstDeal", "submitted", "live", "firstSale"] as const;
export type GettingStartedStep = (typeof GETTING_STARTED_STEPS)[number];

export interface GettingStarted {
  steps: { step: GettingStartedStep; done: boolean }[];
  /** Sold at least one voucher: the checklist has done its work and the chart takes its place. */
  finished: boolean;
}

export async function gettingStarted(db: Database, partnerId: string): Promise<GettingStarted> {
  const { rows } = await db.execute<Record<GettingStartedStep, boolean>>(sql`
    SELECT p.status = 'approved' AS "approval",
           p.opening_hours IS NOT NULL AS "profile",
           EXISTS (SELECT 1 FROM deals d WHERE d.partner_id = p.id) AS "firstDeal",
           EXISTS (SELECT 1 FROM deals d WHERE d.partner_id = p.id AND d.status <> 'draft') AS "submitted",
           EXISTS (SELECT 1 FROM deals d WHERE d.partner_id = p.id AND d.status IN ('published', 'paused', 'ended'))
             AS "live",
           EXISTS (SELECT 1 FROM vouchers v JOIN deals d ON d.id = v.deal_id WHERE d.partner_id = p.id) AS "firstSale"
      FROM partners p WHERE p.id = ${partnerId}`);
  const row = rows[0];
  const steps = GETTING_STARTED_STEPS.map((step) => ({ step, done: row?.[step] ?? false }));
  return { steps, finished: row?.firstSale ?? false };
}
