// Newsletter sign-up: one row per address (case-insensitive), only by the visitor's own act.
import { count } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/connection.server";
import { newsletterSubscribers } from "#db/schema.server";
import type { Language } from "#i18n/languages";

export const newsletterSchema = z.object({
  email: z.string().trim().min(1, "required").max(254, "tooLong").pipe(z.email("invalidEmail")),
});

/** "subscribed" for a new address, "already" when it was signed up before. */
export async function subscribeToNewsletter(
  db: Database,
  email: string,
  language: Language,
): Promise<"subscribed" | "already"> {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email: email.toLowerCase(), language })
    // The only unique key is lower(email): a conflict means the address is already there.
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  return inserted.length > 0 ? "subscribed" : "already";
}

export async function countNewsletterSubscribers(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(newsletterSubscribers);
  return row?.n ?? 0;
}
