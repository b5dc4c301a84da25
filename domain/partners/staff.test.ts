import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { setupTestShop } from "../../tests/support/buy-vouchers";
import {
  auditLog,
  deals,
  mailMessages,
  partners,
  partnerStaff,
  users,
  voucherEvents,
  vouchers,
} from "#db/schema.server";
import { createSession, findSessionUser } from "#domain/accounts/sessions.server";
import { authenticate } from "#domain/accounts/accounts.server";
import { createCustomer } from "#domain/demo/factories.server";
import { createMailer } from "#domain/platform/mail.server";
import { redeemVoucher, redemptionsToday, undoRedemption } from "#domain/vouchers/redemptions.server";
import {
  acceptInviteAsUser,
  acceptInviteWithNewAccount,
  cancelInvite,
  findInvite,
  findStaffPartnerId,
  inviteStaff,
  listStaff,
  removeStaff,
  STAFF_INVITE_DAYS,
} from "./staff.server";

const t = setupTestDatabase({ seeded: true });
const shop = setupTestShop(t);
const mailer = createMailer(undefined, "MagicDeals <no-reply@magicdeals.no>");
const limits = { perPartner: { max: 1000, windowSeconds: 900 }, perIp: { max: 1000, windowSeconds: 900 } };
const DAY = 86_400_000;

/** The partner that owns deal 1 and its owner's account. */
async function demoPartner() {
  const [row] = await t.db
    .select({ partnerId: deals.partnerId, ownerUserId: partners.ownerUserId, name: partners.name })
    .from(deals)
    .innerJoin(partners, eq(partners.id, deals.partnerId))
    .where(eq(deals.id, 1));
  return { partnerId: row!.partnerId, ownerUserId: row!.ownerUserId!, name: row!.name };
}

let n = 0;
const address = () => `ansatt.${++n}.${crypto.randomUUID().slice(0, 8)}@example.no`;

/** Invites `email` and returns the token of the link in the e-mail it was sent. */
async function invite(email: string, now = new Date()): Promise<string> {
  const partner = await demoPartner();
  const result = await inviteStaff(
    t.db,
    mailer,
    { ...partner, email, language: "no", origin: "https://magicdeals.test" },
    now,
  );
  expect(result).toEqual({ ok: true });
  const [mail] = await t.db
    .select({ text: mailMessages.text, subject: mailMessages.subject })
    .from(mailMessages)
    .where(eq(mailMessages.to, email))
    .orderBy(desc(mailMessages.createdAt))
    .limit(1);
  expect(mail?.subject).toContain(partner.name);
  const token = /\/business\/staff\/join\/([^\s/]+)/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`No invitation link in the mail to ${email}`);
  return token;
}

async function newStaff(name = "Siri Disk") {
  const email = address();
  const token = await invite(email);
  const accepted = await acceptInviteWithNewAccount(t.db, token, { name, password: "disken-2026-hemmelig" });
  if (!accepted.ok) throw new Error(accepted.reason);
  return { email, userId: accepted.userId };
}

describe("inviting staff", () => {
  it("e-mails a link that makes a new account staff of the partner once, and signs in with its password", async () => {
    const partner = await demoPartner();
    const email = address();
    const token = await invite(email);
    expect(await findInvite(t.db, token)).toMatchObject({ partnerName: partner.name, email, state: "usable" });
    expect((await listStaff(t.db, partner.partnerId)).invites.map((i) => i.email)).toContain(email);

    const accepted = await acceptInviteWithNewAccount(t.db, token, {
      name: "Per Disk",
      password: "disken-2026-hemmelig",
    });
    expect(accepted.ok).toBe(true);
    if (!accepted.ok) return;
    expect(await findStaffPartnerId(t.db, accepted.userId)).toBe(partner.partnerId);
    expect(await authenticate(t.db, email, "disken-2026-hemmelig")).toMatchObject({ email, role: "user" });
    const list = await listStaff(t.db, partner.partnerId);
    expect(list.staff).toContainEqual(expect.objectContaining({ userId: accepted.userId, name: "Per Disk", email }));
    expect(list.invites.map((i) => i.email)).not.toContain(email);

    // Used once: the same link again (with another name) is refused and makes no account.
    expect(await findInvite(t.db, token)).toMatchObject({ state: "used" });
    expect(await acceptInviteWithNewAccount(t.db, token, { name: "Igjen", password: "disken-2026-hemmelig" })).toEqual({
      ok: false,
      reason: "unusable",
    });
    const customer = await createCustomer(t.db, { name: "Kunde", email: address() });
    expect(await acceptInviteAsUser(t.db, token, customer.id)).toEqual({ ok: false, reason: "unusable" });
    expect(await findStaffPartnerId(t.db, customer.id)).toBeNull();
  });

  it("lets one of two simultaneous uses of a link win", async () => {
    const token = await invite(address());
    const [a, b] = await Promise.all([
      createCustomer(t.db, { name: "A", email: address() }),
      createCustomer(t.db, { name: "B", email: address() }),
    ]);
    const results = await Promise.all([acceptInviteAsUser(t.db, token, a.id), acceptInviteAsUser(t.db, token, b.id)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  it(`refuses a link after ${STAFF_INVITE_DAYS} days, a withdrawn one, and one replaced by a newer invitation`, async () => {
    const partner = await demoPartner();
    const old = new Date(Date.now() - (STAFF_INVITE_DAYS + 1) * DAY);
    const expired = await invite(address(), old);
    expect(await findInvite(t.db, expired)).toMatchObject({ state: "expired" });
    expect(await acceptInviteWithNewAccount(t.db, expired, { name: "Sen", password: "disken-2026-hemmelig" })).toEqual({
      ok: false,
      reason: "unusable",
    });

    const email = address();
    const first = await invite(email);
    const second = await invite(email);
    expect(await findInvite(t.db, first)).toMatchObject({ state: "used" });
    const pending = (await listStaff(t.db, partner.partnerId)).invites.filter((i) => i.email === email);
    expect(pending).toHaveLength(1);
    expect(await cancelInvite(t.db, { ...partner, inviteId: pending[0]!.id })).toBe(true);
    expect(await cancelInvite(t.db, { ...partner, inviteId: pending[0]!.id })).toBe(false);
    expect(await acceptInviteWithNewAccount(t.db, second, { name: "Nei", password: "disken-2026-hemmelig" })).toEqual({
      ok: false,
      reason: "unusable",
    });
    expect(await findInvite(t.db, "no-such-token")).toBeNull();
  });

  it("lets an existing customer accept while signed in, but not an owner or an admin, and keeps the link for them", async () => {
    const partner = await demoPartner();
    const token = await invite(address());
    const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
    expect(await acceptInviteAsUser(t.db, token, admin!.id)).toEqual({ ok: false, reason: "notEligible" });
    expect(await acceptInviteAsUser(t.db, token, partner.ownerUserId)).toEqual({ ok: false, reason: "notEligible" });
    // An address with an account accepts by signing in, not with a second account.
    const existing = await createCustomer(t.db, { name: "Har Konto", email: address() });
    const forExisting = await invite(existing.email);
    expect(await findInvite(t.db, forExisting)).toMatchObject({ accountExists: true });
    expect(
      await acceptInviteWithNewAccount(t.db, forExisting, { name: "Dobbel", password: "disken-2026-hemmelig" }),
    ).toEqual({ ok: false, reason: "accountExists" });
    // The refusals rolled back: both links still work.
    expect(await acceptInviteAsUser(t.db, forExisting, existing.id)).toMatchObject({ ok: true });
    const customer = await createCustomer(t.db, { name: "Kunde", email: address() });
    expect(await acceptInviteAsUser(t.db, token, customer.id)).toMatchObject({ ok: true });
    expect(await findStaffPartnerId(t.db, customer.id)).toBe(partner.partnerId);
  });

  it("refuses to invite the owner's own address or someone already on the staff", async () => {
    const partner = await demoPartner();
    const [owner] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, partner.ownerUserId));
    const ask = (email: string) =>
      inviteStaff(t.db, mailer, { ...partner, email, language: "en", origin: "https://magicdeals.test" });
    expect(await ask(owner!.email.toUpperCase())).toEqual({ ok: false, reason: "owner" });
    const staff = await newStaff();
    expect(await ask(staff.email)).toEqual({ ok: false, reason: "alreadyStaff" });
  });
});

describe("removing staff", () => {
  it("ends every session of the removed staff member at once and audits it", async () => {
    const partner = await demoPartner();
    const staff = await newStaff("Fjernes Snart");
    const sessions = await Promise.all([
      createSession(t.db, staff.userId, false),
      createSession(t.db, staff.userId, true),
    ]);
    for (const s of sessions) expect(await findSessionUser(t.db, s.token)).toMatchObject({ id: staff.userId });

    // Another partner's owner cannot remove them.
    const [other] = await t.db
      .select({ id: partners.id, owner: partners.ownerUserId })
      .from(partners)
      .where(eq(partners.status, "approved"))
      .then((rows) => rows.filter((r) => r.id !== partner.partnerId));
    expect(
      await removeStaff(t.db, { partnerId: other!.id, ownerUserId: other!.owner!, staffUserId: staff.userId }),
    ).toBe(false);
    expect(await findStaffPartnerId(t.db, staff.userId)).toBe(partner.partnerId);

    expect(await removeStaff(t.db, { ...partner, staffUserId: staff.userId })).toBe(true);
    for (const s of sessions) expect(await findSessionUser(t.db, s.token)).toBeNull();
    expect(await findStaffPartnerId(t.db, staff.userId)).toBeNull();
    expect(await t.db.select().from(partnerStaff).where(eq(partnerStaff.userId, staff.userId))).toEqual([]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "staff.removed"), eq(auditLog.subjectId, partner.partnerId)));
    expect(audits.map((a) => a.details)).toContainEqual({ userId: staff.userId });
    expect(audits.find((a) => a.details.userId === staff.userId)?.actorUserId).toBe(partner.ownerUserId);
    expect(await removeStaff(t.db, { ...partner, staffUserId: staff.userId })).toBe(false);
  });
});

describe("staff at the counter", () => {
  it("records the staff member as the one who redeemed, and does not let them undo", async () => {
    const partner = await demoPartner();
    const staff = await newStaff("Kari Kasse");
    const email = address();
    const buyer = await createCustomer(t.db, { name: "Kjøper", email });
    const order = await shop.buy(t.db, {
      lines: [{ dealId: 1, packageKind: "basic", quantity: 1 }],
      email,
      userId: buyer.id,
      language: "no",
    });
    if (!order.ok) throw new Error(order.reason);
    const [voucher] = await t.db.select().from(vouchers).where(eq(vouchers.orderId, order.orderId));
    const at = { partnerId: partner.partnerId, userId: staff.userId, ip: "10.9.0.1", code: voucher!.code };
    expect((await redeemVoucher(t.db, at, limits)).ok).toBe(true);

    const [event] = await t.db
      .select({ actor: voucherEvents.actorUserId })
      .from(voucherEvents)
      .where(and(eq(voucherEvents.voucherId, voucher!.id), eq(voucherEvents.toStatus, "redeemed")));
    expect(event?.actor).toBe(staff.userId);
    const [audit] = await t.db
      .select({ actor: auditLog.actorUserId })
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, voucher!.id), eq(auditLog.action, "voucher.redeem")));
    expect(audit?.actor).toBe(staff.userId);

    const asStaff = await redemptionsToday(t.db, partner.partnerId, new Date(), "staff");
    expect(asStaff.find((r) => r.code === voucher!.code)).toMatchObject({ redeemedBy: "Kari Kasse", undoable: false });
    const asOwner = await redemptionsToday(t.db, partner.partnerId, new Date(), "owner");
    expect(asOwner.find((r) => r.code === voucher!.code)).toMatchObject({ undoable: true });
    expect(await undoRedemption(t.db, at)).toEqual({ ok: false, reason: "tooLate" });
  });
});
