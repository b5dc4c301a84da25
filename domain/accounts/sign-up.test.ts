import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { emailVerificationTokens, mailMessages, users } from "#db/schema.server";
import { createMailer } from "#domain/platform/mail.server";
import { authenticate, registerAccount } from "./accounts.server";
import { confirmEmail } from "./email-verification.server";
import { signUp } from "./sign-up.server";

const t = setupTestDatabase({ seeded: false });
const mailer = createMailer(undefined, "MagicDeals <no-reply@magicdeals.no>");
const ctx = { language: "en" as const, origin: "https://magicdeals.test", support: "help@magicdeals.test" };

let counter = 0;
const newEmail = () => `ny.${++counter}@example.no`;
const mailsTo = (email: string) => t.db.select().from(mailMessages).where(eq(mailMessages.to, email));
const linkToken = (text: string | undefined) => /\/verify-email\/([A-Za-z0-9_-]+)/.exec(text ?? "")?.[1];
const account = async (email: string) =>
  (
    await t.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
  )[0];

describe("signUp", () => {
  it("creates a usable, unconfirmed account and mails the link that confirms its address, once", async () => {
    const email = newEmail();
    expect(await signUp(t.db, mailer, { name: "Kari", email: email.toUpperCase(), password: "et-passord" }, ctx)).toBe(
      "created",
    );
    expect(await account(email)).toMatchObject({ email, emailVerifiedAt: null, role: "user" });
    expect(await authenticate(t.db, email, "et-passord")).toMatchObject({ email });
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual(["Confirm your email address at MagicDeals"]);
    const token = linkToken(mails[0]!.text)!;
    // Only the hash is stored.
    const [stored] = await t.db.select().from(emailVerificationTokens);
    expect(stored!.tokenHash).not.toBe(token);

    expect(await confirmEmail(t.db, mailer, token, ctx)).toEqual({ ok: true, kind: "confirmed", ordersAttached: 0 });
    expect((await account(email))!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await confirmEmail(t.db, mailer, token, ctx)).toEqual({ ok: false, reason: "invalid" });
    expect(await confirmEmail(t.db, mailer, "made-up", ctx)).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses an expired link", async () => {
    const email = newEmail();
    const then = new Date("2026-03-01T12:00:00Z");
    await signUp(t.db, mailer, { name: "Ola", email, password: "et-passord" }, ctx, then);
    const token = linkToken((await mailsTo(email))[0]!.text)!;
    const dayLater = new Date(then.getTime() + 24 * 3_600_000 + 1000);
    expect(await confirmEmail(t.db, mailer, token, ctx, dayLater)).toEqual({ ok: false, reason: "invalid" });
    expect((await account(email))!.emailVerifiedAt).toBeNull();
  });

  it("leaves a known address's account alone and tells its owner, at most three times an hour", async () => {
    const email = newEmail();
    const existing = await registerAccount(t.db, { name: "Eier", email, password: "eierens-passord" });
    if (!existing.ok) throw new Error("no account");
    for (let i = 0; i < 4; i++) {
      expect(
        await signUp(t.db, mailer, { name: "Noen", email: ` ${email.toUpperCase()}`, password: "annet-passord" }, ctx),
      ).toBe("existing");
    }
    expect(await authenticate(t.db, email, "eierens-passord")).toMatchObject({ id: existing.user.id, name: "Eier" });
    expect(await authenticate(t.db, email, "annet-passord")).toBeNull();
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual(Array(3).fill("Someone tried to register with your email address"));
    expect(mails.every((m) => !linkToken(m.text) && m.text.includes("https://magicdeals.test/forgot-password"))).toBe(
      true,
    );
  });

  it("creates exactly one account under 8 concurrent sign-ups of the same address", async () => {
    const email = newEmail();
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        signUp(t.db, mailer, { name: `K${i}`, email, password: `passord-${i}-x` }, ctx),
      ),
    );
    expect(outcomes.filter((o) => o === "created")).toHaveLength(1);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});
