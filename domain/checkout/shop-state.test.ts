// The header's cart and hearts come from one query: it must say exactly what getCart, cartQuantity
// and wishlistDealIds say, lines that cannot be bought now left out, in the same order.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dealPackages, deals } from "#db/schema.server";
import { addToWishlist, wishlistDealIds } from "#domain/catalog/wishlist.server";
import { createSession, endSession, findSessionUser } from "#domain/accounts/sessions.server";
import { createCustomer } from "#domain/demo/factories.server";
import { setupLiveDealIds } from "../../tests/support/free-deals";
import { setupTestDatabase } from "../../tests/support/test-database";
import { addToCart, cartQuantity, getCart } from "./cart.server";
import {
  cartAndWishlist,
  cartCountAndWishlist,
  sessionUserAndShop,
  sessionUserAndShopSummary,
} from "./shop-state.server";

const t = setupTestDatabase({ seeded: true });
const live = setupLiveDealIds(t);

describe("a signed-in visitor's cart and hearts in one query", () => {
  it("gives the same lines, badge number and saved deals as the cart's and the wishlist's own functions", async () => {
    const user = (await createCustomer(t.db)).id;
    const [first, second, third, fourth] = live as [number, number, number, number];
    const start = Date.now();
    await addToCart(t.db, user, { dealId: second, packageKind: "basic", quantity: 2 }, new Date(start));
    await addToCart(t.db, user, { dealId: first, packageKind: "premium", quantity: 1 }, new Date(start + 1));
    await addToCart(
      t.db,
      user,
      {
        dealId: first,
        packageKind: "basic",
        quantity: 1,
        gift: { recipientName: "Ola", recipientEmail: "ola@example.no", message: "God jul!", deliverOn: "2026-12-24" },
      },
      new Date(start + 2),
    );
    await addToCart(t.db, user, { dealId: third, packageKind: "basic", quantity: 3 });
    await addToCart(t.db, user, { dealId: fourth, packageKind: "basic", quantity: 4 });
    await addToWishlist(t.db, user, fourth, new Date(start));
    await addToWishlist(t.db, user, first, new Date(start + 1));
    await addToWishlist(t.db, user, third, new Date(start + 2));
    // A deal taken off sale and a package no longer sold: their lines are not shown or counted.
    await t.db.update(deals).set({ status: "paused" }).where(eq(deals.id, third));
    await t.db
      .update(dealPackages)
      .set({ active: false })
      .where(and(eq(dealPackages.dealId, fourth), eq(dealPackages.kind, "basic")));
    // An English title on one deal, none on the other: English falls back to the Norwegian one.
    await t.db.update(deals).set({ titleEn: "Spa day for two" }).where(eq(deals.id, second));
    await t.db.update(deals).set({ titleEn: null }).where(eq(deals.id, first));

    for (const lang of ["no", "en"] as const) {
      const together = await cartAndWishlist(t.db, user, lang);
      expect(together).toEqual({
        cart: await getCart(t.db, user, lang),
        wishlistIds: await wishlistDealIds(t.db, user),
      });
      expect(together.cart.map((l) => [l.dealId, l.packageKind, l.quantity])).toEqual([
        [second, "basic", 2],
        [first, "premium", 1],
        [first, "basic", 1],
      ]);
    }
    const english = await cartAndWishlist(t.db, user, "en");
    expect(english.cart[0]!.title).toBe("Spa day for two");
    expect(english.cart[2]!.gift).toMatchObject({ recipientName: "Ola", deliverOn: "2026-12-24" });
    expect(english.wishlistIds).toEqual([fourth, first, third]);

    const summary = await cartCountAndWishlist(t.db, user);
    expect(summary).toEqual({
      cartCount: await cartQuantity(t.db, user),
      wishlistIds: await wishlistDealIds(t.db, user),
    });
    expect(summary.cartCount).toBe(4);
  });

  it("gives an empty cart and no saved deals to a new customer", async () => {
    const user = (await createCustomer(t.db)).id;
    expect(await cartAndWishlist(t.db, user, "no")).toEqual({ cart: [], wishlistIds: [] });
    expect(await cartCountAndWishlist(t.db, user)).toEqual({ cartCount: 0, wishlistIds: [] });
  });
});

describe("the session's user with the cart and hearts, in one query", () => {
  it("gives what findSessionUser, cartAndWishlist and cartCountAndWishlist give, for that session's user only", async () => {
    const kari = await createCustomer(t.db);
    const ola = await createCustomer(t.db);
    const [first, second] = live as [number, number];
    await addToCart(t.db, kari.id, { dealId: first, packageKind: "basic", quantity: 2 });
    await addToWishlist(t.db, kari.id, second);
    await addToCart(t.db, ola.id, { dealId: second, packageKind: "basic", quantity: 5 });
    const { token } = await createSession(t.db, kari.id, false);
    const user = await findSessionUser(t.db, token);
    expect(user?.id).toBe(kari.id);

    for (const lang of ["no", "en"] as const) {
      expect(await sessionUserAndShop(t.db, token, lang)).toEqual({
        user,
        shop: await cartAndWishlist(t.db, kari.id, lang),
      });
    }
    expect(await sessionUserAndShopSummary(t.db, token)).toEqual({
      user,
      shop: { cartCount: 2, wishlistIds: [second] },
    });
  });

  it("finds nobody for an unknown, oversized, expired or ended session", async () => {
    const kari = await createCustomer(t.db);
    const now = new Date();
    const { token } = await createSession(t.db, kari.id, false, now);
    for (const unknown of [undefined, "", "not-a-session", "x".repeat(201)]) {
      expect(await sessionUserAndShop(t.db, unknown, "no")).toBeNull();
      expect(await sessionUserAndShopSummary(t.db, unknown)).toBeNull();
    }
    const later = new Date(now.getTime() + 13 * 3_600_000);
    expect(await sessionUserAndShop(t.db, token, "no", later)).toBeNull();
    expect(await sessionUserAndShopSummary(t.db, token, later)).toBeNull();
    await endSession(t.db, token);
    expect(await sessionUserAndShop(t.db, token, "no")).toBeNull();
  });
});
