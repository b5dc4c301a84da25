import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import {
  deals,
  jobs,
  mailMessages,
  orders,
  paymentCharges,
  refunds,
  users,
  voucherEvents,
  vouchers,
} from "#db/schema.server";
import { formatPrice } from "#i18n/format";
import { createCustomer } from "#domain/demo/factories.server";
import { placeOrder } from "#domain/checkout/checkout.server";
import { createTestGateway, TEST_CARDS, type PaymentGateway } from "#domain/checkout/payments.server";
import { memoryChargeLedger } from "#domain/checkout/test-gateway-ledger.server";
import { runNextJob } from "#domain/platform/jobs.server";
import { outboxServices } from "../../tests/support/shop-services";
import {
  completeRefund,
  REFUND_COMPLETION_JOB,
  REFUND_DAYS,
  refundIdempotencyKey,
  refundVoucher,
  refundVoucherAsAdmin,
} from "./refunds.server";
import { listUserVouchers } from "./vouchers.server";
import { groupCode } from "./voucher-codes";

const test = setupTestDatabase({ seeded: true });
const services = outboxServices();
const card = { cardNumber: TEST_CARDS.approve, expiryDate: "12/39", cvv: "123", cardholderName: "Kari Nordmann" };

async function buy(dealId: number, quantity: number) {
  const email = `refund-${crypto.randomUUID()}@example.no`;
  const account = await createCustomer(test.db, { name: "Kari", email });
  const now = new Date(test.seededAt.getTime() + 60_000);
  const order = await placeOrder(
    test.db,
    services,
    {
      idempotencyKey: crypto.randomUUID(),
      lines: [{ dealId, packageKind: "basic", quantity }],
      email,
      userId: account.id,
      language: "no",
      card,
    },
    now,
  );
  if (!order.ok) throw new Error(order.reason);
  const bought = await test.db.select().from(vouchers).where(eq(vouchers.orderId, order.orderId));
  return { userId: account.id, orderId: order.orderId, vouchers: bought, now };
}

describe("14-day refund", () => {
  it("refunds an unused voucher once, even when asked twice at the same moment", async () => {
    const {
      userId,
      orderId,
      vouchers: [voucher],
      now,
    } = await buy(20, 2);
    const [before] = await test.db.select({ sold: deals.unitsSold }).from(deals).where(eq(deals.id, 20));
    const results = await Promise.all(
      [1, 2, 3].map(() => refundVoucher(test.db, services, { voucherId: voucher!.id, userId, language: "no" }, now)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.reason)).toEqual(["notActive", "notActive"]);

    const [after] = await test.db.select().from(vouchers).where(eq(vouchers.id, voucher!.id));
    expect(after?.status).toBe("refunded");
    const events = await test.db.select().from(voucherEvents).where(eq(voucherEvents.voucherId, voucher!.id));
    expect(events.map((e) => [e.fromStatus, e.toStatus])).toEqual([
      [null, "active"],
      ["active", "refunded"],
    ]);
    const [order] = await test.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe("partially_refunded");
    const [charge] = await test.db.select().from(paymentCharges).where(eq(paymentCharges.orderId, orderId));
    expect(charge?.refundedOre).toBe(charge!.amountOre / 2);
    const [stock] = await test.db.select({ sold: deals.unitsSold }).from(deals).where(eq(deals.id, 20));
    expect(stock?.sold).toBe(before!.sold - 1);
  });

  it("marks the order refunded when every voucher is", async () => {
    const { userId, orderId, vouchers: bought, now } = await buy(21, 1);
    expect((await refundVoucher(test.db, services, { voucherId: bought[0]!.id, userId, language: "no" }, now)).ok).toBe(
      true,
    );
    const [order] = await test.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe("refunded");
  });

  it("says no after 14 days, for a redeemed voucher, and for someone else's voucher", async () => {
    const { userId, vouchers: bought, now } = await buy(22, 3);
    const late = new Date(now.getTime() + (REFUND_DAYS * 24 + 1) * 3_600_000);
    expect(await refundVoucher(test.db, services, { voucherId: bought[0]!.id, userId, language: "no" }, late)).toEqual({
      ok: false,
      reason: "windowClosed",
    });

    await test.db.update(vouchers).set({ status: "redeemed" }).where(eq(vouchers.id, bought[1]!.id));
    expect(await refundVoucher(test.db, services, { voucherId: bought[1]!.id, userId, language: "no" }, now)).toEqual({
      ok: false,
      reason: "notActive",
    });

    const stranger = await buy(23, 1);
    expect(
      await refundVoucher(
        test.db,
        services,
        { voucherId: bought[2]!.id, userId: stranger.userId, language: "no" },
        now,
      ),
    ).toEqual({
      ok: false,
      reason: "notFound",
    });
    expect(await refundVoucher(test.db, services, { voucherId: "not-a-voucher", userId, language: "no" }, now)).toEqual(
      {
        ok: false,
        reason: "notFound",
      },
    );
    const [untouched] = await test.db.select().from(vouchers).where(eq(vouchers.id, bought[2]!.id));
    expect(untouched?.status).toBe("active");
  });
});

describe("refund e-mail", () => {
  const adminId = async () =>
    (await test.db.select({ id: users.id }).from(users).where(eq(users.role, "admin")))[0]!.id;
  const mailsTo = (email: string) => test.db.select().from(mailMessages).where(eq(mailMessages.to, email));

  it("e-mails the customer when an admin refunds their voucher, as when they refund one themselves", async () => {
    const { userId, vouchers: bought, now } = await buy(24, 2);
    const [account] = await test.db.select().from(users).where(eq(users.id, userId));
    const [own, byAdmin] = [...bought].sort((a, b) => a.code.localeCompare(b.code));

    expect(await refundVoucher(test.db, services, { voucherId: own!.id, userId, language: "no" }, now)).toMatchObject({
      ok: true,
    });
    const result = await refundVoucherAsAdmin(
      test.db,
      services,
      { voucherId: byAdmin!.id, adminId: await adminId(), reason: "Kunden ringte kundeservice" },
      now,
    );
    expect(result).toMatchObject({ ok: true });

    const mails = (await mailsTo(account!.email)).filter((m) => m.subject.startsWith("Refusjon"));
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [own!, byAdmin!].map((v) => `Refusjon av verdikort ${groupCode(v.code)}`).sort(),
    );
    const adminMail = mails.find((m) => m.subject.includes(groupCode(byAdmin!.code)))!;
    expect(adminMail).toMatchObject({ language: "no", status: "outbox" });
    expect(adminMail.text).toContain("Hei Kari,");
    expect(adminMail.text).toContain(formatPrice(result.ok ? result.amountOre : 0, "no"));
  });

  it("e-mails a guest buyer at the order's address and in the order's language", async () => {
    const email = `gjest-${crypto.randomUUID()}@example.no`;
    const order = await placeOrder(test.db, services, {
      idempotencyKey: crypto.randomUUID(),
      lines: [{ dealId: 25, packageKind: "basic", quantity: 1 }],
      email,
      userId: null,
      language: "en",
      card,
    });
    if (!order.ok) throw new Error(order.reason);
    const [voucher] = await test.db.select().from(vouchers).where(eq(vouchers.orderId, order.orderId));
    const result = await refundVoucherAsAdmin(test.db, services, {
      voucherId: voucher!.id,
      adminId: await adminId(),
      reason: "Dobbeltkjøp",
    });
    expect(result.ok).toBe(true);
    const refundMails = (await mailsTo(email)).filter((m) => m.subject.startsWith("Refund of voucher"));
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0]!.text).toMatch(/^Hi,\n/);
  });

  it("records the refund before the gateway is asked: a failing gateway leaves it in progress, and the job finishes it once", async () => {
    const { userId, vouchers: bought, now } = await buy(26, 1);
    const [account] = await test.db.select().from(users).where(eq(users.id, userId));
    const asked: string[] = [];
    let gatewayUp = false;
    const flaky: PaymentGateway = {
      ...services.gateway,
      async refund(reference, amountOre, idempotencyKey) {
        asked.push(idempotencyKey);
        if (!gatewayUp) throw new Error("Refund refused by the processor");
        return services.gateway.refund(reference, amountOre, idempotencyKey);
      },
    };
    const result = await refundVoucher(
      test.db,
      { ...services, gateway: flaky },
      { voucherId: bought[0]!.id, userId, language: "no" },
      now,
    );
    expect(result).toMatchObject({ ok: true, completed: false });

    // Never both: the voucher cannot be used once its refund is recorded.
    const [after] = await test.db.select().from(vouchers).where(eq(vouchers.id, bought[0]!.id));
    expect(after?.status).toBe("refunded");
    const [refund] = await test.db.select().from(refunds).where(eq(refunds.voucherId, bought[0]!.id));
    expect(refund?.status).toBe("pending");
    expect((await mailsTo(account!.email)).filter((m) => m.subject.startsWith("Refusjon"))).toHaveLength(1);
    const shown = (await listUserVouchers(test.db, userId, "no")).find((v) => v.id === bought[0]!.id);
    expect(shown?.refundPending).toBe(true);

    // The job, once due, asks again with the same key, and then the refund is done.
    const [job] = await test.db.select().from(jobs).where(eq(jobs.kind, REFUND_COMPLETION_JOB));
    expect(job?.payload).toEqual({ refundId: refund!.id });
    const handlers = {
      [REFUND_COMPLETION_JOB]: async (payload: Record<string, unknown>) => {
        await completeRefund(test.db, { ...services, gateway: flaky }, String(payload.refundId));
      },
    };
    await test.db
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(eq(jobs.id, job!.id));
    expect(await runNextJob(test.db, handlers, "test-worker")).toMatchObject({ ok: false });
    gatewayUp = true;
    await test.db
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(eq(jobs.id, job!.id));
    expect(await runNextJob(test.db, handlers, "test-worker")).toMatchObject({ ok: true });
    expect(new Set(asked)).toEqual(new Set([refundIdempotencyKey(refund!.id)]));
    const [done] = await test.db.select().from(refunds).where(eq(refunds.id, refund!.id));
    expect(done?.status).toBe("completed");
    const shownAfter = (await listUserVouchers(test.db, userId, "no")).find((v) => v.id === bought[0]!.id);
    expect(shownAfter?.refundPending).toBe(false);
    expect((await mailsTo(account!.email)).filter((m) => m.subject.startsWith("Refusjon"))).toHaveLength(1);
  });

  it("gives the money back once when the gateway refunded but the process died before marking it", async () => {
    const books = memoryChargeLedger();
    const gateway = createTestGateway(books);
    const own = outboxServices(gateway);
    const email = `krasj-${crypto.randomUUID()}@example.no`;
    const account = await createCustomer(test.db, { name: "Kari", email });
    const now = new Date(test.seededAt.getTime() + 60_000);
    const orderKey = crypto.randomUUID();
    const order = await placeOrder(
      test.db,
      own,
      {
        idempotencyKey: orderKey,
        lines: [{ dealId: 27, packageKind: "basic", quantity: 2 }],
        email,
        userId: account.id,
        language: "no",
        card,
      },
      now,
    );
    if (!order.ok) throw new Error(order.reason);
    const [voucher] = await test.db.select().from(vouchers).where(eq(vouchers.orderId, order.orderId));
    // The gateway call "succeeds" but the process dies before it is marked: as if the answer was lost.
    const dying: PaymentGateway = {
      ...gateway,
      async refund(reference, amountOre, key) {
        await gateway.refund(reference, amountOre, key);
        throw new Error("connection reset");
      },
    };
    const result = await refundVoucher(
      test.db,
      { ...own, gateway: dying },
      { voucherId: voucher!.id, userId: account.id, language: "no" },
      now,
    );
    expect(result).toMatchObject({ ok: true, completed: false });
    const [refund] = await test.db.select().from(refunds).where(eq(refunds.voucherId, voucher!.id));
    expect(await completeRefund(test.db, own, refund!.id)).toBe("completed");
    expect(await completeRefund(test.db, own, refund!.id)).toBe("completed");
    const charged = await gateway.findCharge(orderKey);
    expect(charged?.refundedOre).toBe(charged!.amountOre / 2);
  });
});
