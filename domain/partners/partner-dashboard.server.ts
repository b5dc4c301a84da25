// Everything the partner dashboard shows, in one prepared statement: one pass over the partner's
// deals (live deals now and at the end of the previous period, deals on the plan, the first-steps
// checklist), and as sub-selects the figures by day, the payout summary, the API keys and the deal
// list (its newest few). Each part is the SQL of the function that owns its rule
// (getPartnerAnalytics, countDealsOnPlan, gettingStarted, getPayoutSummary, listApiKeys,
// listDealSummaries), which the partner API and the other pages keep using; this only saves round
// trips, as the dashboard is the business area's busiest page (each query costs a socket write, a
// wake-up and a plan).
import { sql } from "drizzle-orm";
import type { Database } from "#db/connection.server";
import { preparedSql } from "#db/prepared-queries.server";
import { planIncludes, type BusinessPlanId } from "./business-plans";
import type { PeriodDays } from "./analytics-periods";
import {
  GETTING_STARTED_COLUMNS,
  gettingStartedFrom,
  type GettingStarted,
  type GettingStartedRow,
} from "./getting-started.server";
import {
  analyticsFrom,
  analyticsPeriod,
  dailyNumbersSql,
  everyDay,
  liveAt,
  type DayRow,
  type PartnerAnalytics,
} from "./partner-analytics.server";
import type { ApiKeySummary } from "./partner-api-keys.server";
import {
  dealSummariesJsonSql,
  dealSummariesOfJson,
  type DealSummaryJson,
  type PartnerDeal,
} from "./partner-deal-list.server";
import { onPlanAt } from "./partner-plans.server";
import {
  payoutSummaryOf,
  payoutSummarySql,
  type PayoutSummary,
  type PayoutSummaryRow,
} from "./payout-statements.server";

/**
 * How many deals the dashboard shows, newest first; the rest are on /business/deals. A partner may
 * have hundreds, and each card is an image and its text in the page.
 */
export const DASHBOARD_DEALS = 6;

export interface PartnerDashboard {
  analytics: PartnerAnalytics;
  /** The newest DASHBOARD_DEALS of the partner's deals. */
  deals: PartnerDeal[];
  /** All of the partner's deals, every status. */
  dealCount: number;
  dealsOnPlan: number;
  /** Null when the partner's plan has no API access. */
  apiKeys: ApiKeySummary[] | null;
  checklist: GettingStarted;
  payoutSummary: PayoutSummary;
}

type ApiKeyJson = { id: string; name: string; prefix: string; createdAt: string; lastUsedAt: string | null };

type DashboardRow = GettingStartedRow & {
  active_now: number;
  active_before: number;
  on_plan: number;
  deal_count: number;
  daily: DayRow[];
  payout: PayoutSummaryRow;
  api_keys: ApiKeyJson[] | null;
  deals: DealSummaryJson[];
};

const dashboardQuery = (() => {
  const partnerId = sql.placeholder("partnerId");
  const now = sql.placeholder("now");
  return preparedSql<DashboardRow>(
    "partner_dashboard",
    sql`
    SELECT ${GETTING_STARTED_COLUMNS},
           (count(deals.id) FILTER (WHERE ${liveAt(now)}))::int AS active_now,
           (count(deals.id) FILTER (WHERE ${liveAt(sql.placeholder("previousEnd"))}))::int AS active_before,
           (count(deals.id) FILTER (WHERE ${onPlanAt(now)}))::int AS on_plan,
           count(deals.id)::int AS deal_count,
           (SELECT coalesce(json_agg(daily_row), '[]'::json)
              FROM (${dailyNumbersSql(partnerId, sql.placeholder("from"), sql.placeholder("to"))}) daily_row) AS daily,
           (SELECT row_to_json(payout) FROM (${payoutSummarySql(partnerId)}) payout) AS payout,
           CASE WHEN ${sql.placeholder("withKeys")}::boolean THEN
             (SELECT coalesce(json_agg(k ORDER BY k.created_at DESC), '[]'::json)
                FROM (SELECT id, name, prefix, created_at, created_at AS "createdAt", last_used_at AS "lastUsedAt"
                        FROM partner_api_keys WHERE partner_id = ${partnerId} AND revoked_at IS NULL) k)
           END AS api_keys,
           ${dealSummariesJsonSql(partnerId, DASHBOARD_DEALS)} AS deals
      FROM partners p LEFT JOIN deals ON deals.partner_id = p.id
     WHERE p.id = ${partnerId}
     GROUP BY p.id`,
  );
})();

export async function loadPartnerDashboard(
  db: Database,
  partner: { id: string; plan: BusinessPlanId },
  days: PeriodDays,
  lang: "no" | "en",
  now = new Date(),
): Promise<PartnerDashboard> {
  const period = analyticsPeriod(days, now);
  const { rows } = await dashboardQuery(db).execute({
    partnerId: partner.id,
    now: now.toISOString(),
    previousEnd: period.previousEnd.toISOString(),
    from: period.previousFrom,
    to: period.to,
    withKeys: planIncludes(partner.plan, "apiAccess"),
  });
  const row = rows[0];
  if (!row) throw new Error(`No partner ${partner.id}`);
  return {
    analytics: analyticsFrom(
      period,
      everyDay(period.previousFrom, period.to, row.daily),
      row.active_now,
      row.active_before,
    ),
    deals: dealSummariesOfJson(row.deals, lang, now),
    dealCount: row.deal_count,
    dealsOnPlan: row.on_plan,
    apiKeys:
      row.api_keys?.map((key) => ({
        id: key.id,
        name: key.name,
        prefix: key.prefix,
        createdAt: new Date(key.createdAt),
        lastUsedAt: key.lastUsedAt === null ? null : new Date(key.lastUsedAt),
      })) ?? null,
    checklist: gettingStartedFrom(row),
    payoutSummary: payoutSummaryOf(row.payout, now),
  };
}
