// An account's own settings: name, notifications, password and e-mail address. A new password
// takes effect at once and ends the other sessions and every emailed link of the account; a new
// address only once the link e-mailed to it is followed (email-verification.server.ts). Both are
// told to the account's address. A new address another account has gets the same answer as any
// other, and its owner an e-mail instead, so the form does not tell which addresses have accounts.
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/connection.server";
import { preparedSql } from "#db/prepared-queries.server";
import { users } from "#db/schema.server";
import { queueMail, type Mailer } from "#domain/platform/mail.server";
import { hit } from "#domain/platform/throttle.server";
import type { Signer } from "#domain/platform/signing.server";
import {
  applyDealAlertChoice,
  dealAlertStateJsonSql,
  type DealAlertChoice,
  type DealAlertState,
} from "#domain/inbox/deal-alerts.server";
import {
  changeConfirmMail,
  changeTakenMail,
  passwordChangedMail,
  type AccountMailContext,
} from "./account-mails.server";
import {
  chosenPassword,
  emailField,
  findUserByEmail,
  getUser,
  normalizeEmail,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from "./accounts.server";
import { createVerificationToken, voidAccountLinks } from "./email-verification.server";
import { hashPassword, verifyPassword } from "./passwords.server";
import { endUserSessions } from "./sessions.server";

export const settingsSchema = z
  .object({
    name: z.string().trim().min(1, "required").max(200, "tooLong"),
    email: emailField,
    currentPassword: z.string().max(PASSWORD_MAX, "tooLong").default(""),
    newPassword: z
      .string()
      .max(PASSWORD_MAX, "tooLong")
      .default("")
      .refine((p) => p === "" || p.length >= PASSWORD_MIN, "passwordTooShort")
      .refine((p) => p === "" || chosenPassword(p), "passwordCommon"),
    confirmPassword: z.string().max(PASSWORD_MAX, "tooLong").default(""),
    notifyDealAlerts: z.literal("on").optional(),
    notifyVoucherReminders: z.literal("on").optional(),
    notifyNewsletter: z.literal("on").optional(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "passwordMismatch", path: ["confirmPassword"] });

export type SettingsInput = z.infer<typeof settingsSchema>;

export type SettingsResult =
  | {
      ok: true;
      passwordChanged: boolean;
      /** The new address a link went to, not in use yet. */ emailPending: string | null;
      /** Deal alerts, when the choice was given: off, waiting for the e-mailed link, or on. */
      dealAlerts?: "off" | "pending" | "confirmed";
    }
  | { ok: false; field: "currentPassword"; reason: "currentPasswordWrong" };

/** Notices to an address that is another account's: a few an hour at most. */
const TAKEN_NOTICES_PER_ADDRESS = { max: 3, windowSeconds: 60 * 60 };

/**
 * Saves the settings; changing the e-mail or password needs the current password.
 * `keepSessionToken`: the session that asked, which stays signed in after a password change.
 */
export async function updateSettings(
  db: Database,
  mailer: Mailer,
  userId: string,
  input: SettingsInput,
  ctx: AccountMailContext & {
    keepSessionToken?: string;
    /** The alerts' cities and categories, and the signer of their confirmation link. */
    dealAlerts?: { signer: Signer; choice: DealAlertChoice };
  },
  now = new Date(),
): Promise<SettingsResult> {
  const user = await getUser(db, userId);
  if (!user) throw new Error("Settings for a user that does not exist");
  const newEmail = normalizeEmail(input.email);
  const emailChanged = newEmail !== normalizeEmail(user.email);
  const passwordChanged = input.newPassword !== "";
  if ((emailChanged || passwordChanged) && !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    return { ok: false, field: "currentPassword", reason: "currentPasswordWrong" };
  }
  const passwordHash = passwordChanged ? await hashPassword(input.newPassword) : null;
  const alertsOn = input.notifyDealAlerts === "on";
  let dealAlerts: "off" | "pending" | "confirmed" = "off";
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        name: input.name,
        notifyDealAlerts: input.notifyDealAlerts === "on",
        notifyVoucherReminders: input.notifyVoucherReminders === "on",
        notifyNewsletter: input.notifyNewsletter === "on",
        ...(passwordHash ? { passwordHash } : {}),
      })
      .where(eq(users.id, userId));
    if (ctx.dealAlerts) {
      const { signer, choice } = ctx.dealAlerts;
      const owner = { id: userId, email: user.email, name: input.name };
      const applied = await applyDealAlertChoice(tx, mailer, signer, owner, { on: alertsOn, ...choice }, ctx);
      dealAlerts = applied.confirmed ? "confirmed" : alertsOn ? "pending" : "off";
    }
    if (passwordHash) {
      // Links e-mailed before (a reset, a pending address change) were asked for with the old password.
      await voidAccountLinks(tx, userId, now);
      await endUserSessions(tx, userId, ctx.keepSessionToken);
      await queueMail(tx, mailer, passwordChangedMail(user, ctx));
    }
    if (!emailChanged) return;
    const owner = await findUserByEmail(tx, newEmail);
    if (!owner) {
      const token = await createVerificationToken(tx, userId, newEmail, now);
      await queueMail(tx, mailer, changeConfirmMail({ name: input.name, email: newEmail }, ctx, token));
    } else if (owner.id !== userId) {
      const notice = await hit(tx, `settings-mail:${newEmail}`, TAKEN_NOTICES_PER_ADDRESS, now);
      if (notice.allowed) await queueMail(tx, mailer, changeTakenMail(owner, ctx));
    }
  });
  return {
    ok: true,
    passwordChanged,
    emailPending: emailChanged ? newEmail : null,
    ...(ctx.dealAlerts ? { dealAlerts } : {}),
  };
}

/** What the settings page shows of an account: its fields and its deal alerts. */
export interface AccountSettings {
  name: string;
  email: string;
  notifyDealAlerts: boolean;
  notifyVoucherReminders: boolean;
  notifyNewsletter: boolean;
  /** getDealAlerts's answer: null without a subscription. */
  dealAlerts: DealAlertState | null;
}

// One prepared statement: the settings page renders on every visit, and a second query (the
// alerts, in their own module's table) cost a round trip and a socket write for a row or none.
const accountSettingsQuery = (() => {
  const userId = sql.placeholder("userId");
  return preparedSql<{
    name: string;
    email: string;
    notify_deal_alerts: boolean;
    notify_voucher_reminders: boolean;
    notify_newsletter: boolean;
    deal_alerts: DealAlertState | null;
  }>(
    "account_settings",
    sql`SELECT ${users.name} AS name, ${users.email} AS email, ${users.notifyDealAlerts} AS notify_deal_alerts,
               ${users.notifyVoucherReminders} AS notify_voucher_reminders,
               ${users.notifyNewsletter} AS notify_newsletter, ${dealAlertStateJsonSql(userId)} AS deal_alerts
          FROM ${users} WHERE ${users.id} = ${userId}`,
  );
})();

/** The account's settings and its deal alerts, as getUser and getDealAlerts give them, in one query. */
export async function loadAccountSettings(db: Database, userId: string): Promise<AccountSettings | undefined> {
  const { rows } = await accountSettingsQuery(db).execute({ userId });
  const row = rows[0];
  if (!row) return undefined;
  return {
    name: row.name,
    email: row.email,
    notifyDealAlerts: row.notify_deal_alerts,
    notifyVoucherReminders: row.notify_voucher_reminders,
    notifyNewsletter: row.notify_newsletter,
    dealAlerts: row.deal_alerts,
  };
}
