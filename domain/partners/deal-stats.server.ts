// Each of a partner's deals in numbers, since it began: views, vouchers sold, what they brought in
// (vouchers not refunded, at the price paid), and how many were redeemed or refunded.
import { sql } from "drizzle-orm";
import type { Database } from "#db/connection.server";

export type DealStats = {
  views: number;
  sold: number;
  revenueOre: number;
  redeemed: number;
  refunded: number;
};

/** The numbers of the partner's deals: every one, or only those of `dealIds` (a page of the list). */
export async function dealStats(
  db: Database,
  partnerId: string,
  dealIds?: readonly number[],
): Promise<Record<number, DealStats>> {
  if (dealIds?.length === 0) return {};
  // One array parameter, so the statement's text is the same for any page.
  const onlyThese = dealIds ? sql`AND d.id = ANY (${sql.param([...dealIds])}::int[])` : sql``;
  const { rows } = await db.execute<{ id: number } & DealStats>(sql`
    SELECT d.id,
           (SELECT count(*) FROM deal_events e WHERE e.deal_id = d.id AND e.kind = 'view')::int AS views,
           count(v.id)::int AS sold,
           coalesce(sum(l.unit_price_ore) FILTER (WHERE v.status NOT IN ('refunded', 'voided')), 0)::bigint
             AS "revenueOre",
           (count(v.id) FILTER (WHERE v.status = 'redeemed'))::int AS redeemed,
           (count(v.id) FILTER (WHERE v.status = 'refunded'))::int AS refunded
      FROM deals d
      LEFT JOIN vouchers v ON v.deal_id = d.id
      LEFT JOIN order_lines l ON l.id = v.order_line_id
     WHERE d.partner_id = ${partnerId} ${onlyThese}
     GROUP BY d.id`);
  return Object.fromEntries(
    rows.map(({ id, revenueOre, ...counts }) => [Number(id), { ...counts, revenueOre: Number(revenueOre) }]),
  );
}
