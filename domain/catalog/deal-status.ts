// A deal's statuses and the sets of them the rules speak of, derived from the database enum so
// that a new status cannot be forgotten here. Plain TypeScript: pages may use it too.
import type { dealStatus } from "#db/schema.server";

export type DealStatus = (typeof dealStatus.enumValues)[number];

/** The one status a deal sells in (and then only between its start and end: live-deals.server.ts). */
export const SELLING_STATUS = "published" satisfies DealStatus;

/**
 * The public has seen the deal and it is not over: its price then changes only through an admin,
 * its packages stay as sold, and its partner may end it.
 */
export const PUBLIC_STATUSES = ["published", "paused"] as const satisfies readonly DealStatus[];

/** The deal's own page answers: on sale, or ended (so an old link explains that it ended). */
export const PAGE_STATUSES = ["published", "ended"] as const satisfies readonly DealStatus[];

export const isPublicStatus = (status: DealStatus) => (PUBLIC_STATUSES as readonly DealStatus[]).includes(status);
export const hasPublicPage = (status: DealStatus) => (PAGE_STATUSES as readonly DealStatus[]).includes(status);
