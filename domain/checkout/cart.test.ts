// Cart rules on PostgreSQL (spec §4), and the guest cart merge at sign-in.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupLiveDealIds } from "../../tests/support/free-deals";
import { setupTestDatabase } from "../../tests/support/test-database";
import { cartItems, dealPackages, deals } from "#db/schema.server";
import { createCustomer } from "#domain/demo/factories.server";
import {
  addToCart,
  cartCount,
  cartQuantity,
  clearCart,
  getCart,
  guestCartSchema,
  mergeGuestCart,
  removeFromCart,
  setCartQuantity,
} from "./cart.server";
import { MAX_LINE_QUANTITY, priceCart } from "./checkout.server";
import { setupTestShop } from "../../tests/support/buy-vouchers";

const t = setupTestDatabase({ seeded: true });
const shop = setupTestShop(t);
const DAY = 86_400_000;
const live = setupLiveDealIds(t);

const newUser = async () => (await createCustomer(t.db)).id;

const lines = async (userId: string) =>
  (await getCart(t.db, userId, "no")).map((l) => [l.dealId, l.packageKind, l.quantity]);

describe("server cart", () => {
  it("adds a line, raises the same deal and package, keeps another package as its own line", async () => {
    const user = await newUser();
    const deal = live[0]!;
    expect(await addToCart(t.db, user, { dealId: deal, packageKind: "basic", quantity: 1 })).toBe(true);
    await addToCart(t.db, user, { dealId: deal, packageKind: "basic", quantity: 2 });
    await addToCart(t.db, user, { dealId: deal, packageKind: "premium", quantity: 1 });
    expect(await lines(user)).toEqual([
      [deal, "basic", 3],
      [deal, "premium", 1],
    ]);
    expect(cartCount(await getCart(t.db, user, "no"))).toBe(4);
  });

  it("keeps a line within the checkout's quantity limit", async () => {
    const user = await newUser();
    const deal = live[1]!;
    await addToCart(t.db, user, { dealId: deal, packageKind: "basic", quantity: 5 });
    await addToCart(t.db, user, { dealId: deal, packageKind: "basic", quantity: 5 });
    await addToCart(t.db, user, { dealId: deal, packageKind: "basic", quantity: 5 });
    expect(await lines(user)).toEqual([[deal, "basic", MAX_LINE_QUANTITY]]);
    await setCartQuantity(t.db, user, { dealId: deal, packageKind: "basic" }, 99);
    expect(await lines(user)).toEqual([[deal, "basic", MAX_LINE_QUANTITY]]);
  });

  it("sets a quantity, removes a line at 0 or below, removes and clears", async () => {
    const user = await newUser();
    const [a, b, c] = [live[2]!, live[3]!, live[4]!];
    for (const dealId of [a, b, c]) await addToCart(t.db, user, { dealId, packageKind: "basic", quantity: 1 });
    await setCartQuantity(t.db, user, { dealId: a, packageKind: "basic" }, 4);
    await setCartQuantity(t.db, user, { dealId: b, packageKind: "basic" }, -2);
    expect(await lines(user)).toEqual([
      [a, "basic", 4],
      [c, "basic", 1],
    ]);
    await removeFromCart(t.db, user, { dealId: c, packageKind: "basic" });
    expect(await lines(user)).toEqual([[a, "basic", 4]]);
    await clearCart(t.db, user);
    expect(await lines(user)).toEqual([]);
  });

  it("refuses a deal that cannot be bought and hides a line whose deal ended", async () => {
    const user = await newUser();
    const deal = live[5]!;
    expect(await addToCart(t.db, user, { dealId: 2_000_000_000, packageKind: "basic", quantity: 1 })).toBe(false);
    await addToCart(t.db, user, { dealId: deal, packageKind: "basic", quantity: 1 });
    const later = new Date(Date.now() + 10 * 365 * DAY);
    expect(await getCart(t.db, user, "no", later)).toEqual([]);
    expect(await addToCart(t.db, user, { dealId: deal, packageKind: "basic", quantity: 1 }, later)).toBe(false);
    expect(await lines(user)).toEqual([[deal, "basic", 1]]);
  });

  it("counts for the header badge the quantities of the lines the cart shows", async () => {
    const user = await newUser();
    expect(await cartQuantity(t.db, user)).toBe(0);
    await addToCart(t.db, user, { dealId: live[6]!, packageKind: "basic", quantity: 2 });
    await addToCart(t.db, user, { dealId: live[6]!, packageKind: "premium", quantity: 1 });
    await addToCart(t.db, user, { dealId: live[7]!, packageKind: "basic", quantity: 3 });
    expect(await cartQuantity(t.db, user)).toBe(cartCount(await getCart(t.db, user, "no")));
    expect(await cartQuantity(t.db, user)).toBe(6);
    // A deal that ended leaves the cart's lines, and so the count.
    const later = new Date(Date.now() + 10 * 365 * DAY);
    expect(await cartQuantity(t.db, user, later)).toBe(0);
    expect(await cartQuantity(t.db, await newUser())).toBe(0);
  });

  it("remembers the price seen when added, so a changed price shows", async () => {
    const user = await newUser();
    const deal = live[6]!;
    await addToCart(t.db, user, { dealId: deal, packageKind: "basic", quantity: 1 });
    const [before] = await getCart(t.db, user, "no");
    expect(before!.seenUnitPriceOre).toBe(before!.unitPriceOre);
    await t.db
      .update(dealPackages)
      .set({ priceOre: before!.unitPriceOre + 10_000 })
      .where(and(eq(dealPackages.dealId, deal), eq(dealPackages.kind, "basic")));
    const [after] = await getCart(t.db, user, "no");
    expect(after!.unitPriceOre).toBe(before!.unitPriceOre + 10_000);
    expect(after!.seenUnitPriceOre).toBe(before!.unitPriceOre);
  });

  it("counts every one of many concurrent adds", async () => {
    const user = await newUser();
    const deal = live[7]!;
    await Promise.all(
      Array.from({ length: 8 }, () => addToCart(t.db, user, { dealId: deal, packageKind: "basic", quantity: 1 })),
    );
    expect(await lines(user)).toEqual([[deal, "basic", 8]]);
  });
});

describe("guest cart merge at sign-in", () => {
  it("adds the guest's quantities to the same lines and keeps the rest", async () => {
    const user = await newUser();
    const [a, b] = [live[8]!, live[9]!];
    await addToCart(t.db, user, { dealId: a, packageKind: "basic", quantity: 2 });
    const guest = [
      { dealId: a, packageKind: "basic" as const, quantity: 1 },
      { dealId: b, packageKind: "premium" as const, quantity: 3 },
    ];
    expect(await mergeGuestCart(t.db, user, randomUUID(), guest)).toBe(true);
    expect(await lines(user)).toEqual([
      [a, "basic", 3],
      [b, "premium", 3],
    ]);
  });

  it("merges the same guest cart once, also when the browser sends it again", async () => {
    const user = await newUser();
    const mergeId = randomUUID();
    const guest = [{ dealId: live[10]!, packageKind: "basic" as const, quantity: 2 }];
    expect(await mergeGuestCart(t.db, user, mergeId, guest)).toBe(true);
    expect(await mergeGuestCart(t.db, user, mergeId, guest)).toBe(false);
    expect(await lines(user)).toEqual([[live[10]!, "basic", 2]]);
  });

  it("merges once when two requests with the same guest cart arrive together", async () => {
    const user = await newUser();
    const mergeId = randomUUID();
    const guest = [
      { dealId: live[11]!, packageKind: "basic" as const, quantity: 1 },
      { dealId: live[12]!, packageKind: "basic" as const, quantity: 2 },
    ];
    const results = await Promise.all(Array.from({ length: 6 }, () => mergeGuestCart(t.db, user, mergeId, guest)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await lines(user)).toEqual([
      [live[11]!, "basic", 1],
      [live[12]!, "basic", 2],
    ]);
  });

  it("keeps a guest line's gift (recipient, greeting, day), also one whose day has passed since", async () => {
    const user = await newUser();
    const gift = {
      recipientName: "Ola",
      recipientEmail: "ola@example.no",
      message: "Gratulerer!",
      deliverOn: "2030-05-17",
    };
    const late = { recipientName: "Per", recipientEmail: "per@example.no", message: "", deliverOn: "2020-01-01" };
    // As the browser posts it to /cart/merge.
    const posted = guestCartSchema.parse(
      JSON.parse(
        JSON.stringify([
          { dealId: live[15]!, packageKind: "basic", quantity: 1, gift },
          { dealId: live[16]!, packageKind: "basic", quantity: 1, gift: late },
          { dealId: live[17]!, packageKind: "basic", quantity: 2 },
        ]),
      ),
    );
    expect(await mergeGuestCart(t.db, user, randomUUID(), posted)).toBe(true);
    const merged = await getCart(t.db, user, "no");
    expect(merged.map((l) => [l.dealId, l.gift])).toEqual([
      [live[15]!, gift],
      [live[16]!, late],
      [live[17]!, null],
    ]);
  });

  it("keeps one user's merge id apart from another's", async () => {
    const [first, second] = [await newUser(), await newUser()];
    const mergeId = randomUUID();
    const guest = [{ dealId: live[13]!, packageKind: "basic" as const, quantity: 1 }];
    expect(await mergeGuestCart(t.db, first, mergeId, guest)).toBe(true);
    expect(await mergeGuestCart(t.db, second, mergeId, guest)).toBe(true);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.dealId, live[13]!))).toHaveLength(2);
  });
});

describe("a deal that has not started", () => {
  it("cannot enter any cart: signed in, merged from a guest, priced for a guest, or bought", async () => {
    const dealId = live[14]!;
    const startsAt = new Date(Date.now() + 3 * DAY);
    await t.db.update(deals).set({ startsAt }).where(eq(deals.id, dealId));
    const user = await newUser();
    const line = { dealId, packageKind: "basic" as const, quantity: 1 };

    expect(await addToCart(t.db, user, line)).toBe(false);
    expect(await mergeGuestCart(t.db, user, randomUUID(), [line])).toBe(true);
    expect(await lines(user)).toEqual([]);
    // A line from before the start was moved later is not shown either.
    await t.db.insert(cartItems).values({ userId: user, ...line, seenUnitPriceOre: 100 });
    expect(await getCart(t.db, user, "no")).toEqual([]);
    // The guest's cart priced on the server, and checkout.
    expect((await priceCart(t.db, "no", [line])).problems).toEqual([
      { dealId, packageKind: "basic", reason: "unavailable" },
    ]);
    const order = await shop.buy(t.db, { lines: [line], email: "kjoper@example.no", userId: user, language: "no" });
    expect(order).toEqual({ ok: false, reason: "unavailable" });

    // From its start, it can.
    const started = new Date(startsAt.getTime() + DAY);
    expect(await addToCart(t.db, user, line, started)).toBe(true);
    expect((await getCart(t.db, user, "no", started)).map((l) => l.dealId)).toEqual([dealId]);
  });
});
