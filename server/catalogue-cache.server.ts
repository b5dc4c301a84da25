// Values worked out from the catalogue (rendered pages, category counts), kept until the
// catalogue changes (db/catalogue-changes.server.ts) or for `ttlMs` at most: sales figures and
// deals passing their end time change nothing in the database's notifications.
import { LRUCache } from "lru-cache";
import type { CatalogueChanges } from "#db/catalogue-changes.server";

export interface CatalogueCacheOptions<V> {
  max: number;
  ttlMs: number;
  /** Bounds the memory instead of only the number of entries. */
  maxSize?: number;
  sizeOf?: (value: V) => number;
}

interface Entry<V> {
  value: V;
  generation: number;
}

export class CatalogueCache<V extends object> {
  private readonly entries: LRUCache<string, Entry<V>>;

  constructor(
    private readonly changes: CatalogueChanges,
    options: CatalogueCacheOptions<V>,
  ) {
    const { sizeOf, maxSize } = options;
    this.entries = new LRUCache<string, Entry<V>>({
      max: options.max,
      ttl: options.ttlMs,
      ...(sizeOf && maxSize ? { maxSize, sizeCalculation: (entry: Entry<V>) => Math.max(1, sizeOf(entry.value)) } : {}),
    });
  }

  /** The value, unless the catalogue changed since, or changes cannot be followed right now. */
  get(key: string): V | undefined {
    if (!this.changes.listening()) return undefined;
    const entry = this.entries.get(key);
    return entry?.generation === this.changes.generation() ? entry.value : undefined;
  }

  /** Taken before working a value out: a change meanwhile makes the value too old to keep. */
  ticket(): number {
    return this.changes.generation();
  }

  set(key: string, value: V, ticket: number): void {
    if (this.changes.listening() && ticket === this.changes.generation()) {
      this.entries.set(key, { value, generation: ticket });
    }
  }

  async through(key: string, compute: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached) return cached;
    const ticket = this.ticket();
    const value = await compute();
    this.set(key, value, ticket);
    return value;
  }
}
