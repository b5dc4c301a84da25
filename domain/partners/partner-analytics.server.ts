// A partner's numbers for the dashboard and the partner API, counted from real events only:
// deal page views (deal_events), sales (order lines of its deals) and refunds (voucher events).
// Days are Oslo calendar days; a period of N days ends today and is compared with the N days before.
import { sql, type Placeholder, type SQL } from "drizzle-orm";
import { preparedSql } from "#db/prepared-queries.server";
import type { Database } from "#db/connection.server";
import { deals } from "#db/schema.server";
import { liveDeal } from "#domain/catalog/live-deals.server";
import type { PeriodDays } from "./analytics-periods";

export interface DayNumbers {
  /** Oslo date, yyyy-mm-dd. */
  date: string;
  views: number;
  /** Units sold that day (one voucher each), refunded ones included: the purchase happened. */
  sales: number;
  /** Paid sales that day minus refunds made that day, øre. */
  revenueOre: number;
}

export interface PeriodTotals {
  views: number;
  sales: number;
  revenueOre: number;
  /** Units sold per view, percent (0 when there were no views). */
  conversionRate: number;
  /** Deals live at the end of the period: published, started and not ended. */
  activeDeals: number;
}

/**
 * The change from the previous period: a percentage, or "new" when the previous period had
 * nothing to divide by (and this one has), or "none" when both are zero.
 */
export type Trend = { kind: "change"; percent: number } | { kind: "new" } | { kind: "none" };

export interface PartnerAnalytics {
  days: PeriodDays;
  from: string;
  to: string;
  current: PeriodTotals;
  previous: PeriodTotals;
  trends: Record<"views" | "revenue" | "activeDeals" | "conversionRate", Trend>;
  chart: DayNumbers[];
}

/** Relative change in percent, rounded to one decimal. */
export function trendOf(current: number, previous: number): Trend {
  if (previous === 0) return current === 0 ? { kind: "none" } : { kind: "new" };
  const percent = Math.round(((current - previous) / previous) * 1000) / 10;
  return { kind: "change", percent: Object.is(percent, -0) ? 0 : percent };
}

export function conversionRate(sales: number, views: number): number {
  return views === 0 ? 0 : Math.round((sales / views) * 1000) / 10;
}

export interface DayRow extends Record<string, unknown> {
  day: string;
  views: string | number;
  sales: string | number;
  sold_ore: string | number;
  refunded_ore: string | number;
}

/** A value in a statement: a placeholder of a prepared one, or SQL of the statement around it. */
type SQLValue = Placeholder | SQL;

/**
 * The days from `from` to `to` (Oslo dates) that had a view, a sale or a refund, in no order (days
 * without any are left to `everyDay`, which costs less in JavaScript than a row per day of a
 * calendar joined in SQL and sent as JSON); the values are placeholders or SQL, so the dashboard
 * can run it inside its own statement.
 */
export function dailyNumbersSql(partnerId: SQLValue, from: SQLValue, to: SQLValue): SQL {
  // Range bounds as instants: midnight in Oslo of the first day, midnight after the last.
  const start = sql`(${from}::date)::timestamp AT TIME ZONE 'Europe/Oslo'`;
  const end = sql`(${to}::date + 1)::timestamp AT TIME ZONE 'Europe/Oslo'`;
  const osloDay = (column: string) => sql.raw(`(${column} AT TIME ZONE 'Europe/Oslo')::date`);
  return sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(views) AS views, sum(sales) AS sales,
           sum(sold_ore) AS sold_ore, sum(refunded_ore) AS refunded_ore
      FROM (
        SELECT ${osloDay("e.occurred_at")} AS day, count(*) AS views, 0 AS sales, 0 AS sold_ore, 0 AS refunded_ore
          FROM deal_events e JOIN deals d ON d.id = e.deal_id
         WHERE d.partner_id = ${partnerId} AND e.kind = 'view' AND e.occurred_at >= ${start} AND e.occurred_at < ${end}
         GROUP BY 1
        UNION ALL
        SELECT ${osloDay("o.created_at")}, 0, sum(l.quantity), sum(l.quantity * l.unit_price_ore), 0
          FROM order_lines l JOIN orders o ON o.id = l.order_id JOIN deals d ON d.id = l.deal_id
         WHERE d.partner_id = ${partnerId} AND o.created_at >= ${start} AND o.created_at < ${end}
         GROUP BY 1
        UNION ALL
        SELECT ${osloDay("ve.occurred_at")}, 0, 0, 0, sum(l.unit_price_ore)
          FROM voucher_events ve
          JOIN vouchers v ON v.id = ve.voucher_id
          JOIN order_lines l ON l.id = v.order_line_id
          JOIN deals d ON d.id = v.deal_id
         WHERE d.partner_id = ${partnerId} AND ve.to_status = 'refunded'
           AND ve.occurred_at >= ${start} AND ve.occurred_at < ${end}
         GROUP BY 1
      ) numbers
     GROUP BY day`;
}

const dailyNumbersQuery = preparedSql<DayRow>(
  "partner_daily_numbers",
  dailyNumbersSql(sql.placeholder("partnerId"), sql.placeholder("from"), sql.placeholder("to")),
);

/** Every day from `from` to `to`, with zeros for days without events. */
export async function dailyNumbers(db: Database, partnerId: string, from: string, to: string): Promise<DayNumbers[]> {
  const result = await dailyNumbersQuery(db).execute({ partnerId, from, to });
  return everyDay(from, to, result.rows);
}

/** Every day from `from` to `to` in order: the numbers of the days in `rows`, zeros for the others. */
export function everyDay(from: string, to: string, rows: readonly DayRow[]): DayNumbers[] {
  const found = new Map(rows.map((row) => [row.day, row]));
  const days: DayNumbers[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const row = found.get(date);
    days.push(row ? dayNumbersOf(row) : { date, views: 0, sales: 0, revenueOre: 0 });
  }
  return days;
}

/** A row of dailyNumbersSql (its sums as text from PostgreSQL, or as numbers from JSON). */
export function dayNumbersOf(row: DayRow): DayNumbers {
  return {
    date: row.day,
    views: Number(row.views),
    sales: Number(row.sales),
    revenueOre: Number(row.sold_ore) - Number(row.refunded_ore),
  };
}

/** A deal of `deals` live at the instant and made by then (status history is not kept: today's status). */
export function liveAt(at: Date | Placeholder): SQL {
  return sql`${liveDeal(at)} AND ${deals.createdAt} <= ${at instanceof Date ? at.toISOString() : at}`;
}

/**
 * Deals live at each instant, and made by then, counted in one pass over the partner's deals.
 * Status history is not kept, so an earlier instant uses today's status.
 */
async function activeDealsAt(
  db: Database,
  partnerId: string,
  instants: readonly [Date, Date],
): Promise<[number, number]> {
  const [first, second] = instants;
  const result = await db.execute<{ first: string; second: string }>(sql`
    SELECT count(*) FILTER (WHERE ${liveAt(first)}) AS first, count(*) FILTER (WHERE ${liveAt(second)}) AS second
      FROM ${deals}
     WHERE ${deals.partnerId} = ${partnerId}`);
  const row = result.rows[0];
  return [Number(row?.first ?? 0), Number(row?.second ?? 0)];
}

/** yyyy-mm-dd in Norway's time zone; made once, as building an Intl formatter costs more than using it. */
const OSLO_DATE = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Oslo" });

function osloDate(at: Date): string {
  return OSLO_DATE.format(at);
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function totals(chart: DayNumbers[], activeDeals: number): PeriodTotals {
  const views = chart.reduce((sum, day) => sum + day.views, 0);
  const sales = chart.reduce((sum, day) => sum + day.sales, 0);
  const revenueOre = chart.reduce((sum, day) => sum + day.revenueOre, 0);
  return { views, sales, revenueOre, conversionRate: conversionRate(sales, views), activeDeals };
}

/** The days a period of `days` days ending today covers, and the period before it. */
export interface AnalyticsPeriod {
  days: PeriodDays;
  from: string;
  to: string;
  previousFrom: string;
  /** The previous period ended where this one starts, `days` days before now. */
  previousEnd: Date;
}

export function analyticsPeriod(days: PeriodDays, now = new Date()): AnalyticsPeriod {
  const to = osloDate(now);
  const from = addDays(to, -(days - 1));
  return {
    days,
    from,
    to,
    previousFrom: addDays(from, -days),
    previousEnd: new Date(now.getTime() - days * 86_400_000),
  };
}

/**
 * The figures from both periods' days (`both`: dailyNumbers from previousFrom to to) and the deals
 * live at the end of each period.
 */
export function analyticsFrom(
  period: AnalyticsPeriod,
  both: DayNumbers[],
  activeNow: number,
  activeBefore: number,
): PartnerAnalytics {
  const { days, from, to } = period;
  const chart = both.slice(days);
  const current = totals(chart, activeNow);
  const previous = totals(both.slice(0, days), activeBefore);
  return {
    days,
    from,
    to,
    current,
    previous,
    trends: {
      views: trendOf(current.views, previous.views),
      revenue: trendOf(current.revenueOre, previous.revenueOre),
      activeDeals: trendOf(current.activeDeals, previous.activeDeals),
      conversionRate: trendOf(current.conversionRate, previous.conversionRate),
    },
    chart,
  };
}

export async function getPartnerAnalytics(
  db: Database,
  partnerId: string,
  days: PeriodDays,
  now = new Date(),
): Promise<PartnerAnalytics> {
  const period = analyticsPeriod(days, now);
  const [both, [activeNow, activeBefore]] = await Promise.all([
    dailyNumbers(db, partnerId, period.previousFrom, period.to),
    activeDealsAt(db, partnerId, [now, period.previousEnd]),
  ]);
  return analyticsFrom(period, both, activeNow, activeBefore);
}
