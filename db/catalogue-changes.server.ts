// Follows the database's catalogue_changed notifications (triggers of migration 0008) on a
// connection of its own, so every copy of the app learns within milliseconds of a commit that
// what visitors see of the catalogue changed, whichever copy made the change.
import pg from "pg";

export interface CatalogueChanges {
  /** Goes up at every change, and whenever changes may have been missed (connection lost). */
  generation(): number;
  /** False while the connection is down: changes could be missed, so caches must not be used. */
  listening(): boolean;
  /**
   * Calls `listener` after every committed change, and at every (re)connection (changes may have
   * been missed meanwhile). Returns the way to stop. For caches outside this process (a CDN).
   */
  onChange(listener: () => void): () => void;
  close(): Promise<void>;
}

const RETRY_MS = 1000;

export function followCatalogueChanges(
  pool: pg.Pool,
  log: { warn: (details: object, message: string) => void },
): CatalogueChanges {
  let generation = 0;
  let client: pg.Client | null = null;
  let ready = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const listeners = new Set<() => void>();
  const changed = () => {
    generation++;
    for (const listener of listeners) listener();
  };

  const connect = async () => {
    const next = new pg.Client(pool.options);
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      ready = false;
      generation++;
      next.end().catch(() => undefined);
      if (closed) return;
      log.warn({ err: error?.message }, "catalogue change notifications lost; caches off until reconnected");
      retry = setTimeout(() => void connect(), RETRY_MS);
    };
    next.on("error", lost);
    next.on("end", () => lost());
    next.on("notification", changed);
    try {
      client = next;
      await next.connect();
      await next.query("LISTEN catalogue_changed");
      // Whatever changed while nobody listened: start from a clean slate.
      ready = client === next;
      changed();
    } catch (error) {
      lost(error instanceof Error ? error : undefined);
    }
  };
  void connect();

  return {
    generation: () => generation,
    listening: () => ready && !closed,
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {
      closed = true;
      ready = false;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
