// Sends the queued webhooks to the shop, signed, and retries with growing waits until the shop
// answers 2xx, as real providers do (a shop that was down gets its events later). Each round
// also expires payments the buyer left unfinished, so their webhook goes out too. Several
// copies of the service may share the books: a webhook is leased before it is sent.
import { eq, sql } from "drizzle-orm";
import type { Database } from "#db/connection.server";
import { localPaymentsWebhooks } from "#db/local-payments-schema.server";
import { expireOverdue } from "./payment-store.server";
import { SIGNATURE_HEADER, signatureHeader } from "./webhook-signature";

export interface WebhookSenderOptions {
  db: Database;
  webhookUrl: string;
  webhookSecret: string;
  publicUrl: string;
  /** How often to look for due webhooks. */
  pollMs: number;
  /** The wait after the first failed try; it doubles up to an hour. */
  firstRetryMs: number;
  maxAttempts: number;
  onError?: (error: unknown) => void;
}

export interface WebhookSender {
  /** Sends what is due now (tests call it to skip the wait). */
  sendDue: () => Promise<number>;
  stop: () => Promise<void>;
}

const LEASE_SECONDS = 30;
/** Webhooks leased per round. */
const BATCH = 20;

export function startWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const { db } = options;
  let running: Promise<number> | null = null;
  let stopped = false;

  const deliver = async (id: number, body: string, attempts: number) => {
    let failure: string | null = null;
    try {
      const response = await fetch(options.webhookUrl, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          [SIGNATURE_HEADER]: signatureHeader(options.webhookSecret, body),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      if (!response.ok) failure = `the shop answered ${response.status}`;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    if (failure === null) {
      await db
        .update(localPaymentsWebhooks)
        .set({ deliveredAt: new Date(), attempts: attempts + 1, lastError: null })
        .where(eq(localPaymentsWebhooks.id, id));
      return;
    }
    const waitMs = Math.min(3_600_000, options.firstRetryMs * 2 ** attempts);
    await db
      .update(localPaymentsWebhooks)
      .set({ attempts: attempts + 1, lastError: failure.slice(0, 300), nextAttemptAt: new Date(Date.now() + waitMs) })
      .where(eq(localPaymentsWebhooks.id, id));
  };

  const round = async (): Promise<number> => {
    await expireOverdue(db, options.publicUrl);
    const due = await db.execute<{ id: string; payment_id: string; body: string; attempts: number }>(sql`
      UPDATE ${localPaymentsWebhooks} SET next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
      WHERE id IN (
        SELECT id FROM ${localPaymentsWebhooks}
        WHERE delivered_at IS NULL AND attempts < ${options.maxAttempts} AND next_attempt_at <= now()
        ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id, payment_id, body, attempts`);
    // A payment's events one at a time and in order, so the shop gets them in the order they
    // happened (it must still cope with any order, as retries reorder them); different payments'
    // at once, as a provider's senders do, so a busy shop's events do not queue behind each other.
    const byPayment = new Map<string, typeof due.rows>();
    for (const row of [...due.rows].sort((a, b) => Number(a.id) - Number(b.id)))
      byPayment.set(row.payment_id, [...(byPayment.get(row.payment_id) ?? []), row]);
    await Promise.all(
      [...byPayment.values()].map(async (rows) => {
        for (const row of rows) await deliver(Number(row.id), row.body, row.attempts);
      }),
    );
    return due.rows.length;
  };

  /** Rounds until one finds less than a full batch: a backlog is worked off without waiting for the next poll. */
  const rounds = async (): Promise<number> => {
    let sent = 0;
    for (let last = BATCH; last === BATCH && !stopped; sent += last) last = await round();
    return sent;
  };

  const sendDue = () => {
    running ??= rounds().finally(() => (running = null));
    return running;
  };

  const timer = setInterval(() => {
    if (stopped || running) return;
    sendDue().catch((error: unknown) => options.onError?.(error));
  }, options.pollMs);
  timer.unref();

  return {
    sendDue,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
