// Each app copy runs one worker: every poll it adds the recurring sweeps that are due (once
// across copies) and works through due jobs. Stopping lets the job in hand finish.
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Database } from "#db/connection.server";
import { runNextJob, scheduleRecurring, type JobHandlers } from "#domain/platform/jobs.server";
import type { Logger } from "./logger.server";

export interface JobWorkerOptions {
  db: Database;
  handlers: JobHandlers;
  recurring: readonly { kind: string; everySeconds: number }[];
  log: Logger;
  pollMs?: number;
}

export function startJobWorker(options: JobWorkerOptions): { stop: () => Promise<void> } {
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const log = options.log.child({ worker: workerId });
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;

  const tick = async () => {
    try {
      await scheduleRecurring(options.db, options.recurring);
      for (;;) {
        if (stopping) break;
        const outcome = await runNextJob(options.db, options.handlers, workerId);
        if (!outcome) break;
        const fields = { jobId: outcome.job.id, kind: outcome.job.kind, attempt: outcome.job.attempts };
        if (outcome.ok) log.info(fields, "job done");
        else log.warn({ ...fields, error: outcome.error }, "job failed");
      }
    } catch (error) {
      // The database may be away for a moment; the next tick tries again.
      log.error({ err: error }, "job worker tick failed");
    }
  };

  let running = Promise.resolve();
  const schedule = () => {
    if (stopping) return;
    timer = setTimeout(() => {
      running = tick().finally(schedule);
    }, options.pollMs ?? 1000);
  };
  schedule();

  return {
    stop: async () => {
      stopping = true;
      clearTimeout(timer);
      await running;
    },
  };
}
