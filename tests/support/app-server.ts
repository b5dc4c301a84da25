// Starts the built server (npm run build first: build/server/main.js, the compiled JavaScript
// that ships) as its own process on a free port, with a fresh data directory, as `npm start` runs it.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../db/embedded-postgres.server";

export interface RunningApp {
  baseUrl: string;
  process: ChildProcess;
  /** The process's DATA_DIR (the embedded PostgreSQL's files, unless DATABASE_URL is given). */
  dataDir: string;
  /** Everything the process printed, for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, "..", "..");

/** Tries with another free port when the one found was taken before the app could bind it. */
const PORT_ATTEMPTS = 3;

export async function startApp(env: Record<string, string | undefined> = {}): Promise<RunningApp> {
  // A test that must know the address before the start (to tell a fake provider where webhooks go) gives PORT.
  if (env.PORT) return startAppOn(Number(env.PORT), env);
  for (let attempt = 1; ; attempt++) {
    try {
      return await startAppOn(await freePort(), env);
    } catch (error) {
      // Test files run side by side: another one may bind the port between freePort and our listen.
      const taken = error instanceof Error && error.message.includes("EADDRINUSE");
      if (!taken || attempt === PORT_ATTEMPTS) throw error;
    }
  }
}

async function startAppOn(port: number, env: Record<string, string | undefined>): Promise<RunningApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "magicdeals-app-"));
  const child = spawn(process.execPath, ["--enable-source-maps", path.join(ROOT, "build", "server", "main.js")], {
    cwd: ROOT,
    // An undefined value removes the variable (e.g. DATABASE_URL, for the embedded server).
    env: Object.fromEntries(
      Object.entries({
        // One process unless the test (or the shell) asks for workers: tests start many apps.
        WEB_CONCURRENCY: "1",
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        ...env,
      }).filter(([, value]) => value !== undefined),
    ),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));

  let started = false;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The app did not start in time:\n${output}`)), 90_000);
    const check = () => {
      if (output.includes("MagicDeals is running at")) {
        started = true;
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on("data", check);
    child.once("exit", (code) => {
      clearTimeout(timer);
      if (!started) void rm(dataDir, { recursive: true, force: true });
      reject(new Error(`The app exited with code ${code} before it started:\n${output}`));
    });
  });

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    process: child,
    dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
