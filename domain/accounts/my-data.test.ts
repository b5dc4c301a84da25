import { and, asc, desc, eq, gt } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestShop } from "../../tests/support/buy-vouchers";
import { outboxMailer, TEST_ORIGIN } from "../../tests/support/shop-services";
import { setupTestDatabase } from "../../tests/support/test-database";
import {
  auditLog,
  bookings,
  cartItems,
  deals,
  mailMessages,
  newsletterSubscribers,
  orderLines,
  orders,
  partners,
  partnerStaff,
  reviews,
  reviewVotes,
  sessions,
  staffInvites,
  users,
  vouchers,
  wishlistItems,
  recentlyViewedDeals,
  dealAlertSubscriptions,
  giftCards,
} from "#db/schema.server";
import { createSigner } from "#domain/platform/signing.server";
import { authenticate, registerAccount } from "./accounts.server";
import { rememberDevice } from "./known-devices.server";
import { updateSettings } from "./account-settings.server";
import { acceptInviteWithNewAccount, inviteStaff } from "#domain/partners/staff.server";
import {
  checkDeletionLink,
  collectMyData,
  deleteAccount,
  exportMyData,
  MY_DATA_LINK_HOURS,
  requestAccountDeletion,
  requestDataExport,
} from "./my-data.server";
import { createSession, findSessionUser } from "./sessions.server";
import { signUp } from "./sign-up.server";
import { writeReview } from "#domain/reviews/reviews.server";
import { voteHelpful } from "#domain/reviews/helpful-votes.server";
import { issueGiftCard } from "#domain/checkout/gift-cards.server";

const t = setupTestDatabase({ seeded: true });
const shop = setupTestShop(t);
const mailer = outboxMailer();
const signer = createSigner("test secret for my data links");
const ctx = { language: "no" as const, origin: TEST_ORIGIN, support: "hjelp@magicdeals.test" };
const PASSWORD = "riktig-passord-42";

let counter = 0;
async function newCustomer(name = "Kari Nordmann") {
  const email = `mine-data.${++counter}@example.no`;
  const result = await registerAccount(t.db, { name, email, password: PASSWORD });
  if (!result.ok) throw new Error(`Could not register ${email}`);
  return result.user;
}

let dealIds: number[] = [];
beforeAll(async () => {
  const live = await t.db
    .select({ id: deals.id })
    .from(deals)
    .where(and(eq(deals.status, "published"), gt(deals.endsAt, new Date(Date.now() + 86_400_000))))
    .orderBy(asc(deals.id))
    .limit(2);
  dealIds = live.map((d) => d.id);
});

async function buyFor(user: { id: string; email: string }, dealId: number) {
  const result = await shop.buy(t.db, {
    lines: [{ dealId, packageKind: "basic", quantity: 1 }],
    email: user.email,
    userId: user.id,
    language: "no",
  });
  if (!result.ok) throw new Error(`Refused: ${result.reason}`);
  return result;
}

/** The token in the newest my-data link e-mailed to `email`. */
async function linkTokenFor(email: string, kind: "my-data" | "delete"): Promise<string> {
  const [mail] = await t.db
    .select({ text: mailMessages.text })
    .from(mailMessages)
    .where(eq(mailMessages.to, email))
    .orderBy(desc(mailMessages.createdAt))
    .limit(1);
  const token = new RegExp(`/account/${kind}/([^\\s/]+)`).exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`No ${kind} link in the mail to ${email}`);
  return token;
}

describe("data export", () => {
  it("e-mails a link whose JSON holds the user's own orders and vouchers, and no hashes or others' data", async () => {
    const kari = await newCustomer("Kari Nordmann");
    const ola = await newCustomer("Ola Hansen");
    const karis = await buyFor(kari, dealIds[0]!);
    const olas = await buyFor(ola, dealIds[1]!);
    await t.db.insert(wishlistItems).values({ userId: kari.id, dealId: dealIds[1]! });
    await t.db.insert(recentlyViewedDeals).values({ userId: kari.id, dealId: dealIds[0]! });
    await t.db.insert(dealAlertSubscriptions).values({ userId: kari.id, cities: ["Bergen"] });
    await createSession(t.db, kari.id, true);
    // An appointment booked with Kari's voucher is hers too.
    const [karisDeal] = await t.db.select({ partnerId: deals.partnerId }).from(deals).where(eq(deals.id, dealIds[0]!));
    const appointment = new Date("2030-01-07T08:00:00Z");
    await t.db.insert(bookings).values({
      voucherId: karis.vouchers[0]!.id,
      partnerId: karisDeal!.partnerId,
      startsAt: appointment,
      endsAt: new Date(appointment.getTime() + 3_600_000),
    });

    await requestDataExport(t.db, mailer, signer, kari.id, ctx);
    const token = await linkTokenFor(kari.email, "my-data");
    const device = rememberDevice(signer, undefined, kari.email);
    const result = await exportMyData(t.db, signer, token, kari.id, device);
    if (!result.ok) throw new Error(`Refused: ${result.problem}`);

    expect(result.filename).toMatch(/^mine-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(result.json);
    expect(data.profile).toMatchObject({ name: "Kari Nordmann", email: kari.email });
    expect(data.orders.map((o: { number: string }) => o.number)).toEqual([karis.number]);
    expect(data.orders[0].lines).toHaveLength(1);
    expect(data.orders[0].vouchers.map((v: { code: string }) => v.code)).toEqual(karis.vouchers.map((v) => v.code));
    expect(data.orders[0].appointments).toEqual([
      expect.objectContaining({
        voucherCode: karis.vouchers[0]!.code,
        startsAt: appointment.toISOString(),
        status: "booked",
      }),
    ]);
    expect(data.wishlist.map((w: { dealId: number }) => w.dealId)).toEqual([dealIds[1]]);
    expect(data.recentlyViewed.map((w: { dealId: number }) => w.dealId)).toEqual([dealIds[0]]);
    expect(data.dealAlerts).toMatchObject({ cities: ["Bergen"], confirmedAt: null });
    expect(data.sessions).toHaveLength(1);
    expect(data.knownDevices.thisBrowser).toEqual({ knownSince: expect.any(String) });
    expect(data.auditEntries.map((a: { action: string }) => a.action)).toContain("user.dataExportRequested");

    const [row] = await t.db.select().from(users).where(eq(users.id, kari.id));
    expect(result.json).not.toContain(row!.passwordHash);
    expect(result.json).not.toMatch(/argon2|idHash|tokenHash|passwordHash/);
    for (const other of [ola.email, olas.number, ...olas.vouchers.map((v) => v.code)]) {
      expect(result.json).not.toContain(other);
    }
  });

  it("refuses a link that has expired, was tampered with, or belongs to another account", async () => {
    const kari = await newCustomer();
    const ola = await newCustomer();
    const asked = new Date(Date.now() - (MY_DATA_LINK_HOURS * 3600 + 60) * 1000);
    await requestDataExport(t.db, mailer, signer, kari.id, ctx, asked);
    const expired = await linkTokenFor(kari.email, "my-data");
    expect(await exportMyData(t.db, signer, expired, kari.id)).toEqual({ ok: false, problem: "expired" });

    await requestDataExport(t.db, mailer, signer, kari.id, ctx);
    const token = await linkTokenFor(kari.email, "my-data");
    expect((await exportMyData(t.db, signer, token, kari.id)).ok).toBe(true);
    // Opened while Ola is signed in: refused, and Kari's data is not shown to him.
    expect(await exportMyData(t.db, signer, token, ola.id)).toEqual({ ok: false, problem: "otherUser" });
    const [id, , signature] = token.split(".") as [string, string, string];
    const later = (Math.floor(Date.now() / 1000) + 30 * 86_400).toString(36);
    expect(await exportMyData(t.db, signer, `${id}.${later}.${signature}`, kari.id)).toEqual({
      ok: false,
      problem: "invalid",
    });
    expect(await exportMyData(t.db, createSigner("another secret"), token, kari.id)).toEqual({
      ok: false,
      problem: "invalid",
    });
    // A deletion link is no download link.
    await requestAccountDeletion(t.db, mailer, signer, kari.id, PASSWORD, ctx);
    const deletion = await linkTokenFor(kari.email, "delete");
    expect(await exportMyData(t.db, signer, deletion, kari.id)).toEqual({ ok: false, problem: "invalid" });
  });

  it("voids its links when the password changes", async () => {
    const kari = await newCustomer();
    await requestDataExport(t.db, mailer, signer, kari.id, ctx);
    const token = await linkTokenFor(kari.email, "my-data");
    await updateSettings(
      t.db,
      mailer,
      kari.id,
      {
        name: "Kari",
        email: kari.email,
        currentPassword: PASSWORD,
        newPassword: "et-helt-nytt-passord",
        confirmPassword: "et-helt-nytt-passord",
      },
      ctx,
    );
    expect(await exportMyData(t.db, signer, token, kari.id)).toEqual({ ok: false, problem: "invalid" });
  });
});

describe("account deletion", () => {
  it("asks for the password, then the e-mailed link anonymises the account, ends its sessions and keeps its orders", async () => {
    const kari = await newCustomer("Kari Nordmann");
    const bought = await buyFor(kari, dealIds[0]!);
    await t.db.insert(wishlistItems).values({ userId: kari.id, dealId: dealIds[1]! });
    await t.db.insert(recentlyViewedDeals).values({ userId: kari.id, dealId: dealIds[1]! });
    await t.db.insert(dealAlertSubscriptions).values({ userId: kari.id, confirmedAt: new Date() });
    await t.db
      .insert(cartItems)
      .values({ userId: kari.id, dealId: dealIds[1]!, packageKind: "basic", quantity: 1, seenUnitPriceOre: 100 });
    await t.db.insert(newsletterSubscribers).values({ email: kari.email, language: "no", confirmedAt: new Date() });
    const phone = await createSession(t.db, kari.id, true);
    const laptop = await createSession(t.db, kari.id, false);

    expect(await requestAccountDeletion(t.db, mailer, signer, kari.id, "feil-passord", ctx)).toEqual({
      ok: false,
      reason: "passwordWrong",
    });
    expect(await requestAccountDeletion(t.db, mailer, signer, kari.id, PASSWORD, ctx)).toEqual({ ok: true });
    // Nothing is deleted until the link is opened.
    expect(await findSessionUser(t.db, phone.token)).not.toBeNull();
    const token = await linkTokenFor(kari.email, "delete");
    expect(await checkDeletionLink(t.db, signer, token, kari.id)).toEqual({ ok: true });

    expect(await deleteAccount(t.db, signer, token, kari.id)).toEqual({ ok: true });

    expect(await findSessionUser(t.db, phone.token)).toBeNull();
    expect(await findSessionUser(t.db, laptop.token)).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, kari.id))).toEqual([]);
    const [row] = await t.db.select().from(users).where(eq(users.id, kari.id));
    expect(row!.name).toBe("");
    expect(row!.email).not.toContain("mine-data");
    expect(row!.passwordHash).not.toMatch(/argon2/);
    expect(await authenticate(t.db, kari.email, PASSWORD)).toBeNull();
    expect(await t.db.select().from(wishlistItems).where(eq(wishlistItems.userId, kari.id))).toEqual([]);
    expect(await t.db.select().from(recentlyViewedDeals).where(eq(recentlyViewedDeals.userId, kari.id))).toEqual([]);
    expect(await t.db.select().from(dealAlertSubscriptions).where(eq(dealAlertSubscriptions.userId, kari.id))).toEqual(
      [],
    );
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, kari.id))).toEqual([]);
    expect(await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, kari.email))).toEqual(
      [],
    );

    // Kept for bokføringsloven: the order (with the buyer's e-mail for the receipt), its lines and vouchers.
    const [order] = await t.db.select().from(orders).where(eq(orders.id, bought.orderId));
    expect(order).toMatchObject({ number: bought.number, email: kari.email });
    expect(await t.db.select().from(orderLines).where(eq(orderLines.orderId, bought.orderId))).toHaveLength(1);
    const kept = await t.db.select().from(vouchers).where(eq(vouchers.orderId, bought.orderId));
    expect(kept.map((v) => v.code)).toEqual(bought.vouchers.map((v) => v.code));

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, kari.id));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["user.deletionRequested", "user.deleted"]));

    // The link is spent, and the address is free for a new account.
    expect(await deleteAccount(t.db, signer, token, kari.id)).toEqual({ ok: false, problem: "invalid" });
    const again = await signUp(t.db, mailer, { name: "Kari Ny", email: kari.email, password: "ny-konto-passord" }, ctx);
    expect(again).toBe("created");
  });

  it("deletes once when the confirmation is sent twice at the same time", async () => {
    const kari = await newCustomer();
    await requestAccountDeletion(t.db, mailer, signer, kari.id, PASSWORD, ctx);
    const token = await linkTokenFor(kari.email, "delete");
    const results = await Promise.all([1, 2, 3].map(() => deleteAccount(t.db, signer, token, kari.id)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const deleted = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, kari.id), eq(auditLog.action, "user.deleted")));
    expect(deleted).toHaveLength(1);
  });

  it("refuses expired, tampered and other accounts' links", async () => {
    const kari = await newCustomer();
    const ola = await newCustomer();
    const asked = new Date(Date.now() - (MY_DATA_LINK_HOURS * 3600 + 60) * 1000);
    await requestAccountDeletion(t.db, mailer, signer, kari.id, PASSWORD, ctx, asked);
    const expired = await linkTokenFor(kari.email, "delete");
    expect(await deleteAccount(t.db, signer, expired, kari.id)).toEqual({ ok: false, problem: "expired" });

    await requestAccountDeletion(t.db, mailer, signer, kari.id, PASSWORD, ctx);
    const token = await linkTokenFor(kari.email, "delete");
    expect(await deleteAccount(t.db, signer, token, ola.id)).toEqual({ ok: false, problem: "otherUser" });
    expect(await deleteAccount(t.db, signer, `${token.slice(0, -2)}xx`, kari.id)).toEqual({
      ok: false,
      problem: "invalid",
    });
    await requestDataExport(t.db, mailer, signer, kari.id, ctx);
    const download = await linkTokenFor(kari.email, "my-data");
    expect(await deleteAccount(t.db, signer, download, kari.id)).toEqual({ ok: false, problem: "invalid" });
    const [row] = await t.db.select().from(users).where(eq(users.id, kari.id));
    expect(row!.email).toBe(kari.email);
    expect(await t.db.select().from(users).where(eq(users.id, ola.id))).toHaveLength(1);
  });

  it("refuses partner owners and admins with a reason", async () => {
    const owner = await newCustomer("Per Partner");
    await t.db.update(users).set({ role: "business" }).where(eq(users.id, owner.id));
    expect(await requestAccountDeletion(t.db, mailer, signer, owner.id, PASSWORD, ctx)).toEqual({
      ok: false,
      reason: "partnerAccount",
    });
    const [partner] = await t.db.select({ id: partners.id }).from(partners).limit(1);
    const customerOwner = await newCustomer();
    await t.db.update(partners).set({ ownerUserId: customerOwner.id }).where(eq(partners.id, partner!.id));
    expect(await requestAccountDeletion(t.db, mailer, signer, customerOwner.id, PASSWORD, ctx)).toEqual({
      ok: false,
      reason: "partnerAccount",
    });
    const admin = await newCustomer();
    await t.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
    expect(await requestAccountDeletion(t.db, mailer, signer, admin.id, PASSWORD, ctx)).toEqual({
      ok: false,
      reason: "adminAccount",
    });
  });
});

describe("a partner's staff member's data (issue 22)", () => {
  it("exports the business they work at and the invitation, and deletion ends the membership and forgets the address", async () => {
    const [partner] = await t.db
      .select({ id: partners.id, name: partners.name, owner: partners.ownerUserId })
      .from(partners)
      .innerJoin(deals, eq(deals.partnerId, partners.id))
      .where(eq(deals.id, dealIds[0]!))
      .limit(1);
    const email = `mine-data.staff.${++counter}@example.no`;
    const invited = await inviteStaff(t.db, mailer, {
      partnerId: partner!.id,
      ownerUserId: partner!.owner!,
      email,
      language: "no",
      origin: TEST_ORIGIN,
    });
    expect(invited).toEqual({ ok: true });
    const [mail] = await t.db.select({ text: mailMessages.text }).from(mailMessages).where(eq(mailMessages.to, email));
    const token = /\/business\/staff\/join\/([^\s/]+)/.exec(mail!.text)![1]!;
    const joined = await acceptInviteWithNewAccount(t.db, token, { name: "Siri Staff", password: PASSWORD });
    if (!joined.ok) throw new Error(joined.reason);

    const data = await collectMyData(t.db, joined.userId);
    expect(data.staff.memberOf).toEqual([{ business: partner!.name, since: expect.any(Date) }]);
    expect(data.staff.invitations).toEqual([expect.objectContaining({ business: partner!.name, email })]);

    expect(await requestAccountDeletion(t.db, mailer, signer, joined.userId, PASSWORD, ctx)).toEqual({ ok: true });
    const link = await linkTokenFor(email, "delete");
    expect(await deleteAccount(t.db, signer, link, joined.userId)).toEqual({ ok: true });
    expect(await t.db.select().from(partnerStaff).where(eq(partnerStaff.userId, joined.userId))).toEqual([]);
    expect(await t.db.select().from(staffInvites).where(eq(staffInvites.email, email))).toEqual([]);
  });
});
describe("reviews in Mine data", () => {
  it("exports the customer's reviews, and the account's deletion removes them from the deal's rating", async () => {
    const kari = await newCustomer("Kari Nordmann");
    const bought = await buyFor(kari, dealIds[0]!);
    // Used at the business (the counter's own rules are tested in redemptions.test.ts).
    await t.db.update(vouchers).set({ status: "redeemed" }).where(eq(vouchers.id, bought.vouchers[0]!.id));
    const before = await dealReviewCount(dealIds[0]!);
    const written = await writeReview(t.db, {
      userId: kari.id,
      voucherId: bought.vouchers[0]!.id,
      rating: 5,
      text: "Nydelig kveld",
      language: "no",
    });
    expect(written.ok).toBe(true);
    expect(await dealReviewCount(dealIds[0]!)).toBe(before + 1);

    await requestDataExport(t.db, mailer, signer, kari.id, ctx);
    const exported = await exportMyData(
      t.db,
      signer,
      await linkTokenFor(kari.email, "my-data"),
      kari.id,
      rememberDevice(signer, undefined, kari.email),
    );
    if (!exported.ok) throw new Error(exported.problem);
    expect(JSON.parse(exported.json).reviews).toMatchObject([{ dealId: dealIds[0], rating: 5, text: "Nydelig kveld" }]);

    await requestAccountDeletion(t.db, mailer, signer, kari.id, PASSWORD, ctx);
    expect(await deleteAccount(t.db, signer, await linkTokenFor(kari.email, "delete"), kari.id)).toEqual({ ok: true });
    expect(await t.db.select().from(reviews).where(eq(reviews.customerId, kari.id))).toEqual([]);
    expect(await dealReviewCount(dealIds[0]!)).toBe(before);
  });
});

describe("helpful votes in Mine data", () => {
  it("exports the reviews a customer found helpful, and the account's deletion forgets who voted", async () => {
    const kari = await newCustomer("Kari Nordmann");
    const bought = await buyFor(kari, dealIds[0]!);
    await t.db.update(vouchers).set({ status: "redeemed" }).where(eq(vouchers.id, bought.vouchers[0]!.id));
    const written = await writeReview(t.db, {
      userId: kari.id,
      voucherId: bought.vouchers[0]!.id,
      rating: 4,
      text: "Fin opplevelse",
      language: "no",
    });
    if (!written.ok) throw new Error(written.reason);
    const ola = await newCustomer("Ola Nordmann");
    expect(await voteHelpful(t.db, { userId: ola.id, reviewId: written.reviewId })).toEqual({
      ok: true,
      counted: true,
      count: 1,
    });

    await requestDataExport(t.db, mailer, signer, ola.id, ctx);
    const exported = await exportMyData(
      t.db,
      signer,
      await linkTokenFor(ola.email, "my-data"),
      ola.id,
      rememberDevice(signer, undefined, ola.email),
    );
    if (!exported.ok) throw new Error(exported.problem);
    expect(JSON.parse(exported.json).helpfulVotes).toMatchObject([{ reviewId: written.reviewId }]);

    await requestAccountDeletion(t.db, mailer, signer, ola.id, PASSWORD, ctx);
    expect(await deleteAccount(t.db, signer, await linkTokenFor(ola.email, "delete"), ola.id)).toEqual({ ok: true });
    expect(await t.db.select().from(reviewVotes).where(eq(reviewVotes.userId, ola.id))).toEqual([]);
    const [review] = await t.db
      .select({ count: reviews.helpfulCount })
      .from(reviews)
      .where(eq(reviews.id, written.reviewId));
    expect(review!.count).toBe(1);
  });
});

async function dealReviewCount(dealId: number): Promise<number> {
  const [row] = await t.db.select({ count: deals.reviewCount }).from(deals).where(eq(deals.id, dealId));
  return row!.count;
}

describe("gift cards in Mine data", () => {
  it("exports the gift cards the customer bought, and the account's deletion keeps them (money records, maybe someone's gift)", async () => {
    const kari = await newCustomer("Kari Nordmann");
    await t.db.transaction((tx) =>
      issueGiftCard(
        tx,
        { code: "GAVE-MINEDATA23", amountOre: 50_000, buyerUserId: kari.id, orderId: null },
        new Date(),
      ),
    );
    await requestDataExport(t.db, mailer, signer, kari.id, ctx);
    const exported = await exportMyData(
      t.db,
      signer,
      await linkTokenFor(kari.email, "my-data"),
      kari.id,
      rememberDevice(signer, undefined, kari.email),
    );
    if (!exported.ok) throw new Error(exported.problem);
    expect(JSON.parse(exported.json).giftCards).toMatchObject([
      { code: "GAVE-MINEDATA23", amountOre: 50_000, balanceOre: 50_000, uses: [] },
    ]);

    await requestAccountDeletion(t.db, mailer, signer, kari.id, PASSWORD, ctx);
    expect(await deleteAccount(t.db, signer, await linkTokenFor(kari.email, "delete"), kari.id)).toEqual({ ok: true });
    const [kept] = await t.db.select().from(giftCards).where(eq(giftCards.code, "GAVE-MINEDATA23"));
    expect(kept).toMatchObject({ balanceOre: 50_000, buyerUserId: kari.id });
  });
});
