// npm run db:backup on the embedded database while it is being written to, restored into a
// fresh DATA_DIR that starts, holds every row committed before the backup and the same
// generated session secret.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { connect } from "./connection.server";
import { startEmbeddedPostgres, type EmbeddedServer } from "./embedded-postgres.server";
import { ensureDatabase } from "./open-database.server";

const run = promisify(execFile);
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function server(dataDir: string): Promise<EmbeddedServer> {
  const started = await startEmbeddedPostgres(dataDir);
  cleanups.push(() => started.stop());
  return started;
}

describe("npm run db:backup (embedded)", () => {
  it("snapshots the running database; the archive restores into a DATA_DIR that starts", async () => {
    const work = await mkdtemp(path.join(tmpdir(), "magicdeals-backup-test-"));
    await chmod(work, 0o711); // as root, PostgreSQL runs as the postgres user and must pass through
    cleanups.push(() => rm(work, { recursive: true, force: true }));
    const dataDir = path.join(work, "data");
    const live = await server(dataDir);
    // As the app keeps it without SESSION_SECRET (server/local-secret.server.ts): it signs forms.
    const secret = randomBytes(32).toString("base64url");
    await writeFile(path.join(dataDir, "session-secret"), secret + "\n", { mode: 0o600 });
    await ensureDatabase(live.url("postgres"), "magicdeals");
    const app = connect(live.url("magicdeals"), { max: 2 });
    cleanups.push(() => app.close());
    await app.pool.query("CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL)");
    await app.pool.query("INSERT INTO notes (body) SELECT 'notat ' || n FROM generate_series(1, 5000) n");

    // Writes keep coming while the backup runs, as from a running app.
    let writing = true;
    const writer = (async () => {
      while (writing) await app.pool.query("INSERT INTO notes (body) VALUES ('under backup')");
    })();
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, BACKUP_DIR: path.join(work, "backups") };
    delete env.DATABASE_URL;
    const { stdout } = await run(process.execPath, ["--import", "tsx", path.join("scripts", "db-backup.ts")], { env });
    writing = false;
    await writer;

    const file = /Backup written: (\S+)/.exec(stdout)?.[1] ?? "";
    expect(path.basename(file)).toMatch(/^magicdeals-\d{8}-\d{6}\.tar$/);
    expect(stdout).toContain("Restore: ");

    const restoredDir = path.join(work, "restored");
    await run("mkdir", ["-p", restoredDir]);
    await run("tar", ["-xpf", file, "-C", restoredDir]);
    const restored = await server(restoredDir);
    const copy = connect(restored.url("magicdeals"), { max: 1 });
    cleanups.push(() => copy.close());
    const { rows } = await copy.pool.query<{ n: string }>("SELECT count(*) AS n FROM notes WHERE body LIKE 'notat %'");
    expect(Number(rows[0]?.n)).toBe(5000);
    // The restored app signs forms with the same secret, so a form open at backup time still works.
    expect((await readFile(path.join(restoredDir, "session-secret"), "utf8")).trim()).toBe(secret);
  }, 120_000);
});
