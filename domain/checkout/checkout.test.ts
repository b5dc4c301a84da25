import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { connect, type Database } from "#db/connection.server";
import {
  checkoutHolds,
  dealPackages,
  deals,
  orderLines,
  orders,
  paymentCharges,
  users,
  voucherEvents,
  vouchers,
} from "#db/schema.server";
import { registerAccount } from "#domain/accounts/accounts.server";
import { cartLineSchema, priceCart, vatIncluded, type CartLineInput } from "./checkout.server";
import { offersPackage, type PackageKind } from "#domain/catalog/packages.server";
import { setupTestShop, type BuyInput } from "../../tests/support/buy-vouchers";
import { TEST_CARDS } from "../../local-payments/test-cards";

// The checkout's rules (prices from the database, stock, limits, one order per key), checked
// through the real flow: startCheckout holds, the buyer pays at the local payment service,
// settleHold writes the order.
const t = setupTestDatabase({ seeded: true });
const shop = setupTestShop(t);
const DAY = 86_400_000;

let freeDeals: { id: number; title: string }[] = [];
beforeAll(async () => {
  freeDeals = await t.db
    .select({ id: deals.id, title: deals.title })
    .from(deals)
    // Deals without the demo seed's reviews, which come with sold vouchers of their own.
    .where(
      and(
        eq(deals.status, "published"),
        gt(deals.endsAt, new Date(t.seededAt.getTime() + 7 * DAY)),
        eq(deals.reviewCount, 0),
      ),
    )
    .orderBy(asc(deals.id));
});

/** A live seeded deal that no other test has bought or changed, so no restore is needed. */
function takeDeal(needs: PackageKind = "basic"): number {
  // A deal for a set party ("for to") has no group package.
  const index = freeDeals.findIndex((d) => offersPackage(d.title, needs));
  if (index < 0) throw new Error("No untouched deal left");
  return freeDeals.splice(index, 1)[0]!.id;
}

const line = (dealId: number, quantity = 1, packageKind: PackageKind = "basic") => ({ dealId, packageKind, quantity });

function order(lines: CartLineInput[], input: Partial<BuyInput> = {}, db: Database = t.db, now?: Date) {
  const base = { idempotencyKey: randomUUID(), email: "kjoper@example.no", userId: null, language: "no" as const };
  return shop.buy(db, { ...base, lines, ...input }, now ? { now } : {});
}

/** A second pool, bigger than the default 10, for many calls at once. */
async function withPool<T>(run: (db: Database) => Promise<T>): Promise<T> {
  const connection = connect(t.url, { max: 20 });
  try {
    return await run(connection.db);
  } finally {
    await connection.close();
  }
}

async function newAccount(email: string): Promise<string> {
  const account = await registerAccount(t.db, { name: "Kari", email, password: "passord-123" });
  if (!account.ok) throw new Error("no account");
  return account.user.id;
}

const stock = async (id: number) =>
  (await t.db.query.deals.findFirst({ columns: { soldCount: true, unitsSold: true }, where: eq(deals.id, id) }))!;

const setDeal = (dealId: number, values: Partial<typeof deals.$inferInsert>) =>
  t.db.update(deals).set(values).where(eq(deals.id, dealId));

const TABLES = { orders, orderLines, paymentCharges, vouchers, voucherEvents };
/** Rows in every table an order writes to (a hold, released or confirmed, is not the order). */
async function tableCounts(): Promise<Record<keyof typeof TABLES, number>> {
  const counts = Object.entries(TABLES).map(async ([name, table]) => [name, await t.db.$count(table)] as const);
  return Object.fromEntries(await Promise.all(counts)) as Record<keyof typeof TABLES, number>;
}

async function packagesOf(dealId: number) {
  const rows = await t.db.select().from(dealPackages).where(eq(dealPackages.dealId, dealId));
  return Object.fromEntries(rows.map((r) => [r.kind, r])) as Record<PackageKind, (typeof rows)[number]>;
}

describe("priceCart", () => {
  it("takes every unit price from deal_packages and sums totals with the included MVA", async () => {
    const id = takeDeal("group");
    const packages = await packagesOf(id);
    const [deal] = await t.db.select({ original: deals.originalPriceOre }).from(deals).where(eq(deals.id, id));
    const lines = [line(id, 2, "basic"), line(id, 1, "premium"), line(id, 4, "group")];
    const cart = await priceCart(t.db, "no", lines);
    expect(cart.problems).toEqual([]);
    const unit = (l: CartLineInput) => packages[l.packageKind];
    expect(cart.lines.map((l) => [l.packageKind, l.unitPriceOre, l.validityDays, l.lineTotalOre])).toEqual(
      lines.map((l) => [l.packageKind, unit(l).priceOre, unit(l).validityDays, unit(l).priceOre * l.quantity]),
    );
    const total = lines.reduce((sum, l) => sum + unit(l).priceOre * l.quantity, 0);
    const original = lines.reduce((sum, l) => sum + Math.max(deal!.original, unit(l).priceOre) * l.quantity, 0);
    expect([cart.totalOre, cart.originalTotalOre]).toEqual([total, original]);
    expect(cart.vatOre).toBe(Math.round((total * 25) / 125));
  });

  it("ignores any price the client sends and follows the price in the database", async () => {
    const id = takeDeal();
    const parsed = cartLineSchema.parse({ ...line(id), unitPriceOre: 100, totalOre: 100 });
    expect(parsed).toEqual({ dealId: id, packageKind: "basic", quantity: 1 });
    await t.db
      .update(dealPackages)
      .set({ priceOre: 123_400 })
      .where(and(eq(dealPackages.dealId, id), eq(dealPackages.kind, "basic")));
    const cart = await priceCart(t.db, "no", [parsed]);
    expect(cart.lines.map((l) => l.unitPriceOre)).toEqual([123_400]);
    expect([cart.totalOre, cart.vatOre]).toEqual([123_400, 24_680]);
  });

  it("computes the MVA included in a price as total × 25/125, rounded to whole øre", () => {
    expect(vatIncluded(125_00)).toBe(25_00);
    expect(vatIncluded(99_900)).toBe(19_980);
    expect([vatIncluded(0), vatIncluded(1), vatIncluded(3)]).toEqual([0, 0, 1]);
    for (const total of [1, 7, 49_900, 123_456_789]) expect(vatIncluded(total)).toBe(Math.round((total * 25) / 125));
  });

  it("lists unknown, ended and draft deals as unavailable and still prices the rest", async () => {
    const [ok, ended, draft] = [takeDeal(), takeDeal(), takeDeal()];
    await setDeal(ended, { endsAt: new Date(Date.now() - 60_000) });
    await setDeal(draft, { status: "draft" });
    const cart = await priceCart(t.db, "no", [line(999_999), line(ok), line(ended), line(draft, 1, "premium")]);
    expect(cart.problems).toEqual([
      { dealId: 999_999, packageKind: "basic", reason: "unavailable" },
      { dealId: ended, packageKind: "basic", reason: "unavailable" },
      { dealId: draft, packageKind: "premium", reason: "unavailable" },
    ]);
    expect(cart.lines.map((l) => l.dealId)).toEqual([ok]);
    expect(cart.totalOre).toBe((await packagesOf(ok)).basic.priceOre);
  });

  it("treats a deal as ended from its ends_at instant", async () => {
    const id = takeDeal();
    const [deal] = await t.db.select({ endsAt: deals.endsAt }).from(deals).where(eq(deals.id, id));
    const before = await priceCart(t.db, "no", [line(id)], new Date(deal!.endsAt.getTime() - 1));
    const at = await priceCart(t.db, "no", [line(id)], deal!.endsAt);
    expect([before.lines.length, before.problems.length]).toEqual([1, 0]);
    expect(at.problems).toEqual([{ dealId: id, packageKind: "basic", reason: "unavailable" }]);
  });

  it("refuses a group line under 4 people with minQuantity", async () => {
    const id = takeDeal("group");
    const three = await priceCart(t.db, "no", [line(id, 3, "group")]);
    expect(three.problems).toEqual([{ dealId: id, packageKind: "group", reason: "minQuantity" }]);
    expect(three.totalOre).toBe(0);
    const four = await priceCart(t.db, "no", [line(id, 4, "group")]);
    expect([four.problems, four.lines.map((l) => l.quantity)]).toEqual([[], [4]]);
  });

  it("cartLineSchema accepts 1 to 10 whole units and nothing else", () => {
    const parse = (values: Record<string, unknown>) =>
      cartLineSchema.safeParse({ dealId: 1, packageKind: "basic", quantity: 1, ...values }).success;
    expect(parse({ quantity: 1 })).toBe(true);
    expect(parse({ quantity: 10 })).toBe(true);
    for (const quantity of [0, 11, -1, 1.5, "2", "", null, undefined, NaN, Infinity, [1], {}])
      expect(parse({ quantity }), String(quantity)).toBe(false);
    // Ids follow the one id rule (domain/platform/ids.ts): "1" is the id 1, "01" and "1e3" are no ids.
    expect(parse({ dealId: "1" })).toBe(true);
    for (const dealId of [0, -1, 1.5, null, "01", "1e3", 2_147_483_648])
      expect(parse({ dealId }), String(dealId)).toBe(false);
    for (const packageKind of ["vip", "", "Basic", null])
      expect(parse({ packageKind }), String(packageKind)).toBe(false);
  });
});

describe("checkout", () => {
  it("writes the order, its lines, one captured charge and one active voucher per unit, and takes the stock", async () => {
    const [a, b] = [takeDeal(), takeDeal()];
    const [stockA, stockB] = [await stock(a), await stock(b)];
    const [packagesA, packagesB] = [await packagesOf(a), await packagesOf(b)];
    const now = new Date();
    const lines = [line(a, 2, "basic"), line(b, 1, "premium")];
    const priced = await priceCart(t.db, "no", lines, now);
    const result = await order(lines, { email: "  Kari@Example.NO " }, t.db, now);
    if (!result.ok) throw new Error(`Refused: ${result.reason}`);
    expect(result).toMatchObject({ number: expect.stringMatching(/^ORD-[0-9A-Z]{10}$/) });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(row).toMatchObject({ number: result.number, email: "kari@example.no", status: "paid", cardLast4: "4242" });
    expect(row).toMatchObject({ totalOre: priced.totalOre, vatOre: vatIncluded(priced.totalOre), cardBrand: "Visa" });
    expect(priced.totalOre).toBe(packagesA.basic.priceOre * 2 + packagesB.premium.priceOre);
    const written = await t.db.select().from(orderLines).where(eq(orderLines.orderId, result.orderId));
    const lineRows = written.map((l) => `${l.dealId} ${l.packageKind} ${l.quantity} ${l.unitPriceOre}`).sort();
    expect(lineRows).toEqual(
      [`${a} basic 2 ${packagesA.basic.priceOre}`, `${b} premium 1 ${packagesB.premium.priceOre}`].sort(),
    );
    const charges = await t.db.select().from(paymentCharges).where(eq(paymentCharges.orderId, result.orderId));
    expect(charges.map((c) => [c.status, c.amountOre, c.gateway, c.reference])).toEqual([
      ["captured", priced.totalOre, "local", result.paymentId],
    ]);
    const made = await t.db.select().from(vouchers).where(eq(vouchers.orderId, result.orderId));
    expect(made).toHaveLength(3);
    for (const voucher of made) {
      const l = written.find((w) => w.id === voucher.orderLineId)!;
      expect(voucher).toMatchObject({ dealId: l.dealId, status: "active" });
      expect(voucher.validUntil).toEqual(new Date(now.getTime() + l.validityDays * DAY));
      expect(voucher.code).toMatch(/^MAGIC-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/);
    }
    const days = made.map((v) => (v.validUntil.getTime() - now.getTime()) / DAY).sort();
    expect(days).toEqual([30, 30, 60]);
    const madeIds = made.map((v) => v.id);
    const events = await t.db.select().from(voucherEvents).where(inArray(voucherEvents.voucherId, madeIds));
    expect(events.map((e) => [e.voucherId, e.fromStatus, e.toStatus]).sort()).toEqual(
      made.map((v) => [v.id, null, "active"]).sort(),
    );
    expect(await stock(a)).toEqual({ soldCount: stockA.soldCount + 2, unitsSold: stockA.unitsSold + 2 });
    expect(await stock(b)).toEqual({ soldCount: stockB.soldCount + 1, unitsSold: stockB.unitsSold + 1 });
  });

  it.each([
    ["declined", TEST_CARDS.decline],
    ["insufficient_funds", TEST_CARDS.insufficientFunds],
  ])("refuses a card with %s, writes no order and gives the units back", async (reason, cardNumber) => {
    const id = takeDeal();
    const [before, stockBefore] = [await tableCounts(), await stock(id)];
    expect(await order([line(id, 3)], { cardNumber })).toEqual({ ok: false, reason });
    expect(await tableCounts()).toEqual(before);
    expect(await stock(id)).toEqual(stockBefore);
  });

  it("refuses an expired or draft deal as unavailable without a payment", async () => {
    const [expired, draft] = [takeDeal(), takeDeal()];
    await setDeal(expired, { endsAt: new Date(Date.now() - 1000) });
    await setDeal(draft, { status: "draft" });
    const before = await tableCounts();
    expect(await order([line(expired)])).toEqual({ ok: false, reason: "unavailable" });
    expect(await order([line(takeDeal()), line(draft)])).toEqual({ ok: false, reason: "unavailable" });
    expect(await tableCounts()).toEqual(before);
  });
});

describe("checkout: idempotency", () => {
  it("returns the same order for the same key", async () => {
    const [id, key] = [takeDeal(), randomUUID()];
    const first = await order([line(id, 2)], { idempotencyKey: key });
    const second = await order([line(id, 2)], { idempotencyKey: key });
    if (!first.ok || !second.ok) throw new Error("Refused");
    expect(second).toEqual(first);
    expect(await t.db.$count(vouchers, eq(vouchers.dealId, id))).toBe(2);
    expect((await stock(id)).unitsSold).toBe(2);
  });

  it("makes exactly one order, charge and set of vouchers for 10 concurrent calls with one key", async () => {
    const [id, key] = [takeDeal(), randomUUID()];
    const before = await tableCounts();
    const results = await withPool((db) =>
      Promise.all(Array.from({ length: 10 }, () => order([line(id, 3)], { idempotencyKey: key }, db))),
    );
    const ids = new Set(results.map((r) => (r.ok ? r.orderId : r.reason)));
    expect(ids.size).toBe(1);
    const [orderId] = [...ids];
    expect(await t.db.$count(paymentCharges, eq(paymentCharges.orderId, orderId!))).toBe(1);
    expect(await t.db.$count(vouchers, eq(vouchers.orderId, orderId!))).toBe(3);
    expect(await tableCounts()).toEqual({
      orders: before.orders + 1,
      orderLines: before.orderLines + 1,
      paymentCharges: before.paymentCharges + 1,
      vouchers: before.vouchers + 3,
      voucherEvents: before.voucherEvents + 3,
    });
    expect(await t.db.$count(checkoutHolds, eq(checkoutHolds.idempotencyKey, key))).toBe(1);
    expect((await stock(id)).unitsSold).toBe(3);
  });

  it("does not name the order to another buyer who sends the same key", async () => {
    const [id, key] = [takeDeal(), randomUUID()];
    const first = await order([line(id)], { idempotencyKey: key });
    expect(first).toMatchObject({ ok: true });
    // Another guest (another e-mail) with the key learns nothing and buys nothing.
    expect(await order([line(id)], { idempotencyKey: key, email: "noen-andre@example.no" })).toEqual({
      ok: false,
      reason: "inProgress",
    });
    // The same guest repeating the submit gets the order again.
    expect(await order([line(id)], { idempotencyKey: key, email: " KJOPER@example.no" })).toEqual(first);
    expect(await t.db.$count(vouchers, eq(vouchers.dealId, id))).toBe(1);
  });
});

describe("checkout: stock and limits", () => {
  it("sells exactly units_cap units to 120 concurrent buyers, never more", async () => {
    const id = takeDeal();
    await setDeal(id, { unitsCap: 25 });
    const [before, stockBefore] = [await tableCounts(), await stock(id)];
    const results = await withPool((db) =>
      Promise.all(Array.from({ length: 120 }, (_, i) => order([line(id)], { email: `kjoper${i}@example.no` }, db))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(25);
    expect(results.filter((r) => !r.ok)).toEqual(Array.from({ length: 95 }, () => ({ ok: false, reason: "soldOut" })));
    expect(await stock(id)).toEqual({ soldCount: stockBefore.soldCount + 25, unitsSold: 25 });
    expect(await t.db.$count(vouchers, eq(vouchers.dealId, id))).toBe(25);
    expect((await tableCounts()).paymentCharges).toBe(before.paymentCharges + 25);
  });

  it("refuses, as a whole, a quantity beyond what is left under the cap", async () => {
    const id = takeDeal();
    await setDeal(id, { unitsCap: 5 });
    expect(await order([line(id, 3)])).toMatchObject({ ok: true });
    const before = await tableCounts();
    expect(await order([line(id, 3)], { email: "annen@example.no" })).toEqual({ ok: false, reason: "soldOut" });
    expect(await order([line(id, 1), line(id, 2, "premium")], { email: "annen@example.no" })).toEqual({
      ok: false,
      reason: "soldOut",
    });
    expect(await tableCounts()).toEqual(before);
    expect((await stock(id)).unitsSold).toBe(3);
    expect(await order([line(id, 2)], { email: "annen@example.no" })).toMatchObject({ ok: true });
    expect((await stock(id)).unitsSold).toBe(5);
  });

  it("keeps one buyer to per_customer_limit units, whatever the letter case, while others can still buy", async () => {
    const id = takeDeal();
    await setDeal(id, { perCustomerLimit: 2 });
    expect(await order([line(id, 3)], { email: "tre@example.no" })).toEqual({ ok: false, reason: "limitReached" });
    expect(await order([line(id, 1)])).toMatchObject({ ok: true });
    expect(await order([line(id, 1, "premium")], { email: "KJOPER@example.no" })).toMatchObject({ ok: true });
    const before = await tableCounts();
    expect(await order([line(id, 1)])).toEqual({ ok: false, reason: "limitReached" });
    expect(await order([line(id, 1)], { email: "Kjoper@Example.no" })).toEqual({ ok: false, reason: "limitReached" });
    expect(await tableCounts()).toEqual(before);
    expect((await stock(id)).unitsSold).toBe(2);
    expect(await order([line(id, 2)], { email: "annen@example.no" })).toMatchObject({ ok: true });
    expect((await stock(id)).unitsSold).toBe(4);
  });

  it("counts the limit on the stored address, also when it was typed with spaces around it", async () => {
    const id = takeDeal();
    await setDeal(id, { perCustomerLimit: 2 });
    expect(await order([line(id, 2)], { email: "mellomrom@example.no" })).toMatchObject({ ok: true });
    expect(await order([line(id, 1)], { email: " mellomrom@example.no " })).toEqual({
      ok: false,
      reason: "limitReached",
    });
  });

  it("holds per_customer_limit for 10 concurrent orders from one buyer", async () => {
    const id = takeDeal();
    await setDeal(id, { perCustomerLimit: 2 });
    const results = await withPool((db) => Promise.all(Array.from({ length: 10 }, () => order([line(id)], {}, db))));
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(results.filter((r) => !r.ok)).toEqual(
      Array.from({ length: 8 }, () => ({ ok: false, reason: "limitReached" })),
    );
    expect(await t.db.$count(vouchers, eq(vouchers.dealId, id))).toBe(2);
  });

  it("merges repeated cart lines, so repeating a line cannot beat the 10-per-line cap", async () => {
    const id = takeDeal();
    const before = await tableCounts();
    const repeated = Array.from({ length: 5 }, () => line(id, 10));
    expect(await order(repeated)).toEqual({ ok: false, reason: "limitReached" });
    expect(await order([line(id, 6), line(id, 5)], { email: "elleve@example.no" })).toEqual({
      ok: false,
      reason: "limitReached",
    });
    expect(await tableCounts()).toEqual(before);
    expect((await stock(id)).unitsSold).toBe(0);

    const placed = await order([line(id, 3), line(id, 4)], { email: "sju@example.no" });
    if (!placed.ok) throw new Error(placed.reason);
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, placed.orderId));
    expect(lines.map((l) => l.quantity)).toEqual([7]);
    expect(await t.db.$count(vouchers, eq(vouchers.orderId, placed.orderId))).toBe(7);
  });

  it("shows a repeated line once in the priced cart, with the quantities summed", async () => {
    const id = takeDeal();
    const priced = await priceCart(t.db, "no", [line(id, 2), line(id, 3)]);
    expect(priced.lines.map((l) => [l.dealId, l.quantity])).toEqual([[id, 5]]);
  });

  it("counts a guest's limit per mailbox: plus-tags, and dots at Gmail, are the same customer", async () => {
    const id = takeDeal();
    await setDeal(id, { perCustomerLimit: 2 });
    expect(await order([line(id, 2)], { email: "kari@gmail.com" })).toMatchObject({ ok: true });
    for (const alias of ["kari+x@gmail.com", "k.ari@gmail.com", "K.A.R.I+tilbud@googlemail.com"])
      expect(await order([line(id, 1)], { email: alias })).toEqual({ ok: false, reason: "limitReached" });
    // Dots matter elsewhere: another provider's k.ari is another mailbox.
    expect(await order([line(id, 1)], { email: "k.ari@example.no" })).toMatchObject({ ok: true });
    expect(await order([line(id, 1)], { email: "kari@example.no" })).toMatchObject({ ok: true });
    expect(await order([line(id, 1)], { email: "kari+2@example.no" })).toMatchObject({ ok: true });
    expect(await order([line(id, 1)], { email: "kari+3@example.no" })).toEqual({ ok: false, reason: "limitReached" });
    expect(await t.db.$count(vouchers, eq(vouchers.dealId, id))).toBe(5);
  });

  it("counts a signed-in buyer's limit per account, whatever address is typed or the account changes to", async () => {
    const id = takeDeal();
    await setDeal(id, { perCustomerLimit: 2 });
    const userId = await newAccount("konto-a@example.no");
    expect(await order([line(id, 2)], { userId, email: "konto-a@example.no" })).toMatchObject({ ok: true });
    await t.db.update(users).set({ email: "konto-b@example.no" }).where(eq(users.id, userId));
    expect(await order([line(id, 1)], { userId, email: "konto-b@example.no" })).toEqual({
      ok: false,
      reason: "limitReached",
    });
    expect(await order([line(id, 1)], { userId, email: "noe-helt-annet@example.no" })).toEqual({
      ok: false,
      reason: "limitReached",
    });
    // A guest typing the account's current address is that customer too.
    expect(await order([line(id, 1)], { email: "Konto-B+gjest@example.no" })).toEqual({
      ok: false,
      reason: "limitReached",
    });
    expect(await t.db.$count(vouchers, eq(vouchers.dealId, id))).toBe(2);
  });

  it("holds the per-account limit for concurrent orders typed with different addresses", async () => {
    const id = takeDeal();
    await setDeal(id, { perCustomerLimit: 2 });
    const userId = await newAccount("samtidig@example.no");
    const results = await withPool((db) =>
      Promise.all(
        Array.from({ length: 10 }, (_, i) => order([line(id)], { userId, email: `samtidig${i}@example.no` }, db)),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(results.filter((r) => !r.ok)).toEqual(
      Array.from({ length: 8 }, () => ({ ok: false, reason: "limitReached" })),
    );
    expect(await t.db.$count(vouchers, eq(vouchers.dealId, id))).toBe(2);
  });

  it("holds a guest's limit for concurrent orders typed as aliases of one mailbox", async () => {
    const id = takeDeal();
    await setDeal(id, { perCustomerLimit: 2 });
    const results = await withPool((db) =>
      Promise.all(Array.from({ length: 10 }, (_, i) => order([line(id)], { email: `ola.n+${i}@gmail.com` }, db))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(await t.db.$count(vouchers, eq(vouchers.dealId, id))).toBe(2);
  });

  it("completes concurrent orders of the same two deals listed in opposite order", async () => {
    const [a, b] = [takeDeal(), takeDeal()];
    const results = await withPool((db) =>
      Promise.allSettled(
        Array.from({ length: 10 }, (_, i) => order(i % 2 ? [line(a), line(b)] : [line(b), line(a)], {}, db)),
      ),
    );
    // A rejection shows the PostgreSQL error code (40P01 is a deadlock).
    const outcome = (r: (typeof results)[number]) =>
      r.status === "fulfilled"
        ? r.value.ok
        : ((r.reason as { cause?: { code?: string } }).cause?.code ?? String(r.reason));
    expect(results.map(outcome)).toEqual(Array.from({ length: 10 }, () => true));
    expect([(await stock(a)).unitsSold, (await stock(b)).unitsSold]).toEqual([10, 10]);
  });
});
