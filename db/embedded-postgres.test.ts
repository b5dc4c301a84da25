// The embedded server must survive an earlier app process that was killed with SIGKILL,
// which leaves its postgres child running on the data directory.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { connect } from "./connection.server";
import { startEmbeddedPostgres } from "./embedded-postgres.server";

const ROOT = path.resolve(import.meta.dirname, "..");
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** Runs a process that starts the server, writes a row, reports ready, then waits to be killed. */
function startAndKeepRunning(dataDir: string) {
  const script = `
    import { startEmbeddedPostgres } from "./db/embedded-postgres.server.ts";
    import pg from "pg";
    const server = await startEmbeddedPostgres(${JSON.stringify(dataDir)});
    const client = new pg.Client(server.url("postgres"));
    await client.connect();
    await client.query("CREATE TABLE kept (note text)");
    await client.query("INSERT INTO kept VALUES ('written before the crash')");
    await client.end();
    console.log("ready");
    setInterval(() => {}, 1000);
  `;
  return spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  });
}

describe("embedded PostgreSQL", () => {
  it("starts again, with the data kept, after the previous app process was killed", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "magicdeals-killed-"));
    dirs.push(dataDir);
    const first = startAndKeepRunning(dataDir);
    let output = "";
    first.stderr.on("data", (c: Buffer) => (output += c.toString()));
    await new Promise<void>((resolve, reject) => {
      first.stdout.on("data", (c: Buffer) => c.toString().includes("ready") && resolve());
      first.once("exit", (code) => reject(new Error(`first process exited ${code}: ${output}`)));
    });
    const exited = new Promise((resolve) => first.once("exit", resolve));
    first.kill("SIGKILL");
    await exited;

    const server = await startEmbeddedPostgres(dataDir);
    const connection = connect(server.url("postgres"), { max: 1 });
    try {
      const rows = await connection.pool.query<{ note: string }>("SELECT note FROM kept");
      expect(rows.rows).toEqual([{ note: "written before the crash" }]);
      // Loopback only, as configured.
      const listen = await connection.pool.query<{ listen_addresses: string }>("SHOW listen_addresses");
      expect(listen.rows[0]?.listen_addresses).toBe("127.0.0.1");
    } finally {
      await connection.close();
      await server.stop();
    }
  });
});
