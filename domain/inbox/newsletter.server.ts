// Newsletter sign-up by double opt-in: an address is stored unconfirmed and gets a link; only
// addresses whose owner followed it count, are exported and get newsletters. Every answer is the
// same whether the address was on the list or not. The confirm and unsubscribe links carry the
// subscriber's id signed with the app's secret, so they cannot be made up for other addresses.
import { and, count, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/connection.server";
import { newsletterSubscribers } from "#db/schema.server";
import { parseLanguage, type Language } from "#i18n/languages";
import { queueMail, type Mailer } from "#domain/platform/mail.server";
import type { Signer } from "#domain/platform/signing.server";
import { hit } from "#domain/platform/throttle.server";
import { newsletterConfirmMail, newsletterWelcomeMail } from "./newsletter-mails.server";

export const newsletterSchema = z.object({
  email: z.string().trim().min(1, "required").max(254, "tooLong").pipe(z.email("invalidEmail")),
});

const CONFIRM = "newsletter-confirm";
const UNSUBSCRIBE = "newsletter-unsubscribe";
/** Confirmation mails to one address: enough to retry, too few to flood someone's inbox. */
const CONFIRM_MAILS_PER_ADDRESS = { max: 3, windowSeconds: 60 * 60 };
const SUBSCRIBER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const linkToken = (signer: Signer, purpose: string, id: string) => `${id}.${signer.sign(purpose, id)}`;

function idFromToken(signer: Signer, purpose: string, token: string): string | null {
  const [id, signature, ...rest] = token.split(".");
  if (!id || !signature || rest.length > 0 || !SUBSCRIBER_ID.test(id)) return null;
  return signer.verify(purpose, id, signature) ? id : null;
}

export const newsletterConfirmUrl = (signer: Signer, origin: string, id: string) =>
  `${origin}/newsletter/confirm/${linkToken(signer, CONFIRM, id)}`;
export const newsletterUnsubscribeUrl = (signer: Signer, origin: string, id: string) =>
  `${origin}/newsletter/unsubscribe/${linkToken(signer, UNSUBSCRIBE, id)}`;

export interface NewsletterRequest {
  email: string;
  language: Language;
  /** For the links in the e-mails. */
  origin: string;
}

/**
 * Puts the address on the list unconfirmed and e-mails the link that confirms it. An address
 * already confirmed gets nothing more, an unconfirmed one its link again (a few times an hour).
 */
export async function subscribeToNewsletter(
  db: Database,
  mailer: Mailer,
  signer: Signer,
  request: NewsletterRequest,
): Promise<void> {
  const email = request.email.trim().toLowerCase();
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(newsletterSubscribers)
      .values({ email, language: request.language })
      // The only unique key is lower(email): a conflict means the address is already there.
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id, confirmedAt: newsletterSubscribers.confirmedAt });
    const [row] = created
      ? [created]
      : await tx
          .select({ id: newsletterSubscribers.id, confirmedAt: newsletterSubscribers.confirmedAt })
          .from(newsletterSubscribers)
          .where(sql`lower(${newsletterSubscribers.email}) = ${email}`);
    if (!row || row.confirmedAt) return;
    if (!(await hit(tx, `newsletter:mail:${email}`, CONFIRM_MAILS_PER_ADDRESS)).allowed) return;
    const link = newsletterConfirmUrl(signer, request.origin, row.id);
    await queueMail(tx, mailer, newsletterConfirmMail({ email, language: request.language }, link));
  });
}

/**
 * Confirms the address the link was made for and sends the first newsletter mail. "invalid" for
 * a link that is not ours or whose address has left the list since.
 */
export async function confirmNewsletter(
  db: Database,
  mailer: Mailer,
  signer: Signer,
  token: string,
  origin: string,
  now = new Date(),
): Promise<"confirmed" | "invalid"> {
  const id = idFromToken(signer, CONFIRM, token);
  if (!id) return "invalid";
  return db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(newsletterSubscribers)
      .set({ confirmedAt: now })
      .where(and(eq(newsletterSubscribers.id, id), isNull(newsletterSubscribers.confirmedAt)))
      .returning({ email: newsletterSubscribers.email, language: newsletterSubscribers.language });
    if (confirmed) {
      const recipient = {
        email: confirmed.email,
        language: parseLanguage(confirmed.language),
        unsubscribeUrl: newsletterUnsubscribeUrl(signer, origin, id),
      };
      await queueMail(tx, mailer, newsletterWelcomeMail(recipient, origin));
      return "confirmed";
    }
    // Followed twice: still confirmed, nothing sent again.
    const [still] = await tx
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id));
    return still ? "confirmed" : "invalid";
  });
}

/** Takes the address off the list (the row goes: nothing is kept of someone who left). */
export async function unsubscribeFromNewsletter(
  db: Database,
  signer: Signer,
  token: string,
): Promise<"unsubscribed" | "invalid"> {
  const id = idFromToken(signer, UNSUBSCRIBE, token);
  if (!id) return "invalid";
  await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
  return "unsubscribed";
}

/** Confirmed subscribers only: the ones the newsletter goes to. */
export async function countNewsletterSubscribers(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(newsletterSubscribers)
    .where(isNotNull(newsletterSubscribers.confirmedAt));
  return row?.n ?? 0;
}
