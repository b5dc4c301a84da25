// The local payment service's own tables (local-payments/): the books a provider keeps, apart
// from the shop's. Nothing in the shop reads them; the shop learns of payments only through the
// service's API and webhooks, as it would from a real provider.
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

const at = (name: string) => timestamp(name, { withTimezone: true });

export const localPayments = pgTable(
  "local_payments_payments",
  {
    id: text("id").primaryKey(),
    reference: text("reference").notNull(),
    amountOre: bigint("amount_ore", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    method: text("method", { enum: ["card", "vipps"] }).notNull(),
    status: text("status", {
      enum: ["created", "requires_action", "authorised", "captured", "failed", "cancelled", "expired", "refunded"],
    }).notNull(),
    authorisedOre: bigint("authorised_ore", { mode: "number" }).notNull().default(0),
    capturedOre: bigint("captured_ore", { mode: "number" }).notNull().default(0),
    refundedOre: bigint("refunded_ore", { mode: "number" }).notNull().default(0),
    failureReason: text("failure_reason", {
      enum: ["declined", "insufficient_funds", "authentication_failed", "other"],
    }),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    phone: text("phone"),
    returnUrl: text("return_url").notNull(),
    description: text("description").notNull(),
    customerEmail: text("customer_email"),
    expiresAt: at("expires_at").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("local_payments_payments_waiting_idx")
      .on(t.expiresAt)
      .where(sql`${t.status} IN ('created', 'requires_action')`),
    check("local_payments_payments_amount_check", sql`${t.amountOre} > 0`),
    check(
      "local_payments_payments_money_check",
      sql`${t.capturedOre} BETWEEN 0 AND ${t.amountOre} AND ${t.refundedOre} BETWEEN 0 AND ${t.capturedOre} AND ${t.authorisedOre} BETWEEN 0 AND ${t.amountOre}`,
    ),
  ],
);

/** Answers given to requests with an Idempotency-Key, replayed when the same request comes again. */
export const localPaymentsIdempotency = pgTable(
  "local_payments_idempotency",
  {
    operation: text("operation").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    responseStatus: integer("response_status"),
    responseBody: jsonb("response_body"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.operation, t.key] })],
);

/** Webhooks to the shop: written with the change they report, sent and retried from here. */
export const localPaymentsWebhooks = pgTable(
  "local_payments_webhooks",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    eventId: text("event_id").notNull().unique(),
    paymentId: text("payment_id")
      .notNull()
      .references(() => localPayments.id),
    body: text("body").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: at("next_attempt_at").notNull().defaultNow(),
    deliveredAt: at("delivered_at"),
    lastError: text("last_error"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("local_payments_webhooks_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} IS NULL`),
  ],
);
