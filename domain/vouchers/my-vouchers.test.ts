import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { connect } from "#db/connection.server";
import { deals, orders, vouchers } from "#db/schema.server";
import { createCustomer } from "#domain/demo/factories.server";
import { setupTestShop } from "../../tests/support/buy-vouchers";
import { TEST_SIGNER, outboxMailer, TEST_ORIGIN } from "../../tests/support/shop-services";
import { setupTestDatabase } from "../../tests/support/test-database";
import { osloToday } from "./gift-input";
import { claimGift, deliverGift, giftToken } from "./gifts.server";
import { HISTORY_PAGE_SIZE, listMyVouchers, type MyVouchers } from "./my-vouchers.server";
import { transitionVouchers, type VoucherTransition } from "./voucher-transitions.server";
import { listUserVouchers } from "./vouchers.server";

const t = setupTestDatabase({ seeded: true });
const shop = setupTestShop(t);

let buyer = "";
let recipient = "";
let other = "";
let giftId = "";
/** The buyer's vouchers by what happened to them. */
const made = { active: [] as string[], history: [] as string[] };

const codes = (list: { code: string }[]) => list.map((v) => v.code);
const ids = (list: { id: string }[]) => list.map((v) => v.id);

async function buy(userId: string, email: string, lines: Parameters<typeof shop.buy>[1]["lines"]) {
  const result = await shop.buy(t.db, { lines, email, userId, language: "no" });
  if (!result.ok) throw new Error(`Refused: ${result.reason}`);
  return result;
}

async function move(transition: VoucherTransition, voucherIds: string[]) {
  const moved = await transitionVouchers(t.db, {
    transition,
    where: inArray(vouchers.id, voucherIds),
    actorUserId: null,
    reason: "test",
  });
  expect(moved.sort()).toEqual([...voucherIds].sort());
}

beforeAll(async () => {
  const [kari, ola, per] = await Promise.all(
    ["kari", "ola", "per"].map((n) => createCustomer(t.db, { name: n, email: `${n}-${randomUUID()}@example.no` })),
  );
  [buyer, recipient, other] = [kari!.id, ola!.id, per!.id];
  const live = await t.db
    .select({ id: deals.id })
    .from(deals)
    .where(and(eq(deals.status, "published"), gt(deals.endsAt, new Date(Date.now() + 86_400_000))))
    .orderBy(asc(deals.id))
    .limit(3);
  const [x, y, z] = live.map((d) => d.id) as [number, number, number];

  // An older order of 14 vouchers: 4 left to use, 10 redeemed, expired, refunded or voided.
  const older = await buy(buyer, kari!.email, [
    { dealId: x, packageKind: "basic", quantity: 5 },
    { dealId: y, packageKind: "basic", quantity: 5 },
    { dealId: z, packageKind: "basic", quantity: 4 },
  ]);
  const olderIds = older.vouchers.map((v) => v.id);
  await move("redeem", olderIds.slice(0, 5));
  await move("expire", olderIds.slice(5, 8));
  await move("refund", olderIds.slice(8, 9));
  await move("void", olderIds.slice(9, 10));
  made.active.push(...olderIds.slice(10));
  made.history.push(...olderIds.slice(0, 10));

  // A newer order: one to use, one redeemed, one given as a gift that the recipient claimed.
  const gift = { recipientName: "Ola", recipientEmail: ola!.email, message: "", deliverOn: osloToday(new Date()) };
  const newer = await buy(buyer, kari!.email, [
    { dealId: x, packageKind: "basic", quantity: 2 },
    { dealId: y, packageKind: "basic", quantity: 1, gift },
  ]);
  giftId = newer.vouchers.find((v) => v.dealId === y)!.id;
  const [keep, redeem] = newer.vouchers.filter((v) => v.id !== giftId).map((v) => v.id) as [string, string];
  await move("redeem", [redeem]);
  await deliverGift(t.db, { mailer: outboxMailer(), origin: TEST_ORIGIN, signer: TEST_SIGNER }, giftId);
  expect(await claimGift(t.db, TEST_SIGNER, giftToken(TEST_SIGNER, giftId), recipient)).toEqual({ ok: true });
  made.active.push(keep);
  made.history.push(redeem, giftId);

  // Someone else's order, bought after the buyer's.
  await buy(other, per!.email, [{ dealId: z, packageKind: "basic", quantity: 2 }]);
});

/** Every page of a customer's history, in order. */
async function wholeHistory(userId: string): Promise<MyVouchers["history"]> {
  const first = await listMyVouchers(t.db, userId, "no", 1);
  const pages = [first.history];
  for (let page = 2; page <= first.historyPageCount; page++)
    pages.push((await listMyVouchers(t.db, userId, "no", page)).history);
  return pages.flat();
}

describe("listMyVouchers", () => {
  it("puts the vouchers that can be used first, all of them, and the rest in a history", async () => {
    const mine = await listMyVouchers(t.db, buyer, "no", 1);
    expect(ids(mine.toUse).sort()).toEqual([...made.active].sort());
    expect(mine.toUse.every((v) => v.status === "active" && v.refundBlock !== "giftClaimed")).toBe(true);
    expect(mine.historyTotal).toBe(12);
    expect(mine.historyPageCount).toBe(2);
    expect(mine.historyPage).toBe(1);
    expect(mine.history).toHaveLength(HISTORY_PAGE_SIZE);
    const history = await wholeHistory(buyer);
    expect(ids(history).sort()).toEqual([...made.history].sort());
    // The claimed gift is the recipient's now: history for its buyer, marked given away.
    const given = history.find((v) => v.id === giftId)!;
    expect(given).toMatchObject({
      status: "active",
      givenAway: true,
      gift: expect.objectContaining({ state: "claimed" }),
    });
    expect(history.filter((v) => v.givenAway)).toHaveLength(1);
  });

  it("orders both parts as the whole list is, newest order first, and each voucher shows as it does there", async () => {
    const all = await listUserVouchers(t.db, buyer, "no");
    const mine = await listMyVouchers(t.db, buyer, "no", 1);
    const history = await wholeHistory(buyer);
    expect(codes(mine.toUse)).toEqual(codes(all.filter((v) => made.active.includes(v.id))));
    expect(codes(history)).toEqual(codes(all.filter((v) => made.history.includes(v.id))));
    // The newer order's two come first in the history.
    expect(new Set(history.slice(0, 2).map((v) => v.orderId)).size).toBe(1);
    expect(history[2]!.orderId).not.toBe(history[0]!.orderId);
    // A card to use shows what the whole list's does, but the opening hours and map it never showed.
    for (const voucher of mine.toUse) {
      const whole = all.find((v) => v.id === voucher.id)!;
      expect(voucher).toEqual({ ...whole, business: { ...whole.business, openingHours: null, location: null } });
    }
    // A past one shows what it was and became, its code, receipt and review; not where to use it.
    for (const voucher of history) {
      const { id, code, status, validUntil, title, city, imageSrc, orderId, refundPending, reviewed, gift } = all.find(
        (v) => v.id === voucher.id,
      )!;
      expect(voucher).toEqual({
        ...{ id, code, status, validUntil, title, city, imageSrc, orderId, refundPending, reviewed, gift },
        givenAway: voucher.id === giftId,
      });
    }
  });

  it("shows the second page's rest, and page 1 for a page past the end or a bad number", async () => {
    const second = await listMyVouchers(t.db, buyer, "no", 2);
    expect(second.historyPage).toBe(2);
    expect(second.history).toHaveLength(2);
    expect(ids(second.toUse).sort()).toEqual([...made.active].sort());
    const first = await listMyVouchers(t.db, buyer, "no", 1);
    expect(ids(second.history).filter((id) => ids(first.history).includes(id))).toEqual([]);
    for (const page of [3, 99, 0, -1, 1.5, Number.NaN]) {
      const shown = await listMyVouchers(t.db, buyer, "no", page);
      expect(shown.historyPage).toBe(1);
      expect(ids(shown.history)).toEqual(ids(first.history));
    }
  });

  it("gives the recipient the gift they claimed to use, and no other voucher of the buyer's", async () => {
    const theirs = await listMyVouchers(t.db, recipient, "no", 1);
    expect(theirs.toUse.map((v) => ({ id: v.id, refundBlock: v.refundBlock }))).toEqual([
      { id: giftId, refundBlock: "giftClaimed" },
    ]);
    expect(theirs.history).toEqual([]);
    expect(theirs.historyTotal).toBe(0);
  });

  it("never shows another customer's vouchers, nor a stranger anything", async () => {
    const buyers = [...made.active, ...made.history];
    const others = await listMyVouchers(t.db, other, "no", 1);
    expect(others.toUse).toHaveLength(2);
    expect(ids(others.toUse).filter((id) => buyers.includes(id))).toEqual([]);
    expect(others.historyTotal).toBe(0);
    const mine = [...(await listMyVouchers(t.db, buyer, "no", 1)).toUse, ...(await wholeHistory(buyer))];
    expect(ids(mine).filter((id) => ids(others.toUse).includes(id))).toEqual([]);
    expect(await listMyVouchers(t.db, randomUUID(), "no", 2)).toEqual({
      toUse: [],
      history: [],
      historyTotal: 0,
      historyPage: 1,
      historyPageCount: 1,
    });
  });

  it("titles the cards in English from the English statement", async () => {
    const english = await listMyVouchers(t.db, buyer, "en", 1);
    const all = await listUserVouchers(t.db, buyer, "en");
    expect(english.toUse.map((v) => v.title)).toEqual(
      all.filter((v) => made.active.includes(v.id)).map((v) => v.title),
    );
  });

  it("reads only the page asked for, however many vouchers a customer has, with one plan for all", async () => {
    // The demo reviewers have about 130 orders each.
    const [reviewer] = await t.db
      .select({ userId: orders.userId, n: sql<number>`count(*)::int` })
      .from(vouchers)
      .innerJoin(orders, eq(orders.id, vouchers.orderId))
      .groupBy(orders.userId)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    expect(reviewer!.n).toBeGreaterThan(100);
    const all = await listUserVouchers(t.db, reviewer!.userId!, "no");
    const mine = await listMyVouchers(t.db, reviewer!.userId!, "no", 2);
    const usable = all.filter((v) => v.status === "active" && v.refundBlock !== "giftClaimed");
    expect(codes(mine.toUse)).toEqual(codes(usable));
    expect(mine.historyTotal).toBe(all.length - usable.length);
    expect(codes(mine.history)).toEqual(
      codes(all.filter((v) => !usable.includes(v)).slice(HISTORY_PAGE_SIZE, 2 * HISTORY_PAGE_SIZE)),
    );

    const own = connect(t.url, { max: 1 });
    try {
      await own.pool.query("ANALYZE");
      for (let i = 0; i < 4; i++) {
        for (const userId of [buyer, recipient, reviewer!.userId!]) await listMyVouchers(own.db, userId, "no", 1);
      }
      const { rows } = await own.pool.query<{ generic: number; custom: number }>(
        "SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE name = 'my_vouchers_no'",
      );
      expect(rows).toEqual([{ generic: 7, custom: 5 }]);
    } finally {
      await own.close();
    }
  });
});
