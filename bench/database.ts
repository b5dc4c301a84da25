// The bench's PostgreSQL: the embedded server (or the one DATABASE_URL names when asked), a
// migrated and seeded template, and clones of it grown to N deals in SQL.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { connect } from "#db/connection.server";
import { startEmbeddedPostgres } from "#db/embedded-postgres.server";
import { applyMigrations } from "#db/migrate.server";
import { ensureDatabase } from "#db/open-database.server";
import { seedDemoData } from "#domain/demo/seed.server";
import { createDatabaseFrom, databaseUrl, dropDatabase } from "../tests/support/database-names";

export interface BenchServer {
  kind: "embedded" | "external";
  /** A database with the demo seed plus generated deals up to `deals` in total (made once per size). */
  catalogue: (deals: number) => Promise<string>;
  stop: () => Promise<void>;
}

export async function startBenchServer(kind: "embedded" | "external"): Promise<BenchServer> {
  let maintenanceUrl = process.env.DATABASE_URL;
  let stopServer = async () => {};
  if (kind === "embedded") {
    const dataDir = await mkdtemp(path.join(tmpdir(), "magicdeals-bench-db-"));
    const server = await startEmbeddedPostgres(dataDir);
    maintenanceUrl = server.url("postgres");
    stopServer = async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }
  if (!maintenanceUrl) throw new Error("DATABASE_URL is not set");
  const maintenance = maintenanceUrl;
  const run = randomBytes(4).toString("hex");
  const template = `magicdeals_bench_tpl_${run}`;
  const made: string[] = [template];
  const catalogues = new Map<number, string>();
  await ensureDatabase(maintenance, template);
  const tpl = connect(databaseUrl(maintenance, template), { max: 2 });
  try {
    await applyMigrations(tpl.db);
    await seedDemoData(tpl.db);
  } finally {
    await tpl.close();
  }
  return {
    kind,
    catalogue: async (deals) => {
      const ready = catalogues.get(deals);
      if (ready) return ready;
      const name = `magicdeals_bench_${deals}_${run}_${made.length}`;
      await createDatabaseFrom(maintenance, name, template);
      made.push(name);
      const url = databaseUrl(maintenance, name);
      await growCatalogue(url, deals);
      catalogues.set(deals, url);
      return url;
    },
    stop: async () => {
      for (const name of made.reverse()) await dropDatabase(maintenance, name);
      await stopServer();
    },
  };
}

/**
 * Copies the seeded deals (their Bokmål and English texts, partners, categories, cities) with
 * varied prices, ratings, sales and end dates until there are `total` deals, each with a basic
 * package; then VACUUM ANALYZE, so the planner sees the real sizes and autovacuum has nothing
 * left to do during the measurements.
 */
async function growCatalogue(url: string, total: number): Promise<void> {
  const { pool, close } = connect(url, { max: 1 });
  try {
    const { rows } = await pool.query<{ n: number }>("SELECT count(*)::int AS n FROM deals");
    const extra = total - (rows[0]?.n ?? 0);
    if (extra > 0) {
      // Building the text-search indexes once afterwards is much faster than updating them per row.
      const indexes = await pool.query<{ name: string; definition: string }>(
        `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
         WHERE tablename IN ('deals', 'deal_search') AND indexdef LIKE '%USING gin%'`,
      );
      for (const index of indexes.rows) await pool.query(`DROP INDEX "${index.name}"`);
      await pool.query(
        `WITH src AS (SELECT d.*, row_number() OVER (ORDER BY id) - 1 AS rn, count(*) OVER () AS n FROM deals d)
         INSERT INTO deals (partner_id, category_id, title, title_en, description, description_en, fine_print,
           fine_print_en, city, original_price_ore, discounted_price_ore, discount_percent, image_src,
           image_alt_no, image_alt_en, rating, sold_count, ends_at, status)
         SELECT s.partner_id, s.category_id, s.title, s.title_en, s.description, s.description_en, s.fine_print,
           s.fine_print_en, s.city, p.orig, p.disc, round(100 - 100.0 * p.disc / p.orig)::int, s.image_src,
           s.image_alt_no, s.image_alt_en, ((g * 7) % 51) / 10.0, (g * 37) % 2000,
           now() + make_interval(hours => 2 + (g * 13) % (24 * 60)), s.status
         FROM generate_series(1, $1::int) g
         JOIN src s ON s.rn = g % s.n
         CROSS JOIN LATERAL (SELECT (20000 + (g * 7919) % 480000)::bigint AS orig) o
         CROSS JOIN LATERAL (SELECT o.orig, greatest(100, o.orig * (30 + (g * 11) % 60) / 100)::bigint AS disc) p`,
        [extra],
      );
      await pool.query("SET maintenance_work_mem = '256MB'");
      for (const index of indexes.rows) await pool.query(index.definition);
      await pool.query(
        `INSERT INTO deal_packages (deal_id, kind, price_ore, validity_days, min_quantity)
         SELECT d.id, 'basic', d.discounted_price_ore, 90, 1 FROM deals d
         WHERE NOT EXISTS (SELECT 1 FROM deal_packages p WHERE p.deal_id = d.id)`,
      );
    }
    // VACUUM too: 100 000 new rows otherwise set autovacuum off in the middle of the measurements
    // (a real catalogue is not bulk-loaded a moment before its visitors come).
    await pool.query("VACUUM ANALYZE");
  } finally {
    await close();
  }
}
