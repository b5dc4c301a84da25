import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { setupFreeDeals } from "../../tests/support/free-deals";
import { setupTestDatabase } from "../../tests/support/test-database";
import { setupTestShop, type BuyInput } from "../../tests/support/buy-vouchers";
import { connect, type Database } from "#db/connection.server";
import { auditLog, orders, promoCodes, refunds } from "#db/schema.server";
import { registerAccount } from "#domain/accounts/accounts.server";
import { loadReceipt } from "#domain/receipts/sales-document.server";
import { refundVoucher } from "#domain/vouchers/refunds.server";
import type { CartLineInput } from "./checkout.server";
import { releaseHold, startCheckout } from "./checkout-holds.server";
import { createPromoCode, promoCodeFormSchema, setPromoCodeActive } from "./promo-code-admin.server";
import { allocateDiscount, checkPromoCode, discountFor } from "./promo-codes.server";

// Promo codes through the real checkout: the discount priced on the server, the limits counted
// in the checkout's transaction, the discount spread over the vouchers so refunds stay right.
const t = setupTestDatabase({ seeded: true });
const shop = setupTestShop(t);
const takeFreeDeal = setupFreeDeals(t);
const DAY = 86_400_000;

let adminId = "";
beforeAll(async () => {
  adminId = await newAccount("admin-promo@example.no");
});

/** A live deal of its own for a test, without a cap or per-customer limit, at a known price. */
const takeDeal = (priceOre = 50_000) => takeFreeDeal(priceOre);

async function newAccount(email: string): Promise<string> {
  const account = await registerAccount(t.db, { name: "Kari", email, password: "passord-123" });
  if (!account.ok) throw new Error("no account");
  return account.user.id;
}

type CodeInput = Partial<Record<keyof typeof promoCodeFormSchema.shape, string>>;
async function makeCode(input: CodeInput): Promise<string> {
  const code = input.code ?? `KODE${randomUUID().slice(0, 8)}`;
  const form = promoCodeFormSchema.parse({
    code,
    kind: "percent",
    value: "10",
    minTotal: "",
    perCustomerLimit: "",
    totalLimit: "",
    validFrom: "",
    validTo: "",
    active: "on",
    ...input,
  });
  const created = await createPromoCode(t.db, adminId, form);
  if (!created.ok) throw new Error(created.reason);
  return code.toUpperCase();
}

const line = (dealId: number, quantity = 1): CartLineInput => ({ dealId, packageKind: "basic", quantity });

function buy(lines: CartLineInput[], promoCode: string, input: Partial<BuyInput> = {}) {
  return shop.buy(t.db, {
    email: `kjoper-${randomUUID().slice(0, 6)}@example.no`,
    userId: null,
    language: "no",
    lines,
    promoCode,
    ...input,
  });
}

/** A checkout started (units and the code held) without paying, as concurrent buyers do. */
function hold(
  db: Database,
  lines: CartLineInput[],
  promoCode: string,
  customer: { email: string; userId: string | null },
) {
  return startCheckout(
    db,
    { provider: shop.payments.provider, returnUrl: (id) => `http://localhost/checkout/return?hold=${id}` },
    { idempotencyKey: randomUUID(), lines, language: "no", method: "card", promoCode, ...customer },
  );
}

async function withPool<T>(run: (db: Database) => Promise<T>): Promise<T> {
  const connection = connect(t.url, { max: 20 });
  try {
    return await run(connection.db);
  } finally {
    await connection.close();
  }
}

const usedCount = async (code: string) =>
  (await t.db.select({ n: promoCodes.usedCount }).from(promoCodes).where(eq(promoCodes.code, code)))[0]!.n;

describe("the discount", () => {
  it("is a percentage rounded down or an amount, and always leaves 1 kr to pay", () => {
    expect(discountFor({ kind: "percent", value: 15 }, 33_333)).toBe(4_999);
    expect(discountFor({ kind: "amount", value: 10_000 }, 50_000)).toBe(10_000);
    expect(discountFor({ kind: "amount", value: 90_000 }, 50_000)).toBe(49_900);
  });

  it("is spread over every voucher so the parts sum to the discount to the øre", () => {
    const lines = [
      { unitPriceOre: 39_900, quantity: 3 },
      { unitPriceOre: 12_345, quantity: 2 },
      { unitPriceOre: 101, quantity: 1 },
    ];
    for (const discount of [1, 7, 9_999, 12_345, 100_001, 144_489]) {
      const parts = allocateDiscount(lines, discount);
      expect(parts.map((p) => p.length)).toEqual([3, 2, 1]);
      expect(parts.flat().reduce((a, b) => a + b, 0)).toBe(discount);
      parts.forEach((p, i) => p.forEach((part) => expect(part).toBeLessThanOrEqual(lines[i]!.unitPriceOre)));
    }
    // In proportion: the dearer units carry more of it.
    const [dear, cheap] = allocateDiscount(
      [
        { unitPriceOre: 30_000, quantity: 1 },
        { unitPriceOre: 10_000, quantity: 1 },
      ],
      4_000,
    );
    expect([dear, cheap]).toEqual([[3_000], [1_000]]);
  });
});

describe("a paid order with a code", () => {
  it("charges the discounted total, shows the discount on the receipt and refunds what a voucher cost", async () => {
    const a = await takeDeal(30_000);
    const b = await takeDeal(10_000);
    const code = await makeCode({ kind: "amount", value: "100" });
    const userId = await newAccount(`promo-${randomUUID().slice(0, 6)}@example.no`);
    const bought = await buy([line(a, 2), line(b, 1)], code.toLowerCase(), { userId, email: "kari-promo@example.no" });
    if (!bought.ok) throw new Error(bought.reason);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, bought.orderId));
    expect(order!.totalOre).toBe(70_000 - 10_000);
    expect(order!.vatOre).toBe(12_000);
    const receipt = await loadReceipt(t.db, bought.orderId);
    expect(receipt!.lines.map((l) => [l.title.startsWith("Rabattkode") ? l.title : "deal", l.totalOre])).toContainEqual(
      [`Rabattkode ${code}`, -10_000],
    );
    expect(receipt!.lines.reduce((sum, l) => sum + l.totalOre, 0)).toBe(60_000);
    expect(receipt!.vat.reduce((sum, v) => sum + v.vatOre, 0)).toBe(12_000);
    // 100 kr over 700 kr: 300 kr vouchers carry 42,86 kr each, the 100 kr one 14,28 kr.
    const cheap = bought.vouchers.find((v) => v.dealId === b)!;
    const refunded = await refundVoucher(t.db, shop.services, { voucherId: cheap.id, userId, language: "no" });
    expect(refunded.ok && refunded.amountOre).toBe(10_000 - 1_428);
    const dear = bought.vouchers.filter((v) => v.dealId === a);
    const amounts: number[] = [];
    for (const v of dear) {
      const r = await refundVoucher(t.db, shop.services, { voucherId: v.id, userId, language: "no" });
      if (r.ok) amounts.push(r.amountOre);
    }
    // Everything refunded is everything paid, to the øre.
    expect(amounts.reduce((s, n) => s + n, 0) + (refunded.ok ? refunded.amountOre : 0)).toBe(60_000);
    expect(await t.db.$count(refunds, eq(refunds.orderId, bought.orderId))).toBe(3);
    expect(await usedCount(code)).toBe(1);
  });
});

describe("the code's rules", () => {
  it("refuses an unknown, switched-off, not yet started or expired code", async () => {
    const deal = await takeDeal();
    expect(await buy([line(deal)], "FINNESIKKE")).toEqual({
      ok: false,
      reason: "promo",
      problem: { reason: "unknown", minTotalOre: 0 },
    });
    const off = await makeCode({ active: undefined });
    expect(await buy([line(deal)], off)).toMatchObject({ problem: { reason: "unknown" } });
    const tomorrow = new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10);
    const later = await makeCode({ validFrom: tomorrow });
    expect(await buy([line(deal)], later)).toMatchObject({ problem: { reason: "notStarted" } });
    const past = await makeCode({ validTo: yesterday });
    expect(await buy([line(deal)], past)).toMatchObject({ problem: { reason: "expired" } });
    const open = await makeCode({ validFrom: yesterday, validTo: tomorrow });
    expect(await buy([line(deal)], open)).toMatchObject({ ok: true });
  });

  it("turned off by an admin is refused, and the change is in the audit log", async () => {
    const deal = await takeDeal();
    const code = await makeCode({});
    const [row] = await t.db.select().from(promoCodes).where(eq(promoCodes.code, code));
    expect(await setPromoCodeActive(t.db, adminId, row!.id, false)).toBe(true);
    expect(await buy([line(deal)], code)).toMatchObject({ problem: { reason: "unknown" } });
    const audited = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, "promoCode"), eq(auditLog.subjectId, String(row!.id))))
      .orderBy(asc(auditLog.id));
    expect(audited.map((a) => a.action)).toEqual(["promoCode.create", "promoCode.deactivate"]);
  });

  it("needs the minimum total before the discount", async () => {
    const deal = await takeDeal(40_000);
    const code = await makeCode({ minTotal: "500" });
    expect(await buy([line(deal)], code)).toEqual({
      ok: false,
      reason: "promo",
      problem: { reason: "belowMinimum", minTotalOre: 50_000 },
    });
    expect(
      await checkPromoCode(t.db, { code, totalOre: 40_000, customer: { userId: null, email: null } }),
    ).toMatchObject({
      ok: false,
    });
    expect(await buy([line(deal, 2)], code)).toMatchObject({ ok: true });
  });

  it("first purchase only: refused once the customer has an order", async () => {
    const deal = await takeDeal();
    const code = await makeCode({ firstPurchaseOnly: "on" });
    const email = `ny-${randomUUID().slice(0, 6)}@example.no`;
    expect(await buy([line(deal)], code, { email })).toMatchObject({ ok: true });
    expect(await buy([line(deal)], code, { email })).toMatchObject({ problem: { reason: "firstPurchaseOnly" } });
    // The same mailbox spelt another way is the same customer.
    expect(await buy([line(deal)], code, { email: email.toUpperCase() })).toMatchObject({
      problem: { reason: "firstPurchaseOnly" },
    });
    const other = await makeCode({ firstPurchaseOnly: "on" });
    expect(await buy([line(deal)], other, { email: `annen-${email}` })).toMatchObject({ ok: true });
  });

  it("gives a use back when the payment is abandoned", async () => {
    const deal = await takeDeal();
    const code = await makeCode({ totalLimit: "1" });
    const started = await hold(t.db, [line(deal)], code, { email: "forlot@example.no", userId: null });
    if (!started.ok) throw new Error(started.reason);
    expect(await buy([line(deal)], code)).toMatchObject({ problem: { reason: "usedUp" } });
    expect(await releaseHold(t.db, started.holdId, "cancelled")).toBe(true);
    expect(await usedCount(code)).toBe(0);
    expect(await buy([line(deal)], code)).toMatchObject({ ok: true });
    expect(await usedCount(code)).toBe(1);
  });
});

describe("limits under concurrent checkouts", () => {
  it("20 buyers at once: the total limit of 5 is never exceeded", async () => {
    const deal = await takeDeal();
    const code = await makeCode({ totalLimit: "5" });
    const results = await withPool((db) =>
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          hold(db, [line(deal)], code, { email: `samtidig-${i}@example.no`, userId: null }),
        ),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(results.filter((r) => !r.ok && r.reason === "promo" && r.problem.reason === "usedUp")).toHaveLength(15);
    expect(await usedCount(code)).toBe(5);
  });

  it("20 checkouts of one customer at once: the per-customer limit of 2 is never exceeded", async () => {
    const deal = await takeDeal();
    const code = await makeCode({ perCustomerLimit: "2" });
    const userId = await newAccount(`mange-${randomUUID().slice(0, 6)}@example.no`);
    const results = await withPool((db) =>
      Promise.all(
        Array.from({ length: 20 }, () => hold(db, [line(deal)], code, { email: "mange@example.no", userId })),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(results.filter((r) => !r.ok && r.reason === "promo" && r.problem.reason === "alreadyUsed")).toHaveLength(18);
    // Another customer still may.
    expect(await buy([line(deal)], code)).toMatchObject({ ok: true });
  });
});

describe("the admin's form", () => {
  it("refuses a percentage above 100, an end before the start and a code that exists in any case", async () => {
    const base = { kind: "percent", minTotal: "", perCustomerLimit: "", totalLimit: "", validFrom: "", validTo: "" };
    const tooMuch = promoCodeFormSchema.safeParse({ ...base, code: "MYE", value: "150" });
    expect(tooMuch.success ? [] : tooMuch.error.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["value", "promoNumberInvalid"],
    ]);
    const backwards = promoCodeFormSchema.safeParse({
      ...base,
      code: "BAKLENGS",
      value: "10",
      validFrom: "2030-05-02",
      validTo: "2030-05-01",
    });
    expect(backwards.success ? [] : backwards.error.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["validTo", "promoDatesOrder"],
    ]);
    for (const date of ["2030-02-30", "2030-13-45", "30.05.2030"]) {
      const wrong = promoCodeFormSchema.safeParse({ ...base, code: "DATO", value: "10", validFrom: date });
      expect(wrong.success ? [] : wrong.error.issues.map((i) => [i.path[0], i.message])).toEqual([
        ["validFrom", "promoDateInvalid"],
      ]);
    }
    const code = await makeCode({ code: "dobbel-kode" });
    expect(code).toBe("DOBBEL-KODE");
    const again = promoCodeFormSchema.parse({ ...base, code: "Dobbel-Kode", value: "5" });
    expect(await createPromoCode(t.db, adminId, again)).toEqual({ ok: false, reason: "codeTaken" });
  });
});
