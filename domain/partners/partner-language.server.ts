// Which language a partner's e-mails are written in, and to which address: the language its owner
// last chose (kept on the partner row, set at sign-up and by the language switch) and the owner's
// sign-in address (the business's registered address when the owner account is gone). Mails to a
// partner follow these, never the language of whoever caused them (a customer, an admin).
import { eq, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#db/connection.server";
import { partners, users } from "#db/schema.server";
import { parseLanguage, type Language } from "#i18n/languages";

export interface PartnerRecipient {
  /** Whom to greet: the owner, or the business when the owner account is gone. */
  name: string;
  email: string;
  business: string;
  language: Language;
}

export async function partnerRecipient(
  db: DatabaseOrTransaction,
  partnerId: string,
): Promise<PartnerRecipient | undefined> {
  const [row] = await db
    .select({
      name: sql<string>`coalesce(${users.name}, ${partners.name})`,
      email: sql<string>`coalesce(${users.email}, ${partners.email})`,
      business: partners.name,
      language: partners.language,
    })
    .from(partners)
    .leftJoin(users, eq(users.id, partners.ownerUserId))
    .where(eq(partners.id, partnerId));
  return row && { ...row, language: parseLanguage(row.language) };
}

/** The owner chose a language (the switch): the business's e-mails follow it from now on. */
export async function rememberPartnerLanguage(db: DatabaseOrTransaction, ownerUserId: string, language: Language) {
  await db
    .update(partners)
    .set({ language })
    .where(sql`${partners.ownerUserId} = ${ownerUserId} AND ${partners.language} <> ${language}`);
}
