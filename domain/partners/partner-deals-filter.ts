// Which of a partner's deals its list (/business/deals) shows, as the list's address says:
// ?q= finds words in the title, ?status= keeps one status. Plain TypeScript: the page's form
// uses it too.
import { z } from "zod";
import type { DealStatus } from "#domain/catalog/deal-status";

/** The statuses in the order the partner meets them: made, reviewed, selling, and after. */
export const DEAL_STATUSES = [
  "draft",
  "pending",
  "published",
  "paused",
  "rejected",
  "ended",
] as const satisfies readonly DealStatus[];

/** The longest title search the list takes (a deal's title is at most 120 characters: deal-input.server.ts). */
export const TITLE_SEARCH_MAX = 120;

/** The deals matching every part given; without one, all of them. */
export interface PartnerDealsFilter {
  /** Found anywhere in the title, whatever the case. */
  title?: string;
  status?: DealStatus;
}

// A status the list does not know, or an empty search, is no filter (an old or edited link still shows deals).
const filterSchema = z.object({
  q: z
    .string()
    .transform((q) => q.trim().slice(0, TITLE_SEARCH_MAX))
    .catch(""),
  status: z.enum(DEAL_STATUSES).optional().catch(undefined),
});

export function dealsFilterFrom(params: URLSearchParams): PartnerDealsFilter {
  const { q, status } = filterSchema.parse({ q: params.get("q") ?? "", status: params.get("status") ?? undefined });
  return { ...(q ? { title: q } : {}), ...(status ? { status } : {}) };
}

/** The list's address for a page of the filtered list (page 1 and an empty filter leave no trace). */
export function dealsListSearch(filter: PartnerDealsFilter, page: number): string {
  const params = new URLSearchParams();
  if (filter.title) params.set("q", filter.title);
  if (filter.status) params.set("status", filter.status);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
