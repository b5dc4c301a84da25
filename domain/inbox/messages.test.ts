import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { contactMessages, mailMessages, newsletterSubscribers } from "#db/schema.server";
import { contactMessageSchema, storeContactMessage } from "./messages.server";
import { createMailer } from "#domain/platform/mail.server";
import { createSigner } from "#domain/platform/signing.server";
import {
  confirmNewsletter,
  countNewsletterSubscribers,
  newsletterSchema,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from "./newsletter.server";

const test = setupTestDatabase({ seeded: false });

describe("contact messages", () => {
  it("stores a valid message with its language, as new", async () => {
    const input = contactMessageSchema.parse({
      name: " Åse Ødegård ",
      email: "Ase@Example.NO",
      message: "Hei! Når kan jeg bruke verdikortet?",
    });
    const id = await storeContactMessage(test.db, input, "no");
    const [row] = await test.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ name: "Åse Ødegård", email: "ase@example.no", language: "no", status: "new" });
  });

  it("names each missing or wrong field with a dictionary key", () => {
    const result = contactMessageSchema.safeParse({ name: "", email: "not-an-email", message: "x".repeat(5001) });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({ name: "required", email: "invalidEmail", message: "tooLong" });
  });
});

describe("newsletter", () => {
  const mailer = createMailer(undefined, "MagicDeals <no-reply@magicdeals.no>");
  const signer = createSigner("a test secret that is long enough to sign with");
  const origin = "https://magicdeals.test";
  const subscribe = (email: string, language: "no" | "en" = "no") =>
    subscribeToNewsletter(test.db, mailer, signer, { email, language, origin });
  const mailsTo = (email: string) => test.db.select().from(mailMessages).where(eq(mailMessages.to, email));
  const linkIn = (text: string, path: string) => new RegExp(`${origin}/newsletter/${path}/([^\\s]+)`).exec(text)?.[1];

  it("keeps one unconfirmed row per address, whatever its case, and mails the confirmation link", async () => {
    await subscribe("Nora@Example.no");
    await subscribe("nora@example.NO", "en");
    const rows = await test.db.select().from(newsletterSubscribers);
    expect(rows.map((r) => [r.email, r.confirmedAt])).toEqual([["nora@example.no", null]]);
    expect(await countNewsletterSubscribers(test.db)).toBe(0);
    // An unconfirmed address gets its link again (a second chance), at most three an hour.
    for (let i = 0; i < 3; i++) await subscribe("nora@example.no");
    const mails = await mailsTo("nora@example.no");
    expect(mails).toHaveLength(3);
    expect(mails.every((m) => linkIn(m.text, "confirm") && !linkIn(m.text, "unsubscribe"))).toBe(true);
  });

  it("confirms by the link once, sends the first newsletter with a one-click unsubscribe, and forgets on unsubscribe", async () => {
    await subscribe("ola@example.no", "en");
    const token = linkIn((await mailsTo("ola@example.no"))[0]!.text, "confirm")!;
    expect(await confirmNewsletter(test.db, mailer, signer, token.replace(/.$/, "x"), origin)).toBe("invalid");
    expect(await confirmNewsletter(test.db, mailer, signer, token, origin)).toBe("confirmed");
    expect(await confirmNewsletter(test.db, mailer, signer, token, origin)).toBe("confirmed");
    expect(await countNewsletterSubscribers(test.db)).toBe(1);
    const mails = await mailsTo("ola@example.no");
    expect(mails).toHaveLength(2);
    const welcome = mails[1]!;
    const unsubscribe = linkIn(welcome.text, "unsubscribe")!;
    expect(welcome.headers).toEqual({
      "List-Unsubscribe": `<${origin}/newsletter/unsubscribe/${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(welcome.html).toContain(`${origin}/newsletter/unsubscribe/${unsubscribe}`);
    // A confirmed address is not mailed again by signing up again.
    await subscribe("ola@example.no");
    expect(await mailsTo("ola@example.no")).toHaveLength(2);

    // The confirm link's signature does not work for unsubscribing, nor the other way round.
    expect(await unsubscribeFromNewsletter(test.db, signer, token)).toBe("invalid");
    expect(await confirmNewsletter(test.db, mailer, signer, unsubscribe, origin)).toBe("invalid");
    expect(await unsubscribeFromNewsletter(test.db, signer, unsubscribe)).toBe("unsubscribed");
    expect(
      await test.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "ola@example.no")),
    ).toEqual([]);
    expect(await confirmNewsletter(test.db, mailer, signer, token, origin)).toBe("invalid");
  });

  it("holds under concurrent sign-ups of the same address", async () => {
    await Promise.all(Array.from({ length: 10 }, () => subscribe("same@example.no")));
    const rows = await test.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "same@example.no"));
    expect(rows).toHaveLength(1);
    expect(await mailsTo("same@example.no")).toHaveLength(3);
  });

  it("rejects an invalid address", () => {
    expect(newsletterSchema.safeParse({ email: "nei" }).success).toBe(false);
    expect(newsletterSchema.safeParse({}).success).toBe(false);
  });
});
