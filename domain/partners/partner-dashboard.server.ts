// Everything the partner dashboard shows, in five queries run side by side on the pool: the
// figures by day, the deal list, one pass over the partner's deals (live deals now and at the
// end of the previous period, deals on the plan, the first-steps checklist), the API keys and
// the payout summary. Each figure follows the same rule as its own function (getPartnerAnalytics,
// countDealsOnPlan, gettingStarted), which the partner API and the deal editor keep using; this
// only saves the round trips, as the dashboard is the business area's busiest page.
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
  dailyNumbers,
  liveAt,
  type PartnerAnalytics,
} from "./partner-analytics.server";
import { listApiKeys, type ApiKeySummary } from "./partner-api-keys.server";
import { listDealSummaries, type PartnerDeal } from "./partner-deal-list.server";
import { onPlanAt } from "./partner-plans.server";
import { getPayoutSummary, type PayoutSummary } from "./payout-statements.server";

export interface PartnerDashboard {
  analytics: PartnerAnalytics;
  deals: PartnerDeal[];
  dealsOnPlan: number;
  /** Null when the partner's plan has no API access. */
  apiKeys: ApiKeySummary[] | null;
  checklist: GettingStarted;
  payoutSummary: PayoutSummary;
}

type DealFiguresRow = GettingStartedRow & { active_now: number; active_before: number; on_plan: number };

/** One pass over the partner's deals: live now and at the previous period's end, on the plan, first steps. */
const dealFiguresQuery = preparedSql<DealFiguresRow>(
  "partner_dashboard_deal_figures",
  sql`
    SELECT ${GETTING_STARTED_COLUMNS},
           (count(deals.id) FILTER (WHERE ${liveAt(sql.placeholder("now"))}))::int AS active_now,
           (count(deals.id) FILTER (WHERE ${liveAt(sql.placeholder("previousEnd"))}))::int AS active_before,
           (count(deals.id) FILTER (WHERE ${onPlanAt(sql.placeholder("now"))}))::int AS on_plan
      FROM partners p LEFT JOIN deals ON deals.partner_id = p.id
     WHERE p.id = ${sql.placeholder("partnerId")}
     GROUP BY p.id`,
);

async function dealFigures(db: Database, partnerId: string, now: Date, previousEnd: Date) {
  const { rows } = await dealFiguresQuery(db).execute({
    partnerId,
    now: now.toISOString(),
    previousEnd: previousEnd.toISOString(),
  });
  const row = rows[0];
  return {
    activeNow: row?.active_now ?? 0,
    activeBefore: row?.active_before ?? 0,
    onPlan: row?.on_plan ?? 0,
    checklist: gettingStartedFrom(row),
  };
}

export async function loadPartnerDashboard(
  db: Database,
  partner: { id: string; plan: BusinessPlanId },
  days: PeriodDays,
  lang: "no" | "en",
  now = new Date(),
): Promise<PartnerDashboard> {
  const period = analyticsPeriod(days, now);
  const [both, deals, figures, apiKeys, payoutSummary] = await Promise.all([
    dailyNumbers(db, partner.id, period.previousFrom, period.to),
    listDealSummaries(db, partner.id, lang, now),
    dealFigures(db, partner.id, now, period.previousEnd),
    planIncludes(partner.plan, "apiAccess") ? listApiKeys(db, partner.id) : Promise.resolve(null),
    getPayoutSummary(db, partner.id, now),
  ]);
  return {
    analytics: analyticsFrom(period, both, figures.activeNow, figures.activeBefore),
    deals,
    dealsOnPlan: figures.onPlan,
    apiKeys,
    checklist: figures.checklist,
    payoutSummary,
  };
}
