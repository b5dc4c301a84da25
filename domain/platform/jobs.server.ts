// The job queue on PostgreSQL. Any app copy may enqueue; every copy's worker takes due jobs
// with FOR UPDATE SKIP LOCKED, so two workers never take the same job. A taken job is leased:
// if its worker dies, the job becomes due again when the lease runs out. Handlers must
// therefore be idempotent (doing a job twice changes nothing the second time). A worker takes
// only kinds it has a handler for, so a copy configured without a service (e.g. no SMTP
// server) leaves that service's jobs to a copy that has it.
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "#db/connection.server";
import { jobs } from "#db/schema.server";

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  /** A second job with the same key is not added. */
  dedupeKey?: string;
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * The statement that adds a job (nothing when its key exists): a caller may run it as part of a
 * bigger statement (the outbox queues a message and its delivery job in one round trip).
 */
export function enqueueJobStatement(job: NewJob): SQL {
  return sql`INSERT INTO ${jobs} (kind, payload, dedupe_key, run_at, max_attempts)
    VALUES (${job.kind}, ${JSON.stringify(job.payload ?? {})}::jsonb, ${job.dedupeKey ?? null},
            ${job.runAt ?? new Date()}, ${job.maxAttempts ?? 8})
    ON CONFLICT DO NOTHING RETURNING id`;
}

/** Adds a job (inside the caller's transaction when given one); false when its key already exists. */
export async function enqueueJob(db: DatabaseOrTransaction, job: NewJob): Promise<boolean> {
  const inserted = await db.execute(enqueueJobStatement(job));
  return inserted.rows.length > 0;
}

/** Removes a job that is no longer needed, unless a worker has finished it already. */
export async function cancelJob(db: DatabaseOrTransaction, dedupeKey: string): Promise<void> {
  await db.execute(sql`DELETE FROM ${jobs} WHERE dedupe_key = ${dedupeKey} AND status = 'queued'`);
}

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

/**
 * Takes the oldest due job (of one of `kinds`, when given) for `workerId`, leased for
 * `leaseSeconds`; null when none is due.
 */
export async function claimJob(
  db: Database,
  workerId: string,
  leaseSeconds = 300,
  kinds?: readonly string[],
): Promise<ClaimedJob | null> {
  const ofKind = kinds ? sql`AND kind = ANY(${sql.param([...kinds])}::text[])` : sql``;
  const result = await db.execute<{
    id: string;
    kind: string;
    payload: Record<string, unknown>;
    attempts: number;
    max_attempts: number;
  }>(sql`
    UPDATE ${jobs}
       SET attempts = attempts + 1,
           locked_by = ${workerId},
           locked_until = now() + make_interval(secs => ${leaseSeconds})
     WHERE id = (
       SELECT id FROM ${jobs}
        WHERE status = 'queued' AND run_at <= now() AND (locked_until IS NULL OR locked_until < now()) ${ofKind}
        ORDER BY run_at, id
        FOR UPDATE SKIP LOCKED
        LIMIT 1)
    RETURNING id, kind, payload, attempts, max_attempts`);
  const row = result.rows[0];
  return row
    ? {
        id: Number(row.id),
        kind: row.kind,
        payload: row.payload,
        attempts: row.attempts,
        maxAttempts: row.max_attempts,
      }
    : null;
}

const ownedBy = (jobId: number, workerId: string) => and(eq(jobs.id, jobId), eq(jobs.lockedBy, workerId));

export async function completeJob(db: Database, job: ClaimedJob, workerId: string): Promise<void> {
  await db
    .update(jobs)
    .set({ status: "done", finishedAt: new Date(), lockedUntil: null })
    .where(ownedBy(job.id, workerId));
}

/** Seconds to wait before attempt n+1: 30 s, 1 min, 2 min, … capped at 1 hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(attempts - 1, 0), 3600);
}

/** A failed attempt: due again after the backoff, or failed for good after the last attempt. */
export async function failJob(db: Database, job: ClaimedJob, workerId: string, error: string): Promise<void> {
  const final = job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set({
      status: final ? "failed" : "queued",
      lastError: error.slice(0, 1000),
      lockedUntil: null,
      runAt: sql`now() + make_interval(secs => ${backoffSeconds(job.attempts)})`,
      finishedAt: final ? new Date() : null,
    })
    .where(ownedBy(job.id, workerId));
}

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

export type JobOutcome = { job: ClaimedJob; ok: true } | { job: ClaimedJob; ok: false; error: string };

/** Takes one due job of a kind it has a handler for and runs the handler; null when none is due. */
export async function runNextJob(db: Database, handlers: JobHandlers, workerId: string): Promise<JobOutcome | null> {
  const job = await claimJob(db, workerId, undefined, Object.keys(handlers));
  if (!job) return null;
  const handler = handlers[job.kind];
  try {
    if (!handler) throw new Error(`No handler for job kind "${job.kind}"`);
    await handler(job.payload);
    await completeJob(db, job, workerId);
    return { job, ok: true };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await failJob(db, job, workerId, message);
    return { job, ok: false, error: message };
  }
}

/** Adds this period's run of each recurring job; the dedupe key makes it once across all copies. */
export async function scheduleRecurring(
  db: Database,
  recurring: readonly { kind: string; everySeconds: number }[],
  now = new Date(),
): Promise<void> {
  for (const { kind, everySeconds } of recurring) {
    const period = Math.floor(now.getTime() / 1000 / everySeconds);
    await enqueueJob(db, { kind, dedupeKey: `${kind}@${period}`, maxAttempts: 3 });
  }
}
