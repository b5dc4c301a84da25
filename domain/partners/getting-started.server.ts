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

/**
 * The steps as columns of `partners p LEFT JOIN deals ON deals.partner_id = p.id … GROUP BY p.id`,
 * so that the dashboard can count them in the same pass over the partner's deals as its figures.
 */
export const GETTING_STARTED_COLUMNS = sql`
  p.status = 'approved' AS "approval",
  p.opening_hours IS NOT NULL AS "profile",
  count(deals.id) > 0 AS "firstDeal",
  count(deals.id) FILTER (WHERE deals.status <> 'draft') > 0 AS "submitted",
  count(deals.id) FILTER (WHERE deals.status IN ('published', 'paused', 'ended')) > 0 AS "live",
  EXISTS (SELECT 1 FROM vouchers v JOIN deals sold ON sold.id = v.deal_id WHERE sold.partner_id = p.id) AS "firstSale"`;

export type GettingStartedRow = Record<GettingStartedStep, boolean>;

/** The checklist from a row with GETTING_STARTED_COLUMNS (none: a partner that does not exist). */
export function gettingStartedFrom(row: GettingStartedRow | undefined): GettingStarted {
  const steps = GETTING_STARTED_STEPS.map((step) => ({ step, done: row?.[step] ?? false }));
  return { steps, finished: row?.firstSale ?? false };
}

export async function gettingStarted(db: Database, partnerId: string): Promise<GettingStarted> {
  const { rows } = await db.execute<GettingStartedRow>(sql`
    SELECT ${GETTING_STARTED_COLUMNS}
      FROM partners p LEFT JOIN deals ON deals.partner_id = p.id
     WHERE p.id = ${partnerId}
     GROUP BY p.id`);
  return gettingStartedFrom(rows[0]);
}
