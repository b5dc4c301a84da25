// Events counted on the server for the partners' numbers: no tracking cookie, bots left out.
import { isbot } from "isbot";
import { sql } from "drizzle-orm";
import type { Database } from "#db/connection.server";

/**
 * A view of a deal page counts unless a crawler or monitor asked for it, or the browser only
 * fetched it ahead (`purpose`: the Sec-Purpose or Purpose header; a prefetch on hover is not a visit).
 */
export function isVisit(userAgent: string | null | undefined, purpose?: string | null): boolean {
  return Boolean(userAgent) && !isbot(userAgent) && !purpose?.includes("prefetch");
}

export interface DealViewsOptions {
  /** How long views wait in memory before they are written. */
  flushMs?: number;
  /** Told when a batch could not be written (the views in it are not counted). */
  onError?: (error: unknown) => void;
}

/**
 * Views of deal pages, written in batches: a deal page answered from the page cache a thousand
 * times a second makes a few INSERTs a second instead of a thousand, which took the database's
 * share of the two cores from the pages being served. Each view keeps the time it happened. Views
 * still in memory are written by flush(), which the server calls when it stops; a killed process
 * loses at most the last `flushMs` of them.
 */
export class DealViews {
  private pending: { dealId: number; at: Date }[] = [];
  private timer: NodeJS.Timeout | undefined;
  private readonly flushMs: number;

  constructor(
    private readonly db: Database,
    private readonly options: DealViewsOptions = {},
  ) {
    this.flushMs = options.flushMs ?? 250;
  }

  /** Counts one view of a deal page if it was a visit (see isVisit); true when it counts. */
  record(dealId: number, userAgent: string | null | undefined, purpose?: string | null): boolean {
    if (!isVisit(userAgent, purpose)) return false;
    this.pending.push({ dealId, at: new Date() });
    if (this.pending.length >= 10_000) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushMs).unref();
    return true;
  }

  /** Writes the views waiting in memory. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    try {
      // One statement for the batch; a deal deleted meanwhile loses its views, not the batch.
      await this.db.execute(sql`
        INSERT INTO deal_events (deal_id, kind, occurred_at)
        SELECT v.deal_id, 'view', v.at
        FROM unnest(${sql.param(batch.map((v) => v.dealId))}::int[], ${sql.param(batch.map((v) => v.at.toISOString()))}::timestamptz[]) AS v(deal_id, at)
        WHERE EXISTS (SELECT 1 FROM deals d WHERE d.id = v.deal_id)`);
    } catch (error) {
      this.options.onError?.(error);
    }
  }
}
