import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { deals, mailMessages, orders, paymentCharges, users, voucherEvents, vouchers } from "#db/schema.server";
import { formatPrice } from "#i18n/format";
import { createCustomer } from "#domain/demo/factories.server";
import { setupTestShop } from "../../tests/support/buy-vouchers";
import { REFUND_DAYS, refundVoucher, refundVoucherAsAdmin } from "./refunds.server";
import { groupCode } from "./voucher-codes";
import { pdfText } from "../../tests/support/pdf-text";
import { voucherPdf } from "./voucher-pdf.server";
import { emailVoucher } from "./voucher-email.server";
import { getVoucherForViewer, listUserVouchers } from "./vouchers.server";

const test = setupTestDatabase({ seeded: true });
const shop = setupTestShop(test);

async function buy(dealId: number, quantity: number) {
  const email = `refund-${crypto.randomUUID()}@example.no`;
  const account = await createCustomer(test.db, { name: "Kari", email });
  const now = new Date(test.seededAt.getTime() + 60_000);
  const order = await shop.buy(
    test.db,
    { lines: [{ dealId, packageKind: "basic", quantity }], email, userId: account.id, language: "no" },
    { now },
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
      [1, 2, 3].map(() =>
        refundVoucher(test.db, shop.services, { voucherId: voucher!.id, userId, language: "no" }, now),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    // The money went back at the payment service that took it.
    expect(results.find((r) => r.ok)).toMatchObject({ completed: true });
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
    expect(
      (await refundVoucher(test.db, shop.services, { voucherId: bought[0]!.id, userId, language: "no" }, now)).ok,
    ).toBe(true);
    const [order] = await test.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe("refunded");
  });

  it("says no after 14 days, for a redeemed voucher, and for someone else's voucher", async () => {
    const { userId, vouchers: bought, now } = await buy(22, 3);
    const late = new Date(now.getTime() + (REFUND_DAYS * 24 + 1) * 3_600_000);
    expect(
      await refundVoucher(test.db, shop.services, { voucherId: bought[0]!.id, userId, language: "no" }, late),
    ).toEqual({
      ok: false,
      reason: "windowClosed",
    });

    await test.db.update(vouchers).set({ status: "redeemed" }).where(eq(vouchers.id, bought[1]!.id));
    expect(
      await refundVoucher(test.db, shop.services, { voucherId: bought[1]!.id, userId, language: "no" }, now),
    ).toEqual({
      ok: false,
      reason: "notActive",
    });

    const stranger = await buy(23, 1);
    expect(
      await refundVoucher(
        test.db,
        shop.services,
        { voucherId: bought[2]!.id, userId: stranger.userId, language: "no" },
        now,
      ),
    ).toEqual({
      ok: false,
      reason: "notFound",
    });
    expect(
      await refundVoucher(test.db, shop.services, { voucherId: "not-a-voucher", userId, language: "no" }, now),
    ).toEqual({
      ok: false,
      reason: "notFound",
    });
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

    expect(
      await refundVoucher(test.db, shop.services, { voucherId: own!.id, userId, language: "no" }, now),
    ).toMatchObject({
      ok: true,
    });
    const result = await refundVoucherAsAdmin(
      test.db,
      shop.services,
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
    const order = await shop.buy(test.db, {
      lines: [{ dealId: 25, packageKind: "basic", quantity: 1 }],
      email,
      userId: null,
      language: "en",
    });
    if (!order.ok) throw new Error(order.reason);
    const [voucher] = await test.db.select().from(vouchers).where(eq(vouchers.orderId, order.orderId));
    const result = await refundVoucherAsAdmin(test.db, shop.services, {
      voucherId: voucher!.id,
      adminId: await adminId(),
      reason: "Dobbeltkjøp",
    });
    expect(result.ok).toBe(true);
    const refundMails = (await mailsTo(email)).filter((m) => m.subject.startsWith("Refund of voucher"));
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0]!.text).toMatch(/^Hi,\n/);
  });
});

describe("what the owner sees before and after a refund", () => {
  it("shows each voucher's refund deadline, its price and the card the money goes back to", async () => {
    const { userId, orderId, vouchers: bought, now } = await buy(26, 1);
    const [order] = await test.db.select().from(orders).where(eq(orders.id, orderId));
    const [view] = await listUserVouchers(test.db, userId, "no");
    expect(view).toMatchObject({ id: bought[0]!.id, refundBlock: null });
    expect(view!.refundDeadline).toBe(new Date(order!.createdAt.getTime() + REFUND_DAYS * 86_400_000).toISOString());
    expect(view!.payment).toEqual({ type: "card", brand: order!.cardBrand, last4: order!.cardLast4 });
    expect(order!.cardLast4).toMatch(/^\d{4}$/);

    const result = await refundVoucher(test.db, shop.services, { voucherId: view!.id, userId, language: "no" }, now);
    expect(result).toMatchObject({ ok: true, amountOre: view!.amountOre, payment: view!.payment });
    // One voucher bought: its price is the whole order.
    expect(view!.amountOre).toBe(order!.totalOre);
  });

  it("says Vipps when the order was paid with Vipps", async () => {
    const { userId, orderId } = await buy(27, 1);
    await test.db.update(orders).set({ cardBrand: "vipps", cardLast4: "" }).where(eq(orders.id, orderId));
    const [view] = await listUserVouchers(test.db, userId, "en");
    expect(view!.payment).toEqual({ type: "vipps" });
  });

  it.each([
    ["no", "REFUNDERT"],
    ["en", "REFUNDED"],
  ] as const)("stamps the PDF of a refunded voucher (%s) and leaves out its QR code", async (lang, word) => {
    const { userId, vouchers: bought, now } = await buy(28, 2);
    const [refunded, active] = bought;
    const viewer = { userId, guestOrderIds: [] };
    expect(
      (await refundVoucher(test.db, shop.services, { voucherId: refunded!.id, userId, language: lang }, now)).ok,
    ).toBe(true);

    const doc = await getVoucherForViewer(test.db, refunded!.id, viewer, lang);
    expect(doc?.status).toBe("refunded");
    const bytes = Buffer.from(await voucherPdf(doc!, lang));
    expect(pdfText(bytes)).toContain(word);
    expect(bytes.toString("latin1")).not.toContain("/Subtype /Image");

    const usable = await getVoucherForViewer(test.db, active!.id, viewer, lang);
    const activeBytes = Buffer.from(await voucherPdf(usable!, lang));
    expect(pdfText(activeBytes)).not.toContain(word);
    expect(activeBytes.toString("latin1")).toContain("/Subtype /Image");
  });

  it.each([
    ["no", "redeemed", "BRUKT"],
    ["no", "expired", "UTLØPT"],
    ["en", "redeemed", "USED"],
    ["en", "expired", "EXPIRED"],
  ] as const)("stamps the PDF of a voucher in %s that is %s with %s", async (lang, status, word) => {
    const { userId, vouchers: bought } = await buy(29, 1);
    await test.db.update(vouchers).set({ status }).where(eq(vouchers.id, bought[0]!.id));
    const doc = await getVoucherForViewer(test.db, bought[0]!.id, { userId, guestOrderIds: [] }, lang);
    expect(pdfText(Buffer.from(await voucherPdf(doc!, lang)))).toContain(word);
  });
});

describe("e-mailing a voucher", () => {
  it("sends an active voucher to its owner, but not one that has been refunded", async () => {
    const { userId, vouchers: bought, now } = await buy(30, 2);
    const [account] = await test.db.select().from(users).where(eq(users.id, userId));
    const viewer = { userId, guestOrderIds: [] };
    const [refunded, active] = bought;
    await refundVoucher(test.db, shop.services, { voucherId: refunded!.id, userId, language: "no" }, now);
    const voucherMails = async () =>
      (await test.db.select().from(mailMessages).where(eq(mailMessages.to, account!.email))).filter((m) =>
        m.subject.startsWith("Verdikortet ditt"),
      );

    const refundedDoc = await getVoucherForViewer(test.db, refunded!.id, viewer, "no");
    expect(
      await emailVoucher(test.db, shop.services.mailer, refundedDoc!, { id: userId, email: account!.email }, "no"),
    ).toEqual({
      ok: false,
      reason: "notActive",
    });
    expect(await voucherMails()).toHaveLength(0);

    const activeDoc = await getVoucherForViewer(test.db, active!.id, viewer, "no");
    expect(
      await emailVoucher(test.db, shop.services.mailer, activeDoc!, { id: userId, email: account!.email }, "no"),
    ).toEqual({
      ok: true,
      to: account!.email,
    });
    expect(await voucherMails()).toHaveLength(1);
  });
});
