import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type Connection } from "#db/connection.server";
import { jobs } from "#db/schema.server";
import { setupTestDatabase } from "../../tests/support/test-database";
import { backoffSeconds, claimJob, enqueueJob, runNextJob, scheduleRecurring } from "./jobs.server";

const t = setupTestDatabase({ seeded: false });

// Two workers as two app copies would be: each with its own connection pool.
let copyA: Connection;
let copyB: Connection;
beforeAll(() => {
  copyA = connect(t.url, { max: 4 });
  copyB = connect(t.url, { max: 4 });
});
afterAll(async () => {
  await copyA.close();
  await copyB.close();
});

const jobRow = async (id: number) => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe("job queue", () => {
  it("runs each of 200 jobs exactly once with two workers on separate connections", async () => {
    for (let i = 0; i < 200; i++) await enqueueJob(t.db, { kind: "count", payload: { n: i } });
    const seen: number[] = [];
    const handlers = {
      count: async (payload: Record<string, unknown>) => {
        seen.push(Number(payload.n));
      },
    };
    const drain = async (connection: Connection, worker: string) => {
      // Each worker runs three loops at once, like three requests' worth of concurrency.
      await Promise.all(
        [1, 2, 3].map(async (lane) => {
          while (await runNextJob(connection.db, handlers, `${worker}-${lane}`));
        }),
      );
    };
    await Promise.all([drain(copyA, "a"), drain(copyB, "b")]);
    expect(seen.sort((x, y) => x - y)).toEqual(Array.from({ length: 200 }, (_, i) => i));
    const counts = await t.db.execute<{ status: string; count: number }>(
      sql`SELECT status, count(*)::int AS count FROM jobs WHERE kind = 'count' GROUP BY status`,
    );
    expect(counts.rows).toEqual([{ status: "done", count: 200 }]);
  });

  it("retries a failing job with growing backoff, then fails it for good after the last attempt", async () => {
    await enqueueJob(t.db, { kind: "flaky", maxAttempts: 3 });
    let calls = 0;
    const handlers = {
      flaky: async () => {
        calls++;
        throw new Error(`SMTP nede (${calls})`);
      },
    };
    const first = await runNextJob(t.db, handlers, "w");
    expect(first).toMatchObject({ ok: false, error: "SMTP nede (1)" });
    const afterFirst = await jobRow(first!.job.id);
    expect(afterFirst).toMatchObject({ status: "queued", attempts: 1, lastError: "SMTP nede (1)" });
    // Not due again until the backoff has passed.
    expect(afterFirst.runAt.getTime() - Date.now()).toBeGreaterThan((backoffSeconds(1) - 5) * 1000);
    expect(await runNextJob(t.db, handlers, "w")).toBeNull();

    await t.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, first!.job.id));
    await runNextJob(t.db, handlers, "w");
    expect((await jobRow(first!.job.id)).runAt.getTime() - Date.now()).toBeGreaterThan((backoffSeconds(2) - 5) * 1000);

    await t.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, first!.job.id));
    await runNextJob(t.db, handlers, "w");
    expect(await jobRow(first!.job.id)).toMatchObject({ status: "failed", attempts: 3, lastError: "SMTP nede (3)" });
    expect(calls).toBe(3);
    expect(backoffSeconds(1)).toBeLessThan(backoffSeconds(2));
    expect(backoffSeconds(50)).toBe(3600);
  });

  it("gives a crashed worker's job to another worker only after its lease runs out", async () => {
    await enqueueJob(t.db, { kind: "lease" });
    const taken = await claimJob(copyA.db, "crashing-worker", 60);
    expect(taken).toMatchObject({ kind: "lease", attempts: 1 });
    // The worker dies here without finishing: nobody else may take the job while it is leased.
    expect(await claimJob(copyB.db, "other-worker")).toBeNull();
    await t.db
      .update(jobs)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, taken!.id));
    const retaken = await runNextJob(copyB.db, { lease: async () => {} }, "other-worker");
    expect(retaken).toMatchObject({ ok: true, job: { id: taken!.id, attempts: 2 } });
    // The crashed worker coming back late cannot mark someone else's job.
    expect(await jobRow(taken!.id)).toMatchObject({ status: "done", lockedBy: "other-worker" });
  });

  it("schedules a recurring sweep once per period, however many copies ask", async () => {
    const now = new Date("2026-11-26T10:00:30Z");
    await Promise.all([
      scheduleRecurring(copyA.db, [{ kind: "sweep", everySeconds: 60 }], now),
      scheduleRecurring(copyB.db, [{ kind: "sweep", everySeconds: 60 }], now),
      scheduleRecurring(t.db, [{ kind: "sweep", everySeconds: 60 }], new Date("2026-11-26T10:00:59Z")),
    ]);
    await scheduleRecurring(t.db, [{ kind: "sweep", everySeconds: 60 }], new Date("2026-11-26T10:01:00Z"));
    const rows = await t.db.select({ key: jobs.dedupeKey }).from(jobs).where(eq(jobs.kind, "sweep"));
    expect(rows).toHaveLength(2);
    await t.db.delete(jobs).where(eq(jobs.kind, "sweep"));
  });

  it("leaves a job whose kind it has no handler for to a worker that has one", async () => {
    await enqueueJob(t.db, { kind: "smtp-only", maxAttempts: 1 });
    // A copy without an SMTP server, say, neither takes nor fails the job.
    expect(await runNextJob(t.db, { other: async () => {} }, "without")).toBeNull();
    const outcome = await runNextJob(t.db, { "smtp-only": async () => {} }, "with");
    expect(outcome).toMatchObject({ ok: true, job: { kind: "smtp-only", attempts: 1 } });
    expect(await jobRow(outcome!.job.id)).toMatchObject({ status: "done", lockedBy: "with" });
  });
});
