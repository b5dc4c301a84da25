// Wishlist rules on PostgreSQL (spec §4), and the guest wishlist merge at sign-in.
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { deals } from "#db/schema.server";
import { createCustomer } from "#domain/demo/factories.server";
import {
  addToWishlist,
  clearWishlist,
  isInWishlist,
  mergeGuestWishlist,
  removeFromWishlist,
  toggleWishlist,
  wishlistCount,
  wishlistDealIds,
} from "./wishlist.server";

const t = setupTestDatabase({ seeded: true });
let ids: number[] = [];

beforeAll(async () => {
  ids = (await t.db.select({ id: deals.id }).from(deals).orderBy(asc(deals.id)).limit(10)).map((r) => r.id);
});

const newUser = async () => (await createCustomer(t.db, { name: "Ola" })).id;

describe("server wishlist", () => {
  it("ignores adding a deal that is already there, and an unknown deal", async () => {
    const user = await newUser();
    await addToWishlist(t.db, user, ids[0]!);
    await addToWishlist(t.db, user, ids[0]!);
    await addToWishlist(t.db, user, 2_000_000_000);
    expect(await wishlistDealIds(t.db, user)).toEqual([ids[0]]);
    expect(await wishlistCount(t.db, user)).toBe(1);
  });

  it("removes by id, checks membership and clears", async () => {
    const user = await newUser();
    for (const id of ids.slice(0, 3)) await addToWishlist(t.db, user, id);
    await removeFromWishlist(t.db, user, ids[1]!);
    expect(await isInWishlist(t.db, user, ids[1]!)).toBe(false);
    expect(await isInWishlist(t.db, user, ids[2]!)).toBe(true);
    expect(await wishlistCount(t.db, user)).toBe(2);
    await clearWishlist(t.db, user);
    expect(await wishlistCount(t.db, user)).toBe(0);
  });

  it("toggles: in becomes out, out becomes in", async () => {
    const user = await newUser();
    expect(await toggleWishlist(t.db, user, ids[4]!)).toBe(true);
    expect(await isInWishlist(t.db, user, ids[4]!)).toBe(true);
    expect(await toggleWishlist(t.db, user, ids[4]!)).toBe(false);
    expect(await isInWishlist(t.db, user, ids[4]!)).toBe(false);
  });

  it("keeps one row under many concurrent adds", async () => {
    const user = await newUser();
    await Promise.all(Array.from({ length: 10 }, () => addToWishlist(t.db, user, ids[5]!)));
    expect(await wishlistCount(t.db, user)).toBe(1);
  });

  it("merges a guest wishlist as a union, and twice changes nothing", async () => {
    const user = await newUser();
    await addToWishlist(t.db, user, ids[6]!);
    const guest = [ids[6]!, ids[7]!, ids[8]!, ids[7]!];
    await mergeGuestWishlist(t.db, user, guest);
    await Promise.all([mergeGuestWishlist(t.db, user, guest), mergeGuestWishlist(t.db, user, guest)]);
    expect([...(await wishlistDealIds(t.db, user))].sort((a, b) => a - b)).toEqual([ids[6], ids[7], ids[8]]);
  });

  it("saves only a live deal: not one that has not started, is waiting for approval or has ended", async () => {
    const user = await newUser();
    const [notStarted, waiting, ended] = [ids[9]!, ids[3]!, ids[2]!];
    await t.db
      .update(deals)
      .set({ startsAt: new Date(Date.now() + 86_400_000) })
      .where(eq(deals.id, notStarted));
    await t.db.update(deals).set({ status: "pending" }).where(eq(deals.id, waiting));
    await t.db.update(deals).set({ status: "ended" }).where(eq(deals.id, ended));
    for (const id of [notStarted, waiting, ended]) {
      await addToWishlist(t.db, user, id);
      expect(await toggleWishlist(t.db, user, id)).toBe(false);
    }
    await mergeGuestWishlist(t.db, user, [notStarted, waiting, ended]);
    expect(await wishlistDealIds(t.db, user)).toEqual([]);
  });
});
