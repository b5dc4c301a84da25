// "Mine data" (GDPR articles 15, 17 and 20): a customer downloads everything we hold about them,
// or deletes their account, both from the settings and both confirmed by a link e-mailed to the
// account's address, so a stolen session alone can do neither. Links are signed and expire after
// a day; the signature covers the password hash too, so a password change (or the deletion
// itself) makes every such link useless. Orders, receipts and vouchers outlive a deletion for the
// five years bokføringsloven asks (docs/decisions/028-my-data.md).
import { and, desc, eq, inArray, isNull, or, sql, type AnyColumn } from "drizzle-orm";
import { z } from "zod";
import type { Database, DatabaseOrTransaction } from "#db/connection.server";
import {
  auditLog,
  bookings as voucherBookings,
  cartItems,
  checkoutHolds,
  consultations,
  contactMessages,
  emailVerificationTokens,
  newsletterSubscribers,
  orderLines,
  orders,
  partners,
  partnerStaff,
  staffInvites,
  passwordResetTokens,
  refunds,
  sessions,
  users,
  vouchers,
  wishlistItems,
  recentlyViewedDeals,
  dealAlertSubscriptions,
} from "#db/schema.server";
import { recordAudit } from "#domain/platform/audit.server";
import { queueMail, type Mailer } from "#domain/platform/mail.server";
import type { Signer } from "#domain/platform/signing.server";
import type { AccountMailContext } from "./account-mails.server";
import { getUser, normalizeEmail, PASSWORD_MAX } from "./accounts.server";
import { knownDevice } from "./known-devices.server";
import { myDataMail } from "./my-data-mail.server";
import { verifyPassword } from "./passwords.server";
import { forgetGiftsOf, giftsForExport } from "#domain/vouchers/gifts.server";
import { customerReviews, deleteCustomerReviews } from "#domain/reviews/reviews.server";
import { customerHelpfulVotes, deleteCustomerHelpfulVotes } from "#domain/reviews/helpful-votes.server";
import { giftCardsForExport } from "#domain/checkout/gift-cards.server";

export const MY_DATA_LINK_HOURS = 24;

/** The two buttons of "Mine data" on the settings page; deleting asks for the password. */
export const myDataRequestSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("export") }),
  z.object({
    intent: z.literal("delete"),
    password: z.string().min(1, "required").max(PASSWORD_MAX, "tooLong"),
  }),
]);

export type MyDataLinkKind = "export" | "delete";

const PURPOSE: Record<MyDataLinkKind, string> = { export: "my-data-export", delete: "account-delete" };

/** Where a deleted account's address goes: a reserved domain (RFC 2606) nobody can receive mail at. */
const DELETED_DOMAIN = "deleted.invalid";

export const isDeletedAccount = (email: string) => email.endsWith(`@${DELETED_DOMAIN}`);

const signedValue = (userId: string, expires: string, passwordHash: string) => `${userId}\n${expires}\n${passwordHash}`;

function linkToken(signer: Signer, kind: MyDataLinkKind, user: { id: string; passwordHash: string }, now: Date) {
  const expires = Math.floor(now.getTime() / 1000 + MY_DATA_LINK_HOURS * 3600).toString(36);
  return `${user.id}.${expires}.${signer.sign(PURPOSE[kind], signedValue(user.id, expires, user.passwordHash))}`;
}

export const myDataLinkUrl = (origin: string, kind: MyDataLinkKind, token: string) =>
  kind === "export" ? `${origin}/account/my-data/${token}` : `${origin}/account/delete/${token}`;

const TOKEN = /^([0-9a-f-]{36})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/;

export type LinkProblem = "invalid" | "expired" | "otherUser";

/** Why a link or a request was refused, as the settings page says it after a redirect. */
export const MY_DATA_PROBLEMS = [
  "invalid",
  "expired",
  "otherUser",
  "partnerAccount",
  "adminAccount",
  "passwordWrong",
  "passwordMissing",
] as const;

/**
 * Whether `token` is a live link of `kind` for the signed-in user `userId`. A link for another
 * account is refused even when genuine: the data goes only to the account's own session.
 */
async function checkLink(
  db: DatabaseOrTransaction,
  signer: Signer,
  kind: MyDataLinkKind,
  token: string,
  userId: string,
  now: Date,
): Promise<{ ok: true } | { ok: false; problem: LinkProblem }> {
  const match = TOKEN.exec(token);
  if (!match) return { ok: false, problem: "invalid" };
  const [, linkUserId, expires, signature] = match as unknown as [string, string, string, string];
  if (linkUserId !== userId) return { ok: false, problem: "otherUser" };
  const [user] = await db
    .select({ passwordHash: users.passwordHash, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || isDeletedAccount(user.email)) return { ok: false, problem: "invalid" };
  if (!signer.verify(PURPOSE[kind], signedValue(userId, expires, user.passwordHash), signature)) {
    return { ok: false, problem: "invalid" };
  }
  if (parseInt(expires, 36) * 1000 <= now.getTime()) return { ok: false, problem: "expired" };
  return { ok: true };
}

/** "Last ned mine data": e-mails the account a download link; audited. */
export async function requestDataExport(
  db: Database,
  mailer: Mailer,
  signer: Signer,
  userId: string,
  ctx: AccountMailContext,
  now = new Date(),
): Promise<void> {
  const user = await getUser(db, userId);
  if (!user) throw new Error("Data export for a user that does not exist");
  const link = myDataLinkUrl(ctx.origin, "export", linkToken(signer, "export", user, now));
  await db.transaction(async (tx) => {
    await queueMail(tx, mailer, myDataMail(user, ctx, "export", link));
    await recordAudit(tx, {
      actorUserId: userId,
      action: "user.dataExportRequested",
      subjectType: "user",
      subjectId: userId,
    });
  });
}

export type DeletionRequestResult =
  { ok: true } | { ok: false; reason: "passwordWrong" | "partnerAccount" | "adminAccount" };

/**
 * "Slett kontoen min": after the password, e-mails the account a link that deletes it; audited.
 * Partner owners and admins are refused: their accounts carry a business or the console, and
 * they close them through support.
 */
export async function requestAccountDeletion(
  db: Database,
  mailer: Mailer,
  signer: Signer,
  userId: string,
  password: string,
  ctx: AccountMailContext,
  now = new Date(),
): Promise<DeletionRequestResult> {
  const user = await getUser(db, userId);
  if (!user) throw new Error("Deletion for a user that does not exist");
  const refusal = await deletionRefusal(db, user);
  if (refusal) return { ok: false, reason: refusal };
  if (!(await verifyPassword(user.passwordHash, password))) return { ok: false, reason: "passwordWrong" };
  const link = myDataLinkUrl(ctx.origin, "delete", linkToken(signer, "delete", user, now));
  await db.transaction(async (tx) => {
    await queueMail(tx, mailer, myDataMail(user, ctx, "delete", link));
    await recordAudit(tx, {
      actorUserId: userId,
      action: "user.deletionRequested",
      subjectType: "user",
      subjectId: userId,
    });
  });
  return { ok: true };
}

async function deletionRefusal(
  db: DatabaseOrTransaction,
  user: { id: string; role: string },
): Promise<"partnerAccount" | "adminAccount" | null> {
  if (user.role === "admin") return "adminAccount";
  if (user.role === "business") return "partnerAccount";
  const [owned] = await db.select({ id: partners.id }).from(partners).where(eq(partners.ownerUserId, user.id)).limit(1);
  return owned ? "partnerAccount" : null;
}

/** Whether the deletion link can be used by this user now (for the confirmation page). */
export async function checkDeletionLink(db: Database, signer: Signer, token: string, userId: string, now = new Date()) {
  const link = await checkLink(db, signer, "delete", token, userId, now);
  if (!link.ok) return link;
  const user = await getUser(db, userId);
  const refusal = user ? await deletionRefusal(db, user) : "partnerAccount";
  return refusal ? { ok: false as const, problem: refusal } : { ok: true as const };
}

export type ExportResult = { ok: true; filename: string; json: string } | { ok: false; problem: LinkProblem };

/**
 * The signed-in user's data as a JSON document, when the link is theirs and still valid.
 * `deviceCookie`: the asking browser's known-device cookie, the one place that record lives.
 */
export async function exportMyData(
  db: Database,
  signer: Signer,
  token: string,
  userId: string,
  deviceCookie?: string,
  now = new Date(),
): Promise<ExportResult> {
  const link = await checkLink(db, signer, "export", token, userId, now);
  if (!link.ok) return link;
  const data = await collectMyData(db, userId, now);
  const device = knownDevice(signer, deviceCookie, data.profile.email, now);
  data.knownDevices.thisBrowser = device ? { knownSince: device.since } : null;
  return {
    ok: true,
    filename: `mine-data-${osloDate(now)}.json`,
    json: JSON.stringify(data, null, 2),
  };
}

const osloDate = (now: Date) => now.toLocaleDateString("sv-SE", { timeZone: "Europe/Oslo" });

/**
 * Everything about the user, grouped as the privacy page lists it. Columns are named one by one
 * so that no hash (password, session, link tokens) and nothing of other people gets in.
 */
export async function collectMyData(db: Database, userId: string, now = new Date()) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error("Export for a user that does not exist");
  const email = normalizeEmail(user.email);
  const byEmail = (column: AnyColumn) => sql`lower(${column}) = ${email}`;
  const orderRows = await db
    .select({
      id: orders.id,
      number: orders.number,
      email: orders.email,
      language: orders.language,
      status: orders.status,
      totalOre: orders.totalOre,
      originalTotalOre: orders.originalTotalOre,
      vatOre: orders.vatOre,
      cardBrand: orders.cardBrand,
      cardLast4: orders.cardLast4,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(orders.createdAt);
  const orderIds = orderRows.map((o) => o.id);
  const mine = <T>(query: () => Promise<T[]>) => (orderIds.length ? query() : Promise.resolve([] as T[]));
  const [lines, voucherRows, refundRows, sessionRows, newsletter, wishlist, cart, messages, bookings, audit, pending] =
    await Promise.all([
      mine(() =>
        db
          .select({
            orderId: orderLines.orderId,
            dealId: orderLines.dealId,
            packageKind: orderLines.packageKind,
            title: orderLines.title,
            quantity: orderLines.quantity,
            unitPriceOre: orderLines.unitPriceOre,
            unitOriginalOre: orderLines.unitOriginalOre,
            validityDays: orderLines.validityDays,
          })
          .from(orderLines)
          .where(inArray(orderLines.orderId, orderIds)),
      ),
      mine(() =>
        db
          .select({
            orderId: vouchers.orderId,
            code: vouchers.code,
            dealId: vouchers.dealId,
            status: vouchers.status,
            validUntil: vouchers.validUntil,
            createdAt: vouchers.createdAt,
          })
          .from(vouchers)
          .where(inArray(vouchers.orderId, orderIds))
          .orderBy(vouchers.createdAt),
      ),
      mine(() =>
        db
          .select({
            orderId: refunds.orderId,
            voucherCode: vouchers.code,
            amountOre: refunds.amountOre,
            status: refunds.status,
            creditNoteNumber: refunds.creditNoteNumber,
            createdAt: refunds.createdAt,
            completedAt: refunds.completedAt,
          })
          .from(refunds)
          .innerJoin(vouchers, eq(vouchers.id, refunds.voucherId))
          .where(inArray(refunds.orderId, orderIds)),
      ),
      db
        .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, rememberMe: sessions.persistent })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > ${now}`)),
      db
        .select({
          email: newsletterSubscribers.email,
          language: newsletterSubscribers.language,
          confirmedAt: newsletterSubscribers.confirmedAt,
          createdAt: newsletterSubscribers.createdAt,
        })
        .from(newsletterSubscribers)
        .where(byEmail(newsletterSubscribers.email)),
      db
        .select({ dealId: wishlistItems.dealId, addedAt: wishlistItems.addedAt })
        .from(wishlistItems)
        .where(eq(wishlistItems.userId, userId)),
      db
        .select({
          dealId: cartItems.dealId,
          packageKind: cartItems.packageKind,
          quantity: cartItems.quantity,
          addedAt: cartItems.addedAt,
          gift: cartItems.gift,
        })
        .from(cartItems)
        .where(eq(cartItems.userId, userId)),
      db
        .select({
          name: contactMessages.name,
          email: contactMessages.email,
          message: contactMessages.message,
          createdAt: contactMessages.createdAt,
        })
        .from(contactMessages)
        .where(byEmail(contactMessages.email)),
      db
        .select({
          businessName: consultations.businessName,
          contactName: consultations.contactName,
          email: consultations.email,
          phone: consultations.phone,
          date: consultations.date,
          slot: consultations.slot,
          message: consultations.message,
          servicePackage: consultations.servicePackage,
          confirmedAt: consultations.confirmedAt,
          createdAt: consultations.createdAt,
        })
        .from(consultations)
        .where(or(eq(consultations.userId, userId), byEmail(consultations.email))),
      db
        .select({ action: auditLog.action, details: auditLog.details, occurredAt: auditLog.occurredAt })
        .from(auditLog)
        .where(
          or(eq(auditLog.actorUserId, userId), and(eq(auditLog.subjectType, "user"), eq(auditLog.subjectId, userId))),
        )
        .orderBy(auditLog.occurredAt),
      db
        .select({ email: emailVerificationTokens.email, expiresAt: emailVerificationTokens.expiresAt })
        .from(emailVerificationTokens)
        .where(
          and(
            eq(emailVerificationTokens.userId, userId),
            isNull(emailVerificationTokens.usedAt),
            sql`${emailVerificationTokens.expiresAt} > ${now}`,
          ),
        ),
    ]);
  // Staff (issue 22): the business whose counter the account works at, and invitations to it.
  const [staffOf, staffInvitations] = await Promise.all([
    db
      .select({ business: partners.name, since: partnerStaff.createdAt })
      .from(partnerStaff)
      .innerJoin(partners, eq(partners.id, partnerStaff.partnerId))
      .where(eq(partnerStaff.userId, userId)),
    db
      .select({
        business: partners.name,
        email: staffInvites.email,
        createdAt: staffInvites.createdAt,
        expiresAt: staffInvites.expiresAt,
        acceptedAt: staffInvites.acceptedAt,
        cancelledAt: staffInvites.cancelledAt,
      })
      .from(staffInvites)
      .innerJoin(partners, eq(partners.id, staffInvites.partnerId))
      .where(or(eq(staffInvites.acceptedBy, userId), byEmail(staffInvites.email)))
      .orderBy(staffInvites.createdAt),
  ]);
  // Appointments booked with the vouchers (bookings under /account/vouchers).
  const appointmentRows = await mine(() =>
    db
      .select({
        orderId: vouchers.orderId,
        voucherCode: vouchers.code,
        startsAt: voucherBookings.startsAt,
        endsAt: voucherBookings.endsAt,
        status: voucherBookings.status,
        createdAt: voucherBookings.createdAt,
      })
      .from(voucherBookings)
      .innerJoin(vouchers, eq(vouchers.id, voucherBookings.voucherId))
      .where(inArray(vouchers.orderId, orderIds))
      .orderBy(voucherBookings.startsAt),
  );
  const [recentlyViewed, [dealAlerts]] = await Promise.all([
    db
      .select({ dealId: recentlyViewedDeals.dealId, viewedAt: recentlyViewedDeals.viewedAt })
      .from(recentlyViewedDeals)
      .where(eq(recentlyViewedDeals.userId, userId))
      .orderBy(desc(recentlyViewedDeals.viewedAt)),
    db
      .select({
        cities: dealAlertSubscriptions.cities,
        categoryIds: dealAlertSubscriptions.categoryIds,
        confirmedAt: dealAlertSubscriptions.confirmedAt,
        lastSentOn: dealAlertSubscriptions.lastSentOn,
        createdAt: dealAlertSubscriptions.createdAt,
      })
      .from(dealAlertSubscriptions)
      .where(eq(dealAlertSubscriptions.userId, userId)),
  ]);
  return {
    exportedAt: now.toISOString(),
    controller: "MagicDeals",
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      emailVerifiedAt: user.emailVerifiedAt,
      createdAt: user.createdAt,
      pendingEmailChanges: pending,
    },
    settings: {
      voucherReminders: user.notifyVoucherReminders,
      dealAlerts: user.notifyDealAlerts,
      newsletter: user.notifyNewsletter,
    },
    newsletterSubscription: newsletter[0] ?? null,
    sessions: sessionRows,
    knownDevices: {
      storedWhere: "Only in each browser's own signed cookie 'device', never on our servers.",
      thisBrowser: null as { knownSince: Date } | null,
    },
    orders: orderRows.map((order) => ({
      ...order,
      lines: lines.filter((l) => l.orderId === order.id).map(({ orderId: _, ...line }) => line),
      vouchers: voucherRows.filter((v) => v.orderId === order.id).map(({ orderId: _, ...v }) => v),
      refunds: refundRows.filter((r) => r.orderId === order.id).map(({ orderId: _, ...r }) => r),
      appointments: appointmentRows.filter((a) => a.orderId === order.id).map(({ orderId: _, ...a }) => a),
    })),
    wishlist,
    recentlyViewed,
    dealAlerts: dealAlerts ?? null,
    cart,
    contactMessages: messages,
    consultations: bookings,
    auditEntries: audit,
    staff: { memberOf: staffOf, invitations: staffInvitations },
    gifts: await giftsForExport(db, userId),
    reviews: await customerReviews(db, userId),
    helpfulVotes: await customerHelpfulVotes(db, userId),
    giftCards: await giftCardsForExport(db, userId),
  };
}

export type DeletionResult = { ok: true } | { ok: false; problem: LinkProblem | "partnerAccount" | "adminAccount" };

/**
 * Deletes the account the link belongs to (the signed-in user's): in one transaction that locks
 * the user row, ends every session, removes the cart, wishlist, newsletter subscription, links
 * and messages sent from the address, and anonymises the row so it can never sign in and its
 * address is free for a new account. Orders, their lines, vouchers, refunds and gift cards stay (with the
 * order's e-mail, which the receipt needs) for bokføringsloven's five years.
 */
export async function deleteAccount(
  db: Database,
  signer: Signer,
  token: string,
  userId: string,
  now = new Date(),
): Promise<DeletionResult> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const link = await checkLink(tx, signer, "delete", token, userId, now);
    if (!link.ok) return link;
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) return { ok: false, problem: "invalid" };
    const refusal = await deletionRefusal(tx, user);
    if (refusal) return { ok: false, problem: refusal };
    const email = normalizeEmail(user.email);
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
    await tx.delete(cartItems).where(eq(cartItems.userId, userId));
    await forgetGiftsOf(tx, userId);
    await tx.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
    await tx.delete(recentlyViewedDeals).where(eq(recentlyViewedDeals.userId, userId));
    await tx.delete(dealAlertSubscriptions).where(eq(dealAlertSubscriptions.userId, userId));
    await deleteCustomerReviews(tx, userId);
    await deleteCustomerHelpfulVotes(tx, userId);
    await tx.delete(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = ${email}`);
    await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${email}`);
    await tx
      .delete(consultations)
      .where(or(eq(consultations.userId, userId), sql`lower(${consultations.email}) = ${email}`));
    // Staff: the membership goes; invitations to the address forget it (and can no longer be used).
    await tx.delete(partnerStaff).where(eq(partnerStaff.userId, userId));
    await tx
      .update(staffInvites)
      .set({ email: `${userId}@${DELETED_DOMAIN}`, cancelledAt: sql`coalesce(${staffInvites.cancelledAt}, ${now})` })
      .where(or(eq(staffInvites.acceptedBy, userId), sql`${staffInvites.email} = ${email}`));
    // Checkouts that never became orders need no buyer; those that did keep the order's e-mail.
    await tx
      .update(checkoutHolds)
      .set({ email: `${userId}@${DELETED_DOMAIN}` })
      .where(and(eq(checkoutHolds.userId, userId), isNull(checkoutHolds.orderId)));
    await tx
      .update(users)
      .set({
        name: "",
        email: `${userId}@${DELETED_DOMAIN}`,
        // Not a hash of anything: no password verifies against it.
        passwordHash: "!deleted",
        notifyDealAlerts: false,
        notifyVoucherReminders: false,
        notifyNewsletter: false,
        emailVerifiedAt: null,
      })
      .where(eq(users.id, userId));
    await recordAudit(tx, { actorUserId: userId, action: "user.deleted", subjectType: "user", subjectId: userId });
    return { ok: true };
  });
}
