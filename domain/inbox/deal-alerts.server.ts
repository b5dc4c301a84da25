// Deal alerts: a customer chooses cities and categories in the settings; turning alerts on
// e-mails a link that confirms them (double opt-in, markedsføringsloven § 15), and only confirmed
// alerts are sent. The job runner sends each confirmed customer at most one digest a day (the
// Europe/Oslo day) with the deals that went live since the last one; none, no mail. Marking the
// day and queueing the mail commit together under the subscription's row lock, so two copies of
// the job (one per server process) send it once. Every digest has a signed one-click unsubscribe
// link that works without signing in.
import { and, eq, isNotNull, isNull, lt, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Database, DatabaseOrTransaction } from "#db/connection.server";
import { dealAlertSubscriptions, users } from "#db/schema.server";
import { dealsLiveSince } from "#domain/catalog/new-deals.server";
import { queueMail, type Mailer } from "#domain/platform/mail.server";
import type { Signer } from "#domain/platform/signing.server";
import { hit } from "#domain/platform/throttle.server";
import { parseLanguage, type Language } from "#i18n/languages";
import { dealAlertConfirmMail, dealAlertDigestMail } from "./deal-alert-mails.server";

export const DEAL_ALERTS_JOB = "deals.alerts";

const CONFIRM = "deal-alerts-confirm";
const UNSUBSCRIBE = "deal-alerts-unsubscribe";
/** Confirmation mails to one account: enough to retry, too few to flood an inbox. */
const CONFIRM_MAILS = { max: 3, windowSeconds: 60 * 60 };
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The settings form's choice: cities and category ids (none chosen: all). */
export const dealAlertChoiceSchema = z.object({
  cities: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
  categoryIds: z.array(z.string().trim().min(1).max(60)).max(50).default([]),
});
export type DealAlertChoice = z.infer<typeof dealAlertChoiceSchema>;

const linkToken = (signer: Signer, purpose: string, userId: string) => `${userId}.${signer.sign(purpose, userId)}`;

function userIdFromToken(signer: Signer, purpose: string, token: string): string | null {
  const [id, signature, ...rest] = token.split(".");
  if (!id || !signature || rest.length > 0 || !USER_ID.test(id)) return null;
  return signer.verify(purpose, id, signature) ? id : null;
}

// In the subscriber's language: an English page lives under /en (decision 030).
const inLanguage = (origin: string, lang: Language) => `${origin}${lang === "en" ? "/en" : ""}`;
export const dealAlertConfirmUrl = (signer: Signer, origin: string, userId: string, lang: Language) =>
  `${inLanguage(origin, lang)}/deal-alerts/confirm/${linkToken(signer, CONFIRM, userId)}`;
export const dealAlertUnsubscribeUrl = (signer: Signer, origin: string, userId: string, lang: Language) =>
  `${inLanguage(origin, lang)}/deal-alerts/unsubscribe/${linkToken(signer, UNSUBSCRIBE, userId)}`;

/** The day in Norway, "2026-11-27": a digest a day means one per Oslo calendar day. */
export function osloDay(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Oslo" }).format(now);
}

export interface DealAlertState {
  cities: string[];
  categoryIds: string[];
  confirmed: boolean;
}

export async function getDealAlerts(db: DatabaseOrTransaction, userId: string): Promise<DealAlertState | null> {
  const [row] = await db
    .select({
      cities: dealAlertSubscriptions.cities,
      categoryIds: dealAlertSubscriptions.categoryIds,
      confirmedAt: dealAlertSubscriptions.confirmedAt,
    })
    .from(dealAlertSubscriptions)
    .where(eq(dealAlertSubscriptions.userId, userId));
  return row ? { cities: row.cities, categoryIds: row.categoryIds, confirmed: row.confirmedAt !== null } : null;
}

/**
 * getDealAlerts as SQL for a statement of another module (the settings page reads the account
 * and its alerts in one): the state as a JSON object, or null with no subscription.
 */
export function dealAlertStateJsonSql(userId: Placeholder): SQL<DealAlertState | null> {
  return sql<DealAlertState | null>`(SELECT json_build_object('cities', ${dealAlertSubscriptions.cities},
      'categoryIds', ${dealAlertSubscriptions.categoryIds},
      'confirmed', ${dealAlertSubscriptions.confirmedAt} IS NOT NULL)
    FROM ${dealAlertSubscriptions} WHERE ${dealAlertSubscriptions.userId} = ${userId})`;
}

/**
 * Saves the settings' alert choice, inside the settings' transaction. Off: the subscription goes.
 * On: the cities and categories are kept; an alert not confirmed yet gets its link e-mailed.
 * Returns whether the alerts are confirmed.
 */
export async function applyDealAlertChoice(
  tx: DatabaseOrTransaction,
  mailer: Mailer,
  signer: Signer,
  user: { id: string; email: string; name: string },
  choice: { on: boolean } & DealAlertChoice,
  ctx: { language: Language; origin: string },
): Promise<{ confirmed: boolean }> {
  if (!choice.on) {
    await tx.delete(dealAlertSubscriptions).where(eq(dealAlertSubscriptions.userId, user.id));
    return { confirmed: false };
  }
  const values = { cities: choice.cities, categoryIds: choice.categoryIds, language: ctx.language };
  const [row] = await tx
    .insert(dealAlertSubscriptions)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: dealAlertSubscriptions.userId, set: values })
    .returning({ confirmedAt: dealAlertSubscriptions.confirmedAt });
  if (row?.confirmedAt) return { confirmed: true };
  if ((await hit(tx, `deal-alerts:mail:${user.id}`, CONFIRM_MAILS)).allowed) {
    const recipient = { email: user.email, name: user.name, language: ctx.language };
    await queueMail(
      tx,
      mailer,
      dealAlertConfirmMail(recipient, dealAlertConfirmUrl(signer, ctx.origin, user.id, ctx.language)),
    );
  }
  return { confirmed: false };
}

/** The e-mailed link: confirms the alerts; the next digest has what goes live from now on. */
export async function confirmDealAlerts(
  db: Database,
  signer: Signer,
  token: string,
  now = new Date(),
): Promise<"confirmed" | "invalid"> {
  const userId = userIdFromToken(signer, CONFIRM, token);
  if (!userId) return "invalid";
  return db.transaction(async (tx) => {
    await tx
      .update(dealAlertSubscriptions)
      .set({ confirmedAt: now, digestFrom: now })
      .where(and(eq(dealAlertSubscriptions.userId, userId), isNull(dealAlertSubscriptions.confirmedAt)));
    // Followed twice: still confirmed. Turned off since: nothing to confirm.
    return (await getDealAlerts(tx, userId))?.confirmed ? "confirmed" : "invalid";
  });
}

/**
 * The one-click link in every digest: the alerts stop (the subscription goes and the setting is
 * off). Used again it answers the same; a link that is not ours is "invalid".
 */
export async function unsubscribeDealAlerts(
  db: Database,
  signer: Signer,
  token: string,
): Promise<"unsubscribed" | "invalid"> {
  const userId = userIdFromToken(signer, UNSUBSCRIBE, token);
  if (!userId) return "invalid";
  await db.transaction(async (tx) => {
    await tx.delete(dealAlertSubscriptions).where(eq(dealAlertSubscriptions.userId, userId));
    await tx.update(users).set({ notifyDealAlerts: false }).where(eq(users.id, userId));
  });
  return "unsubscribed";
}

const notSentToday = (day: string) =>
  and(
    isNotNull(dealAlertSubscriptions.confirmedAt),
    or(isNull(dealAlertSubscriptions.lastSentOn), lt(dealAlertSubscriptions.lastSentOn, day)),
  );

/** The job: today's digests. Returns how many were queued. */
export async function sendDealAlertDigests(
  db: Database,
  mailer: Mailer,
  signer: Signer,
  origin: string,
  now = new Date(),
): Promise<number> {
  const day = osloDay(now);
  const due = await db
    .select({ userId: dealAlertSubscriptions.userId })
    .from(dealAlertSubscriptions)
    .where(notSentToday(day));
  let sent = 0;
  for (const { userId } of due) {
    if (await sendDigest(db, mailer, signer, origin, userId, day, now)) sent += 1;
  }
  return sent;
}

async function sendDigest(
  db: Database,
  mailer: Mailer,
  signer: Signer,
  origin: string,
  userId: string,
  day: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Locked, and checked again under the lock: another copy that sent it first has marked the
    // day, and one sending it now holds the lock (skipped, it sends).
    const [sub] = await tx
      .select({
        cities: dealAlertSubscriptions.cities,
        categoryIds: dealAlertSubscriptions.categoryIds,
        language: dealAlertSubscriptions.language,
        digestFrom: dealAlertSubscriptions.digestFrom,
        email: users.email,
        name: users.name,
      })
      .from(dealAlertSubscriptions)
      .innerJoin(users, eq(users.id, dealAlertSubscriptions.userId))
      .where(and(eq(dealAlertSubscriptions.userId, userId), notSentToday(day)))
      .for("update", { of: dealAlertSubscriptions, skipLocked: true });
    if (!sub) return false;
    const language = parseLanguage(sub.language);
    const fresh = await dealsLiveSince(tx, language, {
      after: sub.digestFrom,
      until: now,
      cities: sub.cities,
      categoryIds: sub.categoryIds,
    });
    if (fresh.length === 0) return false;
    await tx
      .update(dealAlertSubscriptions)
      .set({ lastSentOn: day, digestFrom: now })
      .where(eq(dealAlertSubscriptions.userId, userId));
    const links = { origin, unsubscribeUrl: dealAlertUnsubscribeUrl(signer, origin, userId, language) };
    await queueMail(tx, mailer, dealAlertDigestMail({ email: sub.email, name: sub.name, language }, fresh, links));
    return true;
  });
}
