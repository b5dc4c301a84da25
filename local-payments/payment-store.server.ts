// The local service's books: each change of a payment is one conditional UPDATE (so two
// requests racing cannot both capture, or refund past what was captured), and it queues the
// webhook that reports it in the same transaction.
import { randomBytes } from "node:crypto";
import { and, eq, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { DatabaseOrTransaction } from "#db/connection.server";
import { localPayments, localPaymentsWebhooks } from "#db/local-payments-schema.server";
import { paymentView, type PaymentRow, type PaymentStatus } from "./payment-view";

export interface NewPayment {
  reference: string;
  amountOre: number;
  currency: string;
  method: "card" | "vipps";
  returnUrl: string;
  description: string;
  customerEmail: string | null;
  phone: string | null;
}

const WAITING: PaymentStatus[] = ["created", "requires_action"];

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("base64url")}`;
}

export async function insertPayment(
  db: DatabaseOrTransaction,
  payment: NewPayment,
  ttlMs: number,
  publicUrl: string,
): Promise<PaymentRow> {
  const [row] = await db
    .insert(localPayments)
    .values({
      id: newId("lp"),
      ...payment,
      status: "created",
      expiresAt: new Date(Date.now() + ttlMs),
    })
    .returning();
  if (!row) throw new Error("The payment was not stored");
  await queueWebhook(db, row, "payment.created", publicUrl);
  return row;
}

export async function findPayment(db: DatabaseOrTransaction, id: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(localPayments).where(eq(localPayments.id, id));
  return row ?? null;
}

type Change = PgUpdateSetSource<typeof localPayments>;

/**
 * Moves a payment from one of `from` to a new state, if it is still in one of them (and, for a
 * payment the buyer has yet to act on, not past its expiry). Null when it was not: the caller
 * reads the payment again to answer.
 */
export async function transition(
  db: DatabaseOrTransaction,
  id: string,
  from: PaymentStatus[],
  change: Change,
  event: string,
  publicUrl: string,
  extra?: SQL,
  /** The amount the event is about (this capture, this refund); the payment's amount if unset. */
  eventAmountOre?: number,
): Promise<PaymentRow | null> {
  return db.transaction(async (tx) => {
    const conditions = [eq(localPayments.id, id), inArray(localPayments.status, from)];
    if (from.every((status) => WAITING.includes(status))) conditions.push(sql`${localPayments.expiresAt} > now()`);
    if (extra) conditions.push(extra);
    const [row] = await tx
      .update(localPayments)
      .set({ ...change, updatedAt: new Date() })
      .where(and(...conditions))
      .returning();
    if (!row) return null;
    await queueWebhook(tx, row, event, publicUrl, eventAmountOre);
    return row;
  });
}

/** Marks payments the buyer did not finish in time as expired (and says so by webhook). */
export async function expireOverdue(db: DatabaseOrTransaction, publicUrl: string, id?: string): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(localPayments)
      .set({ status: "expired", updatedAt: new Date() })
      .where(
        and(
          inArray(localPayments.status, WAITING),
          lt(localPayments.expiresAt, new Date()),
          id ? eq(localPayments.id, id) : undefined,
        ),
      )
      .returning();
    for (const row of rows) await queueWebhook(tx, row, "payment.expired", publicUrl);
    return rows.length;
  });
}

async function queueWebhook(
  db: DatabaseOrTransaction,
  row: PaymentRow,
  type: string,
  publicUrl: string,
  amountOre = row.amountOre,
) {
  const eventId = newId("evt");
  const body = JSON.stringify({
    id: eventId,
    type,
    createdAt: new Date().toISOString(),
    amountOre,
    data: paymentView(row, publicUrl),
  });
  await db.insert(localPaymentsWebhooks).values({ eventId, paymentId: row.id, body });
}
