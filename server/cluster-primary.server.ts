// The cluster's primary process (WEB_CONCURRENCY > 1): it does what must happen once (the
// database, migrations, the demo seed and the local payment service are started by the caller)
// and keeps WEB_CONCURRENCY HTTP workers running on the shared port (node:cluster's
// round-robin). A worker that dies is replaced; one that keeps dying at start is not retried
// forever. SIGTERM/SIGINT: every worker finishes its requests in flight, then the caller's
// `release` stops what the primary owns, the embedded database last.
import cluster, { type Worker } from "node:cluster";
import { z } from "zod";
import type { Logger } from "./logger.server";

/** What every worker gets from the primary, in its environment under WORKER_SETUP_ENV. */
const workerSetupSchema = z
  .object({
    databaseUrl: z.string().min(1),
    sessionSecret: z.string().min(1),
    /** The shop's port, fixed before the workers start (PORT=0 is resolved by the primary). */
    port: z.number().int().min(1).max(65535),
    /** Where the primary's local payment service listens (0 when another provider is used). */
    localPaymentsPort: z.number().int().min(0).max(65535),
  })
  .strict();
export type WorkerSetup = z.infer<typeof workerSetupSchema>;

const WORKER_SETUP_ENV = "MAGICDEALS_WORKER_SETUP";

/** In a worker: the primary's setup, taken out of the environment so nothing the worker starts inherits it. */
export function readWorkerSetup(): WorkerSetup {
  const raw = process.env[WORKER_SETUP_ENV];
  delete process.env[WORKER_SETUP_ENV];
  const parsed = workerSetupSchema.safeParse(JSON.parse(raw ?? "null"));
  if (!parsed.success) throw new Error(`This worker was started without a valid ${WORKER_SETUP_ENV}`);
  return parsed.data;
}

/** A worker that dies before it listens, or this soon after, failed at start. */
const FAST_FAILURE_MS = 5_000;
/** Fast failures in a row after which the primary stops instead of trying again. */
const GIVE_UP_AFTER = 5;
/** Workers cut hung requests after 20 s; one still running this long after SIGTERM is killed. */
const STOP_DEADLINE_MS = 30_000;

export interface PrimaryOptions {
  count: number;
  setup: WorkerSetup;
  /** The compiled server's entry point, which each worker runs. */
  workerScript: string;
  logger: Logger;
  /** Once all the first workers listen. */
  onReady: () => void;
  /** After the last worker has exited: what the primary owns (payment service, database). */
  release: () => Promise<void>;
}

/**
 * The most V8's young generation may grow to in a worker, per semi-space (decision 068). A render
 * allocates about 1 MB, nearly all of it garbage once the answer is sent; with V8's default of
 * 16 MB a worker under load scavenged every 8–15 requests and promoted what those in flight still
 * held. 64 MB gave 9–23 % more requests a second on the signed-in pages for 45–80 MB more peak
 * memory a worker.
 */
export const WORKER_SEMI_SPACE_MB = 64;

/**
 * Node's options for each worker: the primary's own, source maps for readable stack traces, and
 * the young generation's size unless the operator chose one (on the command line or in
 * NODE_OPTIONS, which the workers inherit).
 */
export function workerExecArgv(execArgv: readonly string[], nodeOptions = ""): string[] {
  const argv = [...execArgv];
  if (!argv.includes("--enable-source-maps")) argv.push("--enable-source-maps");
  const chosen = [...argv, ...nodeOptions.split(/\s+/)].some((arg) =>
    arg.replaceAll("_", "-").startsWith("--max-semi-space-size"),
  );
  if (!chosen) argv.push(`--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`);
  return argv;
}

export function runPrimary(options: PrimaryOptions): void {
  const { logger } = options;
  cluster.setupPrimary({
    exec: options.workerScript,
    execArgv: workerExecArgv(process.execArgv, process.env.NODE_OPTIONS),
  });

  const workers = new Map<Worker, { listeningAt: number | null }>();
  let fastFailures = 0;
  let ready = false;
  let stopping = false;
  let exitCode = 0;

  const fork = () => {
    const worker = cluster.fork({ [WORKER_SETUP_ENV]: JSON.stringify(options.setup) });
    workers.set(worker, { listeningAt: null });
    worker.once("listening", () => {
      const state = workers.get(worker);
      if (state) state.listeningAt = Date.now();
      if (!ready && [...workers.values()].filter((w) => w.listeningAt !== null).length >= options.count) {
        ready = true;
        options.onReady();
      }
    });
  };

  const finish = () => {
    options.release().then(
      () => {
        logger.info("stopped");
        process.exit(exitCode);
      },
      (error: unknown) => {
        logger.error({ err: error }, "could not stop cleanly");
        process.exit(1);
      },
    );
  };

  const stop = (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    logger.info(
      { signal: reason, workers: workers.size },
      "stopping the workers; each finishes its requests in flight",
    );
    for (const worker of workers.keys()) worker.process.kill("SIGTERM");
    setTimeout(() => {
      for (const worker of workers.keys()) worker.process.kill("SIGKILL");
    }, STOP_DEADLINE_MS).unref();
    if (workers.size === 0) finish();
  };

  cluster.on("exit", (worker, code, signal) => {
    const state = workers.get(worker);
    workers.delete(worker);
    const pid = worker.process.pid;
    if (stopping) {
      // A worker still starting has no handler yet and dies of the signal itself: that is no failure.
      const stoppedBySignal = code === null && (signal === "SIGTERM" || signal === "SIGINT");
      if (code !== 0 && !stoppedBySignal) {
        logger.error({ workerPid: pid, code, signal }, "worker did not stop cleanly");
        exitCode = 1;
      }
      if (workers.size === 0) finish();
      return;
    }
    const listeningAt = state?.listeningAt ?? null;
    const fast = listeningAt === null || Date.now() - listeningAt < FAST_FAILURE_MS;
    fastFailures = fast ? fastFailures + 1 : 0;
    if (fastFailures >= GIVE_UP_AFTER) {
      const message = `MagicDeals stops: its workers died at start ${GIVE_UP_AFTER} times in a row (the errors above say why).`;
      logger.fatal({ workerPid: pid, code, signal }, message);
      console.error(message);
      stop("workers keep dying", 1);
      return;
    }
    // Back off when workers die at start, so a broken setting does not spin the machine.
    const restartInMs = fast ? Math.min(500 * 2 ** (fastFailures - 1), 8_000) : 0;
    logger.error({ workerPid: pid, code, signal, restartInMs }, "worker died; starting another");
    setTimeout(() => {
      if (!stopping) fork();
    }, restartInMs);
  });

  for (let i = 0; i < options.count; i++) fork();
  process.on("SIGTERM", () => stop("SIGTERM", 0));
  process.on("SIGINT", () => stop("SIGINT", 0));
}
