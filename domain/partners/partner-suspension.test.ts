// Suspending a partner: an admin's rejection of an approved partner takes its deals off sale
// (not found, not searched, not added to a cart, not bought), ends its owner's sessions, revokes
// its API keys and closes key creation, redemption and deal editing, in one transaction.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { setupTestShop } from "../../tests/support/buy-vouchers";
import { auditLog, deals, partners, users, vouchers } from "#db/schema.server";
import { registerAccount } from "#domain/accounts/accounts.server";
import { createSession, findSessionUser } from "#domain/accounts/sessions.server";
import { getDeal, searchDeals } from "#domain/catalog/catalog.server";
import { dealFiltersSchema } from "#domain/catalog/deal-filters.server";
import { addToCart } from "#domain/checkout/cart.server";
import { priceCart } from "#domain/checkout/checkout.server";
import { createMailer } from "#domain/platform/mail.server";
import { lookupVoucher, redeemVoucher, type RedemptionLimits } from "#domain/vouchers/redemptions.server";
import { osloDay, parseDealInput } from "./deal-input.server";
import { validDealFields } from "./deal-form-fields.fixture";
import { createApiKey, partnerIdForApiKey } from "./partner-api-keys.server";
import { changeDealStatus, createDeal, getDealForEdit, updateDeal, type PartnerRef } from "./partner-deals.server";
import { decidePartner } from "./partner-moderation.server";

const test = setupTestDatabase({ seeded: true });
const shop = setupTestShop(test);
const mailer = createMailer(undefined, "MagicDeals <no-reply@magicdeals.no>");
const limits: RedemptionLimits = {
  perPartner: { max: 1000, windowSeconds: 900 },
  perIp: { max: 1000, windowSeconds: 900 },
};

async function adminId() {
  const [admin] = await test.db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
  return admin!.id;
}

/** The demo partner, which owns deal 1 (published, with packages), and its owner. */
async function demoPartner(): Promise<PartnerRef & { title: string }> {
  const [row] = await test.db
    .select({ id: partners.id, userId: partners.ownerUserId, title: deals.title })
    .from(deals)
    .innerJoin(partners, eq(partners.id, deals.partnerId))
    .where(eq(deals.id, 1));
  return { id: row!.id, userId: row!.userId!, title: row!.title };
}

async function buyer() {
  const email = `kjoper-${crypto.randomUUID()}@example.no`;
  const account = await registerAccount(test.db, { name: "Kari Nordmann", email, password: "passord-123" });
  if (!account.ok) throw new Error("no account");
  return { userId: account.user.id, email };
}

const buy = (who: { userId: string; email: string }, dealId: number) =>
  shop.buy(test.db, {
    lines: [{ dealId, packageKind: "basic", quantity: 1 }],
    email: who.email,
    userId: who.userId,
    language: "no",
  });

const decide = async (partnerId: string, approve: boolean) =>
  decidePartner(test.db, mailer, {
    adminId: await adminId(),
    partnerId,
    decision: approve ? { approve: true } : { approve: false, reason: "Brudd på vilkårene" },
    dashboardUrl: "https://magicdeals.test/business/dashboard",
  });

const searchIds = async (q: string) =>
  (await searchDeals(test.db, "no", dealFiltersSchema.parse({ q }))).deals.map((deal) => deal.id);

function dealInput() {
  const day = (offset: number) => osloDay(new Date(Date.now() + offset * 86_400_000));
  const parsed = parseDealInput(
    { ...validDealFields(day(0), day(30)), title: "Nytt tilbud" },
    ["beauty-spa"],
    new Date(),
  );
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.input;
}

describe("suspending an approved partner", () => {
  it("takes its deals off sale and closes its sessions, keys, redemption and deal editing at once", async () => {
    const partner = await demoPartner();
    const customer = await buyer();
    const bought = await buy(customer, 1);
    if (!bought.ok) throw new Error("the purchase before the suspension failed");
    const [voucher] = await test.db.select().from(vouchers).where(eq(vouchers.orderId, bought.orderId));
    const session = await createSession(test.db, partner.userId, false);
    const key = await createApiKey(test.db, partner.id, "Kassasystem");
    if (!key.ok) throw new Error("no key");
    expect(await searchIds(partner.title)).toContain(1);

    expect((await decide(partner.id, false)).ok).toBe(true);

    // Off sale everywhere: the deal page, the search (its narrow copy), the cart, the checkout.
    expect(await getDeal(test.db, "no", 1)).toBeUndefined();
    expect(await searchIds(partner.title)).not.toContain(1);
    expect(await addToCart(test.db, customer.userId, { dealId: 1, packageKind: "basic", quantity: 1 })).toBe(false);
    const cart = await priceCart(test.db, "no", [{ dealId: 1, packageKind: "basic", quantity: 1 }]);
    expect(cart.problems).toEqual([{ dealId: 1, packageKind: "basic", reason: "unavailable" }]);
    expect(await buy(customer, 1)).toEqual({ ok: false, reason: "unavailable" });

    // The partner's ways in are closed.
    expect(await findSessionUser(test.db, session.token)).toBeNull();
    expect(await partnerIdForApiKey(test.db, key.key)).toBeNull();
    expect(await createApiKey(test.db, partner.id, "Ny nøkkel")).toEqual({ ok: false, reason: "partnerNotApproved" });
    const counter = { partnerId: partner.id, userId: partner.userId, ip: "203.0.113.7", code: voucher!.code };
    expect(await lookupVoucher(test.db, counter, limits)).toEqual({ ok: false, reason: "unknown" });
    expect(await redeemVoucher(test.db, counter, limits)).toEqual({ ok: false, reason: "unknown" });
    const [still] = await test.db
      .select({ status: vouchers.status })
      .from(vouchers)
      .where(eq(vouchers.id, voucher!.id));
    expect(still?.status).toBe("active");
    expect(await updateDeal(test.db, partner, 1, dealInput(), null)).toEqual({ ok: false, reason: "notFound" });
    expect(await createDeal(test.db, partner, dealInput(), "0".repeat(64))).toEqual({ ok: false, reason: "notFound" });
    expect(await changeDealStatus(test.db, partner, 1, "resume")).toEqual({ ok: false, reason: "partnerNotApproved" });
    expect(await changeDealStatus(test.db, partner, 1, "end")).toEqual({ ok: false, reason: "partnerNotApproved" });

    // Each deal taken off sale has its audit row, by the admin.
    const audit = await test.db
      .select({ actor: auditLog.actorUserId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, "deal.suspend"), eq(auditLog.subjectId, "1")));
    expect(audit).toEqual([
      { actor: await adminId(), details: { from: "published", to: "paused", reason: "Brudd på vilkårene" } },
    ]);

    // Approved again, the partner puts its deal back on sale itself; the revoked key stays revoked.
    expect((await decide(partner.id, true)).ok).toBe(true);
    expect(await getDeal(test.db, "no", 1)).toBeUndefined();
    expect((await getDealForEdit(test.db, partner.id, 1))?.status).toBe("paused");
    expect(await changeDealStatus(test.db, partner, 1, "resume")).toEqual({ ok: true });
    expect((await getDeal(test.db, "no", 1))?.buyable).toBe(true);
    expect(await partnerIdForApiKey(test.db, key.key)).toBeNull();
  });

  it("a resume racing the suspension never leaves the deal on sale", async () => {
    const partner = await demoPartner();
    for (let round = 0; round < 5; round += 1) {
      expect(await changeDealStatus(test.db, partner, 1, "pause")).toEqual({ ok: true });
      const [, resumed] = await Promise.all([
        decide(partner.id, false),
        changeDealStatus(test.db, partner, 1, "resume"),
      ]);
      expect(await getDeal(test.db, "no", 1)).toBeUndefined();
      expect([{ ok: true }, { ok: false, reason: "partnerNotApproved" }]).toContainEqual(resumed);
      expect((await decide(partner.id, true)).ok).toBe(true);
      expect(await changeDealStatus(test.db, partner, 1, "resume")).toEqual({ ok: true });
    }
  });

  it("rejecting a pending partner leaves nothing to suspend, and a pending partner gets no API key", async () => {
    const [pending] = await test.db
      .insert(partners)
      .values({
        name: "Venter AS",
        orgNumber: "998877665",
        email: "post@venter.example.no",
        phone: "+4791234567",
        city: "Oslo",
        address: "Gata 1",
        descriptionNo: "En bedrift som venter.",
        status: "pending",
      })
      .returning({ id: partners.id });
    expect(await createApiKey(test.db, pending!.id, "Kassasystem")).toEqual({
      ok: false,
      reason: "partnerNotApproved",
    });
    expect((await decide(pending!.id, false)).ok).toBe(true);
    expect(await createApiKey(test.db, pending!.id, "Kassasystem")).toEqual({
      ok: false,
      reason: "partnerNotApproved",
    });
  });
});
