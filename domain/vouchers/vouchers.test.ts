import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { deals, orders, users, vouchers } from "#db/schema.server";
import { DEMO_ACCOUNTS } from "#domain/demo/demo-accounts";
import { createCustomer } from "#domain/demo/factories.server";
import type { CartLineInput } from "#domain/checkout/checkout.server";
import { getOrderForViewer, getVoucherForViewer, listUserVouchers } from "./vouchers.server";
import { setupTestShop } from "../../tests/support/buy-vouchers";
import { connect } from "#db/connection.server";

const t = setupTestDatabase({ seeded: true });
const shop = setupTestShop(t);

interface Placed {
  id: string;
  number: string;
  email: string;
}

const emailOf = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!.email;
let customer = "";
let customerEmail = "";
let admin = "";
let partner = "";
let dealIds: number[] = [];
let first: Placed;
let second: Placed;
let adminOrder: Placed;
let guestOrder: Placed;

async function buy(userId: string | null, email: string, lines: CartLineInput[]): Promise<Placed> {
  const result = await shop.buy(t.db, { lines, email, userId, language: "no" });
  if (!result.ok) throw new Error(`Refused: ${result.reason}`);
  return { id: result.orderId, number: result.number, email };
}

beforeAll(async () => {
  const accounts = await t.db.select({ id: users.id, email: users.email }).from(users);
  const idOf = (role: string) => accounts.find((a) => a.email === emailOf(role))!.id;
  [admin, partner] = [idOf("admin"), idOf("business")];
  // A customer of its own: the demo customer already has the seed's gifted vouchers.
  const buyer = await createCustomer(t.db, { name: "Kari Nordmann", email: `vouchers-${randomUUID()}@example.no` });
  [customer, customerEmail] = [buyer.id, buyer.email];
  const live = await t.db
    .select({ id: deals.id })
    .from(deals)
    .where(and(eq(deals.status, "published"), gt(deals.endsAt, new Date(Date.now() + 86_400_000))))
    .orderBy(asc(deals.id))
    .limit(3);
  dealIds = live.map((d) => d.id);
  const [x, y, z] = dealIds as [number, number, number];
  first = await buy(customer, customerEmail, [{ dealId: x, packageKind: "basic", quantity: 2 }]);
  second = await buy(customer, customerEmail, [{ dealId: y, packageKind: "premium", quantity: 1 }]);
  adminOrder = await buy(admin, emailOf("admin"), [{ dealId: z, packageKind: "group", quantity: 4 }]);
  guestOrder = await buy(null, "gjest@example.no", [{ dealId: x, packageKind: "basic", quantity: 1 }]);
});

/** The vouchers of some orders, straight from the table. */
async function vouchersOf(...orderIds: string[]) {
  return t.db.select().from(vouchers).where(inArray(vouchers.orderId, orderIds)).orderBy(asc(vouchers.code));
}

describe("listUserVouchers", () => {
  it("lists exactly the user's own vouchers, newest order first", async () => {
    const listed = await listUserVouchers(t.db, customer, "no");
    const stored = await vouchersOf(first.id, second.id);
    expect(listed).toHaveLength(3);
    expect(listed.map((v) => v.code).sort()).toEqual(stored.map((v) => v.code).sort());
    expect(listed.map((v) => v.orderNumber)).toEqual([second.number, first.number, first.number]);
    expect(listed.map((v) => v.dealId)).toEqual([dealIds[1], dealIds[0], dealIds[0]]);

    const admins = await listUserVouchers(t.db, admin, "no");
    expect(admins.map((v) => v.code).sort()).toEqual((await vouchersOf(adminOrder.id)).map((v) => v.code));
    expect(admins.every((v) => v.orderNumber === adminOrder.number)).toBe(true);
  });

  it("shows each voucher's state, validity, deal and purchase time", async () => {
    const [view] = await listUserVouchers(t.db, customer, "no");
    const [stored] = await vouchersOf(second.id);
    const [deal] = await t.db.select().from(deals).where(eq(deals.id, dealIds[1]!));
    const [order] = await t.db.select().from(orders).where(eq(orders.id, second.id));
    expect(view).toEqual({
      id: stored!.id,
      code: stored!.code,
      status: "active",
      validUntil: stored!.validUntil.toISOString(),
      title: deal!.title,
      city: deal!.city,
      imageSrc: deal!.imageSrc,
      dealId: deal!.id,
      orderId: second.id,
      orderNumber: second.number,
      purchasedAt: order!.createdAt.toISOString(),
      refundBlock: null,
      refundPending: false,
      bookedAt: null,
      reviewed: false,
      amountOre: expect.any(Number),
      payment: { type: "card", brand: order!.cardBrand, last4: order!.cardLast4 },
      refundDeadline: new Date(order!.createdAt.getTime() + 14 * 86_400_000).toISOString(),
      business: expect.objectContaining({ name: expect.any(String), address: expect.any(String) }),
      locations: expect.any(Array),
      gift: null,
    });
    const [english] = await listUserVouchers(t.db, customer, "en");
    expect(english!.title).toBe(deal!.titleEn ?? deal!.title);
  });

  it("lists nothing for a user who bought nothing, nor for an unknown user", async () => {
    expect(await listUserVouchers(t.db, partner, "no")).toEqual([]);
    expect(await listUserVouchers(t.db, randomUUID(), "no")).toEqual([]);
  });

  it("never lists a guest order, even one bought with nobody signed in", async () => {
    const guestCodes = (await vouchersOf(guestOrder.id)).map((v) => v.code);
    for (const userId of [customer, admin, partner]) {
      const codes = (await listUserVouchers(t.db, userId, "no")).map((v) => v.code);
      expect(codes.filter((c) => guestCodes.includes(c))).toEqual([]);
    }
  });

  it("keeps one plan for every customer, however many vouchers each has", async () => {
    // With the demo reviewers' 130 orders each in the statistics, a statement that showed the
    // planner the customer was planned anew for a customer with a few vouchers on every call.
    const own = connect(t.url, { max: 1 });
    try {
      await own.pool.query("ANALYZE");
      for (let i = 0; i < 4; i++) {
        for (const userId of [customer, admin, partner]) await listUserVouchers(own.db, userId, "no");
      }
      const { rows } = await own.pool.query<{ generic: number; custom: number }>(
        "SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE name = 'user_vouchers_no'",
      );
      expect(rows).toEqual([{ generic: 7, custom: 5 }]);
    } finally {
      await own.close();
    }
  });
});

describe("getOrderForViewer", () => {
  it("shows a signed-in buyer their order with its vouchers", async () => {
    const view = await getOrderForViewer(t.db, first.id, { userId: customer, guestOrderIds: [] }, "no");
    const [order] = await t.db.select().from(orders).where(eq(orders.id, first.id));
    expect(view).toMatchObject({
      id: first.id,
      number: first.number,
      email: first.email,
      totalOre: order!.totalOre,
      vatOre: order!.vatOre,
      createdAt: order!.createdAt.toISOString(),
    });
    expect(view!.vouchers.map((v) => v.code)).toEqual((await vouchersOf(first.id)).map((v) => v.code));
    expect(view!.vouchers.every((v) => v.orderNumber === first.number && v.status === "active")).toBe(true);
  });

  it("shows a guest the order whose id their checkout cookie holds", async () => {
    const view = await getOrderForViewer(
      t.db,
      guestOrder.id,
      { userId: null, guestOrderIds: [second.id, guestOrder.id] },
      "en",
    );
    expect(view).toMatchObject({ id: guestOrder.id, number: guestOrder.number, email: "gjest@example.no" });
    expect(view!.vouchers).toHaveLength(1);
  });

  it("shows nothing to another user or to a guest without the id", async () => {
    const none: string[] = [];
    expect(await getOrderForViewer(t.db, first.id, { userId: admin, guestOrderIds: none }, "no")).toBeUndefined();
    expect(
      await getOrderForViewer(t.db, first.id, { userId: partner, guestOrderIds: [second.id] }, "no"),
    ).toBeUndefined();
    expect(await getOrderForViewer(t.db, first.id, { userId: null, guestOrderIds: none }, "no")).toBeUndefined();
    expect(await getOrderForViewer(t.db, guestOrder.id, { userId: null, guestOrderIds: none }, "no")).toBeUndefined();
    expect(
      await getOrderForViewer(t.db, guestOrder.id, { userId: null, guestOrderIds: [first.id] }, "no"),
    ).toBeUndefined();
    expect(
      await getOrderForViewer(t.db, guestOrder.id, { userId: customer, guestOrderIds: none }, "no"),
    ).toBeUndefined();
  });

  it("opens an account's order to its buyer only, never through a checkout cookie", async () => {
    // Signed out in the browser that bought it (a shared computer), or someone else naming the id.
    for (const userId of [null, partner, admin]) {
      expect(await getOrderForViewer(t.db, first.id, { userId, guestOrderIds: [first.id] }, "no")).toBeUndefined();
      const [voucher] = await vouchersOf(first.id);
      expect(await getVoucherForViewer(t.db, voucher!.id, { userId, guestOrderIds: [first.id] }, "no")).toBeUndefined();
    }
  });

  it("shows nothing for an order that does not exist", async () => {
    const missing = randomUUID();
    expect(
      await getOrderForViewer(t.db, missing, { userId: customer, guestOrderIds: [missing] }, "no"),
    ).toBeUndefined();
  });

  it.each([
    ["empty", ""],
    ["short", "abc"],
    ["not an id", "not-a-uuid"],
    ["SQL", "'; DROP TABLE orders; --"],
    ["one character too many", `${randomUUID()}0`],
    ["36 zeros", "0".repeat(36)],
    ["36 dashes", "-".repeat(36)],
    ["dashes in the wrong places", "0123456789abcdef-0123456789abcdef-01"],
  ])("shows nothing for a malformed id (%s), and does not throw", async (_, id) => {
    const before = await t.db.$count(orders);
    await expect(getOrderForViewer(t.db, id, { userId: customer, guestOrderIds: [id] }, "no")).resolves.toBeUndefined();
    expect(await t.db.$count(orders)).toBe(before);
  });
});
