// Idempotency-Key handling, as real providers do it: the first request with a key runs and its
// answer is kept; the same request again gets that answer back without running twice; the same
// key with another body is refused with 409. A request still running holds its key's row, so
// a concurrent twin waits for it and then gets the kept answer.
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database, Transaction } from "#db/connection.server";
import { localPaymentsIdempotency } from "#db/local-payments-schema.server";

export interface ApiAnswer {
  status: number;
  body: unknown;
}

export function requestHash(body: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify(body ?? null))
    .digest("hex");
}

export async function once(
  db: Database,
  operation: string,
  key: string,
  hash: string,
  run: (tx: Transaction) => Promise<ApiAnswer>,
): Promise<ApiAnswer> {
  const where = and(eq(localPaymentsIdempotency.operation, operation), eq(localPaymentsIdempotency.key, key));
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(localPaymentsIdempotency)
      .values({ operation, key, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: localPaymentsIdempotency.key });
    if (claimed.length === 0) {
      const [kept] = await tx.select().from(localPaymentsIdempotency).where(where);
      if (!kept || kept.requestHash !== hash) {
        return {
          status: 409,
          body: { type: "idempotency_conflict", title: "This Idempotency-Key was used with another request" },
        };
      }
      return { status: kept.responseStatus ?? 500, body: kept.responseBody };
    }
    const answer = await run(tx);
    await tx
      .update(localPaymentsIdempotency)
      .set({ responseStatus: answer.status, responseBody: answer.body })
      .where(where);
    return answer;
  });
}
