import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { emailVerificationTokens, passwordResetTokens, sessions, users } from "#db/schema.server";
import { DEMO_ACCOUNTS } from "#domain/demo/demo-accounts";
import { authenticate, registerAccount } from "./accounts.server";
import { createVerificationToken } from "./email-verification.server";
import { createResetToken, isResetTokenUsable, resetPassword, RESET_LINK_MINUTES } from "./password-reset.server";
import { createSession, findSessionUser } from "./sessions.server";

const t = setupTestDatabase({ seeded: true });
const MINUTE = 60_000;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

let counter = 0;
async function newUser(password = "gammelt-passord") {
  const email = `glemsk.${++counter}@example.no`;
  const result = await registerAccount(t.db, { name: "Glemsk Gunnar", email, password });
  if (!result.ok) throw new Error("registration failed");
  return result.user;
}

async function tokenFor(email: string, now?: Date): Promise<string> {
  const created = await createResetToken(t.db, email, now);
  if (!created) throw new Error(`No reset token for ${email}`);
  return created.token;
}

const tokenRows = (userId: string) =>
  t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));

describe("createResetToken", () => {
  it("makes a token for an existing e-mail in any case, and tells who it is for", async () => {
    const customer = DEMO_ACCOUNTS.find((a) => a.role === "user")!;
    const [owner] = await t.db.select().from(users).where(eq(users.email, customer.email));
    const created = await createResetToken(t.db, `  ${customer.email.toUpperCase()} `);
    expect(created).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      user: { id: owner!.id, name: customer.name, email: customer.email },
    });
  });

  it("returns null for an unknown e-mail and stores nothing", async () => {
    const before = await t.db.select().from(passwordResetTokens);
    expect(await createResetToken(t.db, "ingen.konto@example.no")).toBeNull();
    expect(await t.db.select().from(passwordResetTokens)).toEqual(before);
  });

  it(`stores only the token's hash, with an expiry ${RESET_LINK_MINUTES} minutes ahead`, async () => {
    expect(RESET_LINK_MINUTES).toBe(60);
    const user = await newUser();
    const now = new Date("2026-06-01T12:00:00.000Z");
    const token = await tokenFor(user.email, now);
    const rows = await tokenRows(user.id);
    expect(rows).toEqual([
      {
        tokenHash: sha256(token),
        userId: user.id,
        expiresAt: new Date("2026-06-01T13:00:00.000Z"),
        usedAt: null,
        createdAt: expect.any(Date),
      },
    ]);
    const { rows: containing } = await t.db.$client.query(
      "SELECT count(*)::int AS n FROM password_reset_tokens r WHERE position($1 in r::text) > 0",
      [token],
    );
    expect(containing[0].n).toBe(0);
    // The stored hash does not work as a link.
    expect(await isResetTokenUsable(t.db, rows[0]!.tokenHash, now)).toBe(false);
  });
});

describe("isResetTokenUsable", () => {
  it(`is true until ${RESET_LINK_MINUTES} minutes have passed, then false`, async () => {
    const user = await newUser();
    const now = new Date();
    const token = await tokenFor(user.email, now);
    const after = (ms: number) => new Date(now.getTime() + ms);
    expect(await isResetTokenUsable(t.db, token, now)).toBe(true);
    expect(await isResetTokenUsable(t.db, token)).toBe(true);
    expect(await isResetTokenUsable(t.db, token, after(59 * MINUTE))).toBe(true);
    expect(await isResetTokenUsable(t.db, token, after(60 * MINUTE - 1))).toBe(true);
    expect(await isResetTokenUsable(t.db, token, after(60 * MINUTE))).toBe(false);
    expect(await isResetTokenUsable(t.db, token, after(24 * 60 * MINUTE))).toBe(false);
  });

  it("is false for unknown and junk tokens", async () => {
    for (const junk of ["", "x".repeat(10_240), "ikke-et-token", "' OR 1=1 --"]) {
      expect(await isResetTokenUsable(t.db, junk)).toBe(false);
    }
  });
});

describe("resetPassword", () => {
  it("sets the new password and ends all of the user's sessions, not other users'", async () => {
    const user = await newUser("gammelt-passord");
    const bystander = await newUser();
    const mine = [
      await createSession(t.db, user.id, true),
      await createSession(t.db, user.id, false),
      await createSession(t.db, user.id, true),
    ];
    const theirs = await createSession(t.db, bystander.id, true);
    const token = await tokenFor(user.email.toUpperCase());

    expect(await resetPassword(t.db, token, "helt-nytt-passord")).toBe(user.id);
    expect(await authenticate(t.db, user.email, "helt-nytt-passord")).toEqual(user);
    expect(await authenticate(t.db, user.email, "gammelt-passord")).toBeNull();
    for (const { token: session } of mine) expect(await findSessionUser(t.db, session)).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await findSessionUser(t.db, theirs.token)).toEqual(bystander);
    expect(await authenticate(t.db, bystander.email, "gammelt-passord")).toEqual(bystander);
  });

  it("uses a token once, and kills the user's other outstanding tokens with it", async () => {
    const user = await newUser("gammelt-passord");
    const other = await newUser("andres-passord");
    const earlier = await tokenFor(user.email);
    const token = await tokenFor(user.email);
    const later = await tokenFor(user.email);
    const othersToken = await tokenFor(other.email);

    expect(await resetPassword(t.db, token, "forste-nye-passord")).toBe(user.id);
    for (const used of [token, earlier, later]) {
      expect(await isResetTokenUsable(t.db, used)).toBe(false);
      expect(await resetPassword(t.db, used, "angriperens-passord")).toBeNull();
    }
    expect(await authenticate(t.db, user.email, "forste-nye-passord")).toEqual(user);
    expect(await authenticate(t.db, user.email, "angriperens-passord")).toBeNull();
    expect((await tokenRows(user.id)).map((r) => r.usedAt)).toEqual([
      expect.any(Date),
      expect.any(Date),
      expect.any(Date),
    ]);

    // Another user's link is untouched, and a link asked for after the reset works.
    expect(await isResetTokenUsable(t.db, othersToken)).toBe(true);
    const fresh = await tokenFor(user.email);
    expect(await resetPassword(t.db, fresh, "andre-nye-passord")).toBe(user.id);
    expect(await authenticate(t.db, user.email, "andre-nye-passord")).toEqual(user);
    expect(await authenticate(t.db, other.email, "andres-passord")).toEqual(other);
  });

  it("marks the address confirmed, since the link reached it, and voids the account's confirmation links", async () => {
    const user = await newUser();
    const verifiedAt = async () => (await t.db.select().from(users).where(eq(users.id, user.id)))[0]?.emailVerifiedAt;
    expect(await verifiedAt()).toBeNull();
    await createVerificationToken(t.db, user.id, user.email);
    await createVerificationToken(t.db, user.id, `ny.${user.email}`);
    const at = new Date();

    expect(await resetPassword(t.db, await tokenFor(user.email, at), "helt-nytt-passord", at)).toBe(user.id);
    expect(await verifiedAt()).toEqual(at);
    const links = await t.db
      .select({ usedAt: emailVerificationTokens.usedAt })
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, user.id));
    expect(links).toEqual([{ usedAt: at }, { usedAt: at }]);

    // An address confirmed before keeps its first confirmation date.
    const later = new Date(at.getTime() + MINUTE);
    expect(await resetPassword(t.db, await tokenFor(user.email, later), "enda-et-passord", later)).toBe(user.id);
    expect(await verifiedAt()).toEqual(at);
  });

  it("refuses an expired token and changes nothing", async () => {
    const user = await newUser("gammelt-passord");
    const session = await createSession(t.db, user.id, true);
    const issued = new Date();
    const token = await tokenFor(user.email, issued);
    const late = new Date(issued.getTime() + RESET_LINK_MINUTES * MINUTE);
    expect(await resetPassword(t.db, token, "for-sent-passord", late)).toBeNull();
    expect(await authenticate(t.db, user.email, "gammelt-passord")).toEqual(user);
    expect(await findSessionUser(t.db, session.token)).toEqual(user);
    expect((await tokenRows(user.id))[0]!.usedAt).toBeNull();
    // Within the hour it still works.
    const inTime = new Date(issued.getTime() + RESET_LINK_MINUTES * MINUTE - 1);
    expect(await resetPassword(t.db, token, "i-tide-passord", inTime)).toBe(user.id);
  });

  it("lets exactly one of 5 concurrent resets with one token succeed", async () => {
    const user = await newUser("gammelt-passord");
    const token = await tokenFor(user.email);
    const passwords = [1, 2, 3, 4, 5].map((i) => `samtidig-passord-${i}`);
    const results = await Promise.all(passwords.map((p) => resetPassword(t.db, token, p)));
    expect(results.filter((r) => r === user.id)).toHaveLength(1);
    expect(results.filter((r) => r === null)).toHaveLength(4);
    const winner = passwords[results.indexOf(user.id)]!;
    for (const password of passwords) {
      expect(await authenticate(t.db, user.email, password)).toEqual(password === winner ? user : null);
    }
  });

  it("lets exactly one of two different links of one user win when used at once", async () => {
    const user = await newUser("gammelt-passord");
    const [first, second] = [await tokenFor(user.email), await tokenFor(user.email)];
    const results = await Promise.all([
      resetPassword(t.db, first, "forste-lenke-passord"),
      resetPassword(t.db, second, "andre-lenke-passord"),
    ]);
    expect(results.filter((r) => r === user.id)).toHaveLength(1);
    const winner = results[0] === user.id ? "forste-lenke-passord" : "andre-lenke-passord";
    expect(await authenticate(t.db, user.email, winner)).toEqual(user);
  });

  it("resets a demo account's password", async () => {
    const admin = DEMO_ACCOUNTS.find((a) => a.role === "admin")!;
    const token = await tokenFor(admin.email);
    expect(await resetPassword(t.db, token, "nytt-admin-passord")).not.toBeNull();
    expect(await authenticate(t.db, admin.email, "nytt-admin-passord")).toMatchObject({ role: "admin" });
    expect(await authenticate(t.db, admin.email, admin.password)).toBeNull();
  });
});
