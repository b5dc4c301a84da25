// "Is this deal live?", the one rule, as an SQL condition and as a TypeScript predicate: published,
// started (no start date, or it has passed) and not ended. Only a live deal is listed, searched,
// counted, put in a cart or a wishlist, priced or sold; every module asks here.
//
// The partner's status is part of the rule through the deal's own status: a deal is published
// only while its partner is approved. Approving or resuming a deal requires an approved partner
// and suspending a partner pauses its published deals, each under the partner's row lock
// (partner-moderation, partner-deals), so the condition below never needs a join to partners,
// and the search's copy, deal_search, gets the change from its triggers (decision 016).
import { and, eq, gt, isNull, lte, or, type Placeholder, type SQL } from "drizzle-orm";
import { deals, type dealSearch } from "#db/schema.server";
import { isPublicStatus, SELLING_STATUS, type DealStatus } from "./deal-status";

type DealTable = typeof deals | typeof dealSearch;
/** The moment to judge at, or a prepared query's placeholder for it (db/prepared-queries.server.ts). */
type Moment = Date | Placeholder;

/** Started: no start date (on sale once published), or the start has passed. */
export function hasStarted(now: Moment, table: DealTable = deals): SQL {
  return or(isNull(table.startsAt), lte(table.startsAt, now))!;
}

/** The condition on `deals`, or on its copy for searches, `deal_search` (same columns). */
export function liveDeal(now: Moment, table: DealTable = deals): SQL {
  return and(eq(table.status, SELLING_STATUS), hasStarted(now, table), gt(table.endsAt, now))!;
}

export function isLive(deal: { status: DealStatus; startsAt: Date | null; endsAt: Date }, now = new Date()): boolean {
  return deal.status === SELLING_STATUS && (deal.startsAt === null || deal.startsAt <= now) && deal.endsAt > now;
}

/**
 * The status a partner sees: a published or paused deal whose end has passed has ended, also in
 * the hours before the sweep (domain/partners/deal-transitions.server.ts) records it.
 */
export function currentStatus(deal: { status: DealStatus; endsAt: Date }, now = new Date()): DealStatus {
  return isPublicStatus(deal.status) && deal.endsAt <= now ? "ended" : deal.status;
}
