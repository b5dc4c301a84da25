// A partner's staff (issue 22): the owner invites people by e-mail, an invitee accepts once by
// the link (a new account, or the account they are signed in with), and the owner removes staff,
// which ends their sessions at once. Staff redeem vouchers and see today's redemptions and
// bookings, nothing financial (the gate in app/guards/partner-auth.server.ts decides).
import { and, asc, eq, gt, isNull, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { z } from "zod";
import type { Database, DatabaseOrTransaction } from "#db/connection.server";
import { partners, partnerStaff, sessions, staffInvites, users } from "#db/schema.server";
import type { Language } from "#i18n/languages";
import { emailField, insertAccount, newPassword, normalizeEmail } from "#domain/accounts/accounts.server";
import { hashPassword } from "#domain/accounts/passwords.server";
import { hashToken, randomToken } from "#domain/accounts/tokens.server";
import { recordAudit } from "#domain/platform/audit.server";
import { queueMail, type Mailer } from "#domain/platform/mail.server";
import { staffInviteMail } from "./staff-invite-mail.server";

/** How long an invitation's link works. */
export const STAFF_INVITE_DAYS = 7;

export const staffInviteSchema = z.object({ email: emailField });

/** The invitee's new account: a name and a password (the sign-up rules), typed twice. */
export const staffAccountSchema = z
  .object({
    name: z.string().trim().min(1, "required").max(100, "tooLong"),
    password: newPassword,
    confirmPassword: z.string().min(1, "required"),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "passwordMismatch", path: ["confirmPassword"] });

/** The partner this account works at as staff, or null. */
export async function findStaffPartnerId(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ partnerId: partnerStaff.partnerId })
    .from(partnerStaff)
    .where(eq(partnerStaff.userId, userId));
  return row?.partnerId ?? null;
}

/** findStaffPartnerId as SQL, for a statement that reads it with something else (a business page's session). */
export function staffPartnerIdSql(userId: SQLWrapper): SQL {
  return sql`(SELECT ${partnerStaff.partnerId} FROM ${partnerStaff} WHERE ${partnerStaff.userId} = ${userId})`;
}

export type InviteResult = { ok: true } | { ok: false; reason: "alreadyStaff" | "owner" };

/**
 * Invites `email` to work at the partner: a new single-use link, e-mailed in the transaction that
 * stores it. Earlier open invitations to the same address are cancelled, so one link works.
 */
export async function inviteStaff(
  db: Database,
  mailer: Mailer,
  request: { partnerId: string; ownerUserId: string; email: string; language: Language; origin: string },
  now = new Date(),
): Promise<InviteResult> {
  const email = normalizeEmail(request.email);
  return db.transaction(async (tx) => {
    const [partner] = await tx
      .select({ name: partners.name, ownerEmail: users.email })
      .from(partners)
      .leftJoin(users, eq(users.id, partners.ownerUserId))
      .where(eq(partners.id, request.partnerId));
    if (!partner) throw new Error("inviteStaff: unknown partner");
    if (partner.ownerEmail && normalizeEmail(partner.ownerEmail) === email) return { ok: false, reason: "owner" };
    const [already] = await tx
      .select({ userId: partnerStaff.userId })
      .from(partnerStaff)
      .innerJoin(users, eq(users.id, partnerStaff.userId))
      .where(and(eq(partnerStaff.partnerId, request.partnerId), sql`lower(${users.email}) = ${email}`));
    if (already) return { ok: false, reason: "alreadyStaff" };
    await tx
      .update(staffInvites)
      .set({ cancelledAt: now })
      .where(and(openInvite(now), eq(staffInvites.partnerId, request.partnerId), eq(staffInvites.email, email)));
    const token = randomToken();
    await tx.insert(staffInvites).values({
      partnerId: request.partnerId,
      email,
      tokenHash: hashToken(token),
      invitedBy: request.ownerUserId,
      expiresAt: new Date(now.getTime() + STAFF_INVITE_DAYS * 86_400_000),
      createdAt: now,
    });
    const link = `${request.origin}${request.language === "en" ? "/en" : ""}/business/staff/join/${token}`;
    await queueMail(
      tx,
      mailer,
      staffInviteMail({ email, partnerName: partner.name }, request.language, link, STAFF_INVITE_DAYS),
    );
    return { ok: true };
  });
}

function openInvite(now: Date) {
  return and(isNull(staffInvites.acceptedAt), isNull(staffInvites.cancelledAt), gt(staffInvites.expiresAt, now));
}

export interface InviteView {
  partnerName: string;
  email: string;
  /** usable: may be accepted; otherwise why not. */
  state: "usable" | "expired" | "used";
  /** Whether an account with the invited address exists (then the invitee signs in to accept). */
  accountExists: boolean;
}

/** What an invitation link shows, or null for a token that never was one. */
export async function findInvite(db: Database, token: string, now = new Date()): Promise<InviteView | null> {
  if (token.length > 200) return null;
  const [row] = await db
    .select({
      partnerName: partners.name,
      email: staffInvites.email,
      expiresAt: staffInvites.expiresAt,
      acceptedAt: staffInvites.acceptedAt,
      cancelledAt: staffInvites.cancelledAt,
      account: users.id,
    })
    .from(staffInvites)
    .innerJoin(partners, eq(partners.id, staffInvites.partnerId))
    .leftJoin(users, sql`lower(${users.email}) = ${staffInvites.email}`)
    .where(eq(staffInvites.tokenHash, hashToken(token)));
  if (!row) return null;
  const state = row.acceptedAt || row.cancelledAt ? "used" : row.expiresAt <= now ? "expired" : "usable";
  return { partnerName: row.partnerName, email: row.email, state, accountExists: Boolean(row.account) };
}

export type AcceptResult =
  { ok: true; userId: string } | { ok: false; reason: "unusable" | "accountExists" | "notEligible" | "staffElsewhere" };

/**
 * Takes the invitation once (a conditional update: of two uses at once, one wins) and makes
 * `userId` (or a new account) staff, in one transaction.
 */
async function takeInvite(
  db: Database,
  token: string,
  now: Date,
  who: (tx: DatabaseOrTransaction, email: string) => Promise<AcceptResult>,
): Promise<AcceptResult> {
  return db
    .transaction(async (tx) => {
      const [invite] = await tx
        .update(staffInvites)
        .set({ acceptedAt: now })
        .where(and(eq(staffInvites.tokenHash, hashToken(token)), openInvite(now)))
        .returning({
          id: staffInvites.id,
          partnerId: staffInvites.partnerId,
          email: staffInvites.email,
          invitedBy: staffInvites.invitedBy,
        });
      if (!invite) return { ok: false as const, reason: "unusable" as const };
      const account = await who(tx, invite.email);
      if (!account.ok) throw new Refused(account);
      const [joined] = await tx
        .insert(partnerStaff)
        .values({ partnerId: invite.partnerId, userId: account.userId, invitedBy: invite.invitedBy, createdAt: now })
        .onConflictDoNothing()
        .returning({ userId: partnerStaff.userId });
      if (!joined) throw new Refused({ ok: false, reason: "staffElsewhere" });
      await tx.update(staffInvites).set({ acceptedBy: account.userId }).where(eq(staffInvites.id, invite.id));
      await recordAudit(tx, {
        actorUserId: account.userId,
        action: "staff.joined",
        subjectType: "partner",
        subjectId: invite.partnerId,
        details: { userId: account.userId },
      });
      return account;
    })
    .catch((error: unknown) => {
      // A refusal rolls the transaction back, so the link still works for the right account.
      if (error instanceof Refused) return error.result;
      throw error;
    });
}

class Refused extends Error {
  constructor(readonly result: Exclude<AcceptResult, { ok: true }>) {
    super(result.reason);
  }
}

/** Accepts with a new account for the invited address (its name and password chosen here). */
export async function acceptInviteWithNewAccount(
  db: Database,
  token: string,
  input: { name: string; password: string },
  now = new Date(),
): Promise<AcceptResult> {
  const passwordHash = await hashPassword(input.password);
  return takeInvite(db, token, now, async (tx, email) => {
    const user = await insertAccount(tx, { name: input.name, email, passwordHash });
    if (!user) return { ok: false, reason: "accountExists" };
    // The link reached the address: it is the account's own.
    await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, user.id));
    return { ok: true, userId: user.id };
  });
}

/**
 * Accepts for the signed-in account (a customer who already has one). Owners of a business and
 * admins cannot be staff: their accounts open more than a counter should.
 */
export async function acceptInviteAsUser(
  db: Database,
  token: string,
  userId: string,
  now = new Date(),
): Promise<AcceptResult> {
  return takeInvite(db, token, now, async (tx) => {
    const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
    if (!user || user.role !== "user") return { ok: false, reason: "notEligible" };
    return { ok: true, userId };
  });
}

export interface StaffList {
  staff: { userId: string; name: string; email: string; since: string }[];
  invites: { id: string; email: string; expiresAt: string }[];
}

/** The owner's view: staff, and invitations not yet accepted, cancelled or expired. */
export async function listStaff(db: Database, partnerId: string, now = new Date()): Promise<StaffList> {
  const [staff, invites] = await Promise.all([
    db
      .select({ userId: users.id, name: users.name, email: users.email, since: partnerStaff.createdAt })
      .from(partnerStaff)
      .innerJoin(users, eq(users.id, partnerStaff.userId))
      .where(eq(partnerStaff.partnerId, partnerId))
      .orderBy(asc(users.name)),
    db
      .select({ id: staffInvites.id, email: staffInvites.email, expiresAt: staffInvites.expiresAt })
      .from(staffInvites)
      .where(and(eq(staffInvites.partnerId, partnerId), openInvite(now)))
      .orderBy(asc(staffInvites.createdAt)),
  ]);
  return {
    staff: staff.map((s) => ({ ...s, since: s.since.toISOString() })),
    invites: invites.map((i) => ({ ...i, expiresAt: i.expiresAt.toISOString() })),
  };
}

/** Cancels an open invitation of this partner; false when there is none (already used, or another's). */
export async function cancelInvite(
  db: Database,
  request: { partnerId: string; ownerUserId: string; inviteId: string },
  now = new Date(),
): Promise<boolean> {
  if (!z.uuid().safeParse(request.inviteId).success) return false;
  return db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(staffInvites)
      .set({ cancelledAt: now })
      .where(and(eq(staffInvites.id, request.inviteId), eq(staffInvites.partnerId, request.partnerId), openInvite(now)))
      .returning({ email: staffInvites.email });
    if (!cancelled) return false;
    await recordAudit(tx, {
      actorUserId: request.ownerUserId,
      action: "staff.inviteCancelled",
      subjectType: "partner",
      subjectId: request.partnerId,
      details: { inviteId: request.inviteId },
    });
    return true;
  });
}

/**
 * Removes a staff member: the membership and every session of theirs go in one transaction, so
 * their next request is signed out; audited. False when they are not this partner's staff.
 */
export async function removeStaff(
  db: Database,
  request: { partnerId: string; ownerUserId: string; staffUserId: string },
): Promise<boolean> {
  if (!z.uuid().safeParse(request.staffUserId).success) return false;
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(partnerStaff)
      .where(and(eq(partnerStaff.partnerId, request.partnerId), eq(partnerStaff.userId, request.staffUserId)))
      .returning({ userId: partnerStaff.userId });
    if (!removed) return false;
    await tx.delete(sessions).where(eq(sessions.userId, removed.userId));
    await recordAudit(tx, {
      actorUserId: request.ownerUserId,
      action: "staff.removed",
      subjectType: "partner",
      subjectId: request.partnerId,
      details: { userId: removed.userId },
    });
    return true;
  });
}
