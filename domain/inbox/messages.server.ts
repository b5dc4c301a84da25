// Messages from the contact form: checked, stored, and later read by an admin.
import { z } from "zod";
import type { Database } from "#db/connection.server";
import { contactMessages } from "#db/schema.server";
import type { Language } from "#i18n/languages";

export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, "required").max(200, "tooLong"),
  email: z.string().trim().min(1, "required").max(254, "tooLong").pipe(z.email("invalidEmail")),
  message: z.string().trim().min(1, "required").max(5000, "tooLong"),
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export async function storeContactMessage(
  db: Database,
  input: ContactMessageInput,
  language: Language,
): Promise<string> {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...input, email: input.email.toLowerCase(), language })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("The contact message was not stored");
  return row.id;
}
