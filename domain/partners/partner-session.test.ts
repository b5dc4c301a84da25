// A business page's session, partner and header come from one statement: it must say exactly what
// findSessionUser, the partner's own look-ups (the owner's, the staff member's) and the cart's and
// wishlist's functions say, for every kind of account.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { partnerProfiles, partners, partnerStaff } from "#db/schema.server";
import { createSession, endSession, findSessionUser, type SessionUser } from "#domain/accounts/sessions.server";
import { addToWishlist } from "#domain/catalog/wishlist.server";
import { addToCart } from "#domain/checkout/cart.server";
import { cartAndWishlist } from "#domain/checkout/shop-state.server";
import { createCustomer, createPartner, createUser } from "#domain/demo/factories.server";
import { setupLiveDealIds } from "../../tests/support/free-deals";
import { setupTestDatabase } from "../../tests/support/test-database";
import { sessionPartnerAndShop, type PartnerSession } from "./partner-session.server";
import { findPartnerById, findPartnerOwnedBy } from "./partners.server";
import { findStaffPartnerId } from "./staff.server";

const t = setupTestDatabase({ seeded: true });
const live = setupLiveDealIds(t);

/** What the guard asked one by one before: the session's user, then its partner, then the header. */
async function oneByOne(token: string, lang: "no" | "en"): Promise<PartnerSession | null> {
  const user: SessionUser | null = await findSessionUser(t.db, token);
  if (!user) return null;
  const staffOf = user.role === "user" ? await findStaffPartnerId(t.db, user.id) : null;
  const partner =
    user.role === "business"
      ? await findPartnerOwnedBy(t.db, user.id)
      : staffOf
        ? await findPartnerById(t.db, staffOf)
        : null;
  return {
    user,
    membership: partner
      ? { partner, memberRole: user.role === "business" ? "owner" : "staff" }
      : { partner: null, memberRole: null },
    shop: await cartAndWishlist(t.db, user.id, lang),
  };
}

async function sessionOf(userId: string) {
  return (await createSession(t.db, userId, false)).token;
}

async function expectSameBothWays(token: string) {
  for (const lang of ["no", "en"] as const) {
    const together = await sessionPartnerAndShop(t.db, token, lang);
    expect(together).toEqual(await oneByOne(token, lang));
  }
  return sessionPartnerAndShop(t.db, token, "no");
}

describe("a business page's session, partner and header in one statement", () => {
  it("gives the owner its partner with the plan, trial and confirmation as findPartnerOwnedBy does", async () => {
    const owned = await createPartner(t.db, { plan: "growth" });
    const confirmed = new Date("2026-10-01T08:30:15.123Z");
    await t.db
      .update(partnerProfiles)
      .set({ planConfirmedAt: confirmed, trialEndsAt: new Date("2027-01-31T23:00:00.456Z") })
      .where(eq(partnerProfiles.partnerId, owned.partnerId));
    const found = await expectSameBothWays(await sessionOf(owned.userId));
    expect(found?.membership).toMatchObject({
      memberRole: "owner",
      partner: { id: owned.partnerId, status: "approved", plan: "growth", planConfirmedAt: confirmed },
    });
    expect(found?.membership.partner?.trialEndsAt).toEqual(new Date("2027-01-31T23:00:00.456Z"));
  });

  it("gives a partner without a profile the starter plan, and a suspended one its status and reason", async () => {
    const old = await createPartner(t.db, { plan: null });
    const found = await expectSameBothWays(await sessionOf(old.userId));
    expect(found?.membership.partner).toMatchObject({ plan: "starter", trialEndsAt: null, planConfirmedAt: null });

    const suspended = await createPartner(t.db);
    await t.db.update(partners).set({ status: "rejected" }).where(eq(partners.id, suspended.partnerId));
    await t.db
      .update(partnerProfiles)
      .set({ rejectionReason: "Brudd på vilkårene" })
      .where(eq(partnerProfiles.partnerId, suspended.partnerId));
    const rejected = await expectSameBothWays(await sessionOf(suspended.userId));
    expect(rejected?.membership.partner).toMatchObject({ status: "rejected", rejectionReason: "Brudd på vilkårene" });
  });

  it("gives a staff member (a customer account) the partner it works at, with its cart and hearts", async () => {
    const employer = await createPartner(t.db);
    const staff = await createCustomer(t.db);
    await t.db.insert(partnerStaff).values({ partnerId: employer.partnerId, userId: staff.id });
    const [first, second] = live as [number, number];
    await addToCart(t.db, staff.id, { dealId: first, packageKind: "basic", quantity: 2 });
    await addToWishlist(t.db, staff.id, second);
    const found = await expectSameBothWays(await sessionOf(staff.id));
    expect(found?.membership).toMatchObject({ memberRole: "staff", partner: { id: employer.partnerId } });
    expect(found?.shop.cart.map((line) => [line.dealId, line.quantity])).toEqual([[first, 2]]);
    expect(found?.shop.wishlistIds).toEqual([second]);
  });

  it("gives no partner to a customer, an admin or a business account without a partner", async () => {
    for (const role of ["user", "admin", "business"] as const) {
      const account = await createUser(t.db, { role });
      const found = await expectSameBothWays(await sessionOf(account.id));
      expect(found?.user).toMatchObject({ id: account.id, role });
      expect(found?.membership).toEqual({ partner: null, memberRole: null });
    }
  });

  it("gives an admin no partner even when the account is named a partner's owner", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const partner = await createPartner(t.db);
    await t.db.update(partners).set({ ownerUserId: admin.id }).where(eq(partners.id, partner.partnerId));
    const found = await expectSameBothWays(await sessionOf(admin.id));
    expect(found?.membership).toEqual({ partner: null, memberRole: null });
  });

  it("knows no one for an ended, unknown or missing session", async () => {
    const owned = await createPartner(t.db);
    const token = await sessionOf(owned.userId);
    await endSession(t.db, token);
    expect(await sessionPartnerAndShop(t.db, token, "no")).toBeNull();
    expect(await sessionPartnerAndShop(t.db, "no-such-token", "no")).toBeNull();
    expect(await sessionPartnerAndShop(t.db, undefined, "en")).toBeNull();
    expect(await sessionPartnerAndShop(t.db, "x".repeat(201), "en")).toBeNull();
  });
});
