// Refunds through the payment provider that took the money: the local payment service runs on
// loopback (behind a proxy that can cut its connections), a real card payment is approved and
// captured there, and the order's charge names it as the wired checkout records it (gateway
// "local", reference the provider's payment id). Then: the money goes back once, whatever
// crashes or runs twice; a provider that cannot answer leaves the refund in progress until the
// job's retry; one that refuses for good marks it failed and tells the admins.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import type { FaultProxy } from "../../tests/support/fault-proxy";
import { startTestPayments, type TestPayments } from "../../tests/support/local-payments";
import { outboxMailer, TEST_ORIGIN, TEST_SIGNER } from "../../tests/support/shop-services";
import { buyVouchers } from "../../tests/support/buy-vouchers";
import { jobs, mailMessages, orders, refunds, users } from "#db/schema.server";
import { registerAccount } from "#domain/accounts/accounts.server";
import { searchOrders } from "#domain/admin/admin-records.server";
import type { PaymentProvider } from "#domain/payments/payment-provider";
import { runNextJob } from "#domain/platform/jobs.server";
import { jobHandlers } from "#server/background-jobs.server";
import {
  completeRefund,
  REFUND_COMPLETION_JOB,
  refundIdempotencyKey,
  refundVoucher,
  type RefundServices,
} from "./refunds.server";
import { listUserVouchers } from "./vouchers.server";

const test = setupTestDatabase({ seeded: true });

let payments: TestPayments;
let proxy: FaultProxy;
let provider: PaymentProvider;
let services: RefundServices;

beforeAll(async () => {
  payments = await startTestPayments({ databaseUrl: test.url, shopOrigin: TEST_ORIGIN, behindProxy: true });
  ({ provider } = payments);
  proxy = payments.proxy!;
  services = { mailer: outboxMailer(), provider, origin: TEST_ORIGIN };
});
afterAll(() => payments?.close());

/** A paid order whose money the local payment service holds: approved by card, captured. */
async function buyThroughLocalService(dealId: number, quantity: number) {
  const email = `lokal-${randomUUID()}@example.no`;
  const account = await registerAccount(test.db, { name: "Kari", email, password: "passord-123" });
  if (!account.ok) throw new Error("no account");
  const now = new Date(test.seededAt.getTime() + 60_000);
  const order = await buyVouchers(
    test.db,
    payments,
    { lines: [{ dealId, packageKind: "basic", quantity }], email, userId: account.user.id, language: "no" },
    { now },
  );
  if (!order.ok) throw new Error(order.reason);
  return { userId: account.user.id, orderId: order.orderId, paymentId: order.paymentId, bought: order.vouchers, now };
}

const refundOf = async (voucherId: string) =>
  (await test.db.select().from(refunds).where(eq(refunds.voucherId, voucherId)))[0]!;
const shownToCustomer = async (userId: string, voucherId: string) =>
  (await listUserVouchers(test.db, userId, "no")).find((v) => v.id === voucherId)!;
const refundRequests = (paymentId: string) =>
  proxy.seen.filter((line) => line.startsWith("POST") && line.includes(paymentId) && line.includes("refund"));

describe("refunds through the payment provider", () => {
  it("gives the money back once after a crash between record and call, with two completions at once", async () => {
    const { userId, paymentId, bought, now } = await buyThroughLocalService(20, 2);
    const voucher = bought[0]!;
    // The process dies after the refund is recorded and before the provider hears of it.
    const dying: PaymentProvider = {
      ...provider,
      refund: () => Promise.reject(new Error("the process died before the call")),
    };
    const result = await refundVoucher(
      test.db,
      { ...services, provider: dying },
      { voucherId: voucher.id, userId, language: "no" },
      now,
    );
    expect(result).toMatchObject({ ok: true, completed: false });
    expect((await refundOf(voucher.id)).status).toBe("pending");
    expect((await provider.getPayment(paymentId)).refundedOre).toBe(0);
    expect((await shownToCustomer(userId, voucher.id)).refundPending).toBe(true);

    const refundId = (await refundOf(voucher.id)).id;
    const outcomes = await Promise.all([
      completeRefund(test.db, services, refundId),
      completeRefund(test.db, services, refundId),
    ]);
    expect(outcomes).toEqual(["completed", "completed"]);
    expect(refundRequests(paymentId).length).toBeGreaterThanOrEqual(1);
    // One more ask under the refund's key (a completion whose answer was lost) changes nothing.
    await provider.refund(paymentId, (await refundOf(voucher.id)).amountOre, refundIdempotencyKey(refundId));
    const payment = await provider.getPayment(paymentId);
    // Half the order (one of two vouchers) went back, once, though the provider was asked again.
    expect(payment.refundedOre).toBe(payment.capturedOre / 2);
    expect(payment.status).toBe("captured");
    expect((await refundOf(voucher.id)).status).toBe("completed");
    expect((await shownToCustomer(userId, voucher.id)).refundPending).toBe(false);
    expect((await shownToCustomer(userId, voucher.id)).status).toBe("refunded");
  });

  it("leaves the refund in progress while the provider cannot be reached, and the job completes it later", async () => {
    const { userId, paymentId, bought, now } = await buyThroughLocalService(21, 1);
    const voucher = bought[0]!;
    proxy.failNext(0, 0, 0); // every try of the request's call finds the service gone
    const result = await refundVoucher(test.db, services, { voucherId: voucher.id, userId, language: "no" }, now);
    expect(result).toMatchObject({ ok: true, completed: false });
    expect((await refundOf(voucher.id)).status).toBe("pending");
    expect((await shownToCustomer(userId, voucher.id)).refundPending).toBe(true);

    // The job the worker runs, wired with the provider as server startup gives it.
    const handlers = jobHandlers(test.db, services.mailer, TEST_ORIGIN, { provider, signer: TEST_SIGNER });
    const refundId = (await refundOf(voucher.id)).id;
    const due = () =>
      test.db
        .update(jobs)
        .set({ runAt: new Date(0) })
        .where(eq(jobs.dedupeKey, `${REFUND_COMPLETION_JOB}:${refundId}`));
    await due();
    proxy.failNext(503, 503, 503);
    expect(await runNextJob(test.db, handlers, "test-worker")).toMatchObject({ ok: false });
    const [waiting] = await test.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `${REFUND_COMPLETION_JOB}:${refundId}`));
    expect(waiting!.runAt.getTime()).toBeGreaterThan(Date.now()); // backoff before the next try
    expect((await refundOf(voucher.id)).status).toBe("pending");
    expect((await provider.getPayment(paymentId)).refundedOre).toBe(0);

    await due();
    expect(await runNextJob(test.db, handlers, "test-worker")).toMatchObject({ ok: true });
    expect((await refundOf(voucher.id)).status).toBe("completed");
    const payment = await provider.getPayment(paymentId);
    expect(payment).toMatchObject({ status: "refunded", refundedOre: payment.capturedOre });
    expect((await shownToCustomer(userId, voucher.id)).refundPending).toBe(false);
  });

  it("marks a refund the provider refuses for good as failed, tells the admins once, and shows it on the admin orders page", async () => {
    const adminEmail = `admin-${randomUUID()}@example.no`;
    const admin = await registerAccount(test.db, { name: "Ada Admin", email: adminEmail, password: "passord-123" });
    if (!admin.ok) throw new Error("no admin");
    await test.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id));
    const { userId, orderId, paymentId, bought, now } = await buyThroughLocalService(22, 1);
    const voucher = bought[0]!;
    // The money already went back another way (the provider's dashboard): nothing is left to refund.
    const captured = (await provider.getPayment(paymentId)).capturedOre;
    await provider.refund(paymentId, captured, randomUUID());

    const result = await refundVoucher(test.db, services, { voucherId: voucher.id, userId, language: "no" }, now);
    expect(result).toMatchObject({ ok: true, completed: false });
    const refund = await refundOf(voucher.id);
    expect(refund.status).toBe("failed");
    expect(refund.failureReason).toMatch(/^invalid: /);
    // Asked again (the job, the sweep): still failed, and the admins are told once.
    expect(await completeRefund(test.db, services, refund.id)).toBe("failed");
    const told = await test.db.select().from(mailMessages).where(eq(mailMessages.to, adminEmail));
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toContain("Refusjon avvist av betalingsleverandøren");
    const [placed] = await test.db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId));
    const [order] = await searchOrders(test.db, { query: placed!.number });
    expect(order!.vouchers.find((v) => v.id === voucher.id)).toMatchObject({ refundStatus: "failed" });
    expect(told[0]!.text).toContain(order!.number);
    // The customer's money has not come back: they keep seeing it in progress.
    expect((await shownToCustomer(userId, voucher.id)).refundPending).toBe(true);
    expect(
      await test.db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `${REFUND_COMPLETION_JOB}:${refund.id}`)),
    ).toEqual([]);
  });
});
