// Tells a CDN in front (README, "A CDN in front") to drop the pages it keeps when the catalogue
// changes, so a visitor sees a new or edited deal within a second or so instead of after the
// pages' s-maxage. The database's catalogue_changed notification comes only after a commit, so a
// purge never runs inside a transaction; it runs in the background and never holds up a request.
// Changes that come close together make one purge; a failed purge is tried again with growing
// pauses, and if it keeps failing the CDN's copies still expire after s-maxage (30 s).
import type { CatalogueChanges } from "#db/catalogue-changes.server";
import type { Logger } from "./logger.server";

export interface CdnPurgeOptions {
  /** CDN_PURGE_URL: where the purge is POSTed. */
  url: string;
  /** CDN_PURGE_TOKEN: sent as `Authorization: Bearer …`. */
  token?: string;
  changes: CatalogueChanges;
  logger: Logger;
  /** How long to wait for more changes before purging. */
  settleMs?: number;
  /** The pause before the first retry; each further one doubles it. */
  retryMs?: number;
  attempts?: number;
  timeoutMs?: number;
}

/**
 * The body: "everything". The notification names the table, not the deal, and a deal shows on
 * many pages (the home page, its category, search results, the sitemap), so a list of paths
 * would be a guess. Cloudflare's purge API takes this body as it is.
 */
export const PURGE_ALL = JSON.stringify({ purge_everything: true });

export function purgeCdnOnChanges(options: CdnPurgeOptions): { close: () => void } {
  const { url, token, changes, logger } = options;
  const settleMs = options.settleMs ?? 1000;
  const retryMs = options.retryMs ?? 2000;
  const attempts = options.attempts ?? 5;
  const timeoutMs = options.timeoutMs ?? 10_000;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let again = false;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
      timer.unref();
    });

  const purge = async () => {
    for (let attempt = 1; attempt <= attempts && !closed; attempt++) {
      try {
        const response = await fetch(url, {
          method: "POST",
          headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          body: PURGE_ALL,
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.arrayBuffer().catch(() => undefined);
        if (response.ok) {
          logger.info({ attempt }, "CDN purged");
          return;
        }
        logger.warn({ status: response.status, attempt }, "CDN purge refused");
      } catch (error) {
        logger.warn({ err: error instanceof Error ? error.message : String(error), attempt }, "CDN purge failed");
      }
      if (attempt < attempts) await pause(retryMs * 2 ** (attempt - 1));
    }
    if (!closed) logger.error({ attempts }, "CDN purge given up: its pages expire after s-maxage");
  };

  const run = () => {
    running = true;
    void purge().finally(() => {
      running = false;
      if (again) {
        again = false;
        schedule();
      }
    });
  };

  const schedule = () => {
    if (closed) return;
    // A change during a purge may have missed it: one more purge afterwards.
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    timer = setTimeout(run, settleMs);
    timer.unref();
  };

  const stop = changes.onChange(schedule);
  return {
    close: () => {
      closed = true;
      stop();
      clearTimeout(timer);
    },
  };
}

/** The purge this process runs when CDN_PURGE_URL is set (one process per copy: see server/main.ts). */
export function cdnPurgeFor(
  config: { CDN_PURGE_URL?: string; CDN_PURGE_TOKEN?: string },
  changes: CatalogueChanges,
  logger: Logger,
): { close: () => void } | null {
  if (!config.CDN_PURGE_URL) return null;
  return purgeCdnOnChanges({ url: config.CDN_PURGE_URL, token: config.CDN_PURGE_TOKEN, changes, logger });
}
