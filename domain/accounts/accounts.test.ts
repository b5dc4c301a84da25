import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { setupTestDatabase } from "../../tests/support/test-database";
import { users } from "#db/schema.server";
import {
  authenticate,
  emailFormSchema,
  findUserByEmail,
  registerAccount,
  registrationSchema,
  isCommonPassword,
  signInSchema,
} from "./accounts.server";
import { settingsSchema } from "./account-settings.server";
import { newPasswordSchema } from "./password-reset.server";
import { verifyPassword } from "./passwords.server";

const t = setupTestDatabase({ seeded: false });

let counter = 0;
/** A fresh address per test, so tests in this file never collide on the unique index. */
const newEmail = (name = "bruker") => `${name}.${++counter}@example.no`;

async function newUser(password = "riktig-passord", email = newEmail()) {
  const result = await registerAccount(t.db, { name: "Kari Nordmann", email, password });
  if (!result.ok) throw new Error(`Could not register ${email}`);
  return result.user;
}

const row = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

/** The first message per field, like the form layer shows it. */
function messages(result: { success: boolean; error?: z.ZodError }): Record<string, string> {
  expect(result.success).toBe(false);
  const out: Record<string, string> = {};
  for (const issue of result.error!.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe("registerAccount", () => {
  it("stores an argon2id hash instead of the password, and the e-mail trimmed and lower-cased", async () => {
    const result = await registerAccount(t.db, {
      name: "  Åse Ødegård ",
      email: "  Ase.Odegard@Example.NO ",
      password: "sjokolade-og-kaffe",
    });
    expect(result).toMatchObject({
      ok: true,
      user: { name: "Åse Ødegård", email: "ase.odegard@example.no", role: "user" },
    });
    const stored = await row((result as { user: { id: string } }).user.id);
    expect(stored.email).toBe("ase.odegard@example.no");
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
    expect(stored.passwordHash).not.toContain("sjokolade-og-kaffe");
    expect(JSON.stringify(stored)).not.toContain("sjokolade");
    expect(await verifyPassword(stored.passwordHash, "sjokolade-og-kaffe")).toBe(true);
  });

  it("gives new users voucher reminders on, and deal alerts and newsletter off", async () => {
    const stored = await row((await newUser()).id);
    expect(stored).toMatchObject({ notifyVoucherReminders: true, notifyDealAlerts: false, notifyNewsletter: false });
  });

  it("stores the role it is given", async () => {
    const result = await registerAccount(
      t.db,
      { name: "Bedrift", email: newEmail(), password: "x".repeat(8) },
      "business",
    );
    expect(result.ok && result.user.role).toBe("business");
  });

  it("refuses an e-mail that is taken, in any case, and keeps the first account", async () => {
    const email = newEmail("opptatt");
    const first = await newUser("forste-passord", email);
    for (const variant of [email, email.toUpperCase(), `  ${email.replace("opptatt", "OppTatt")} `]) {
      expect(await registerAccount(t.db, { name: "Andre", email: variant, password: "andre-passord" })).toEqual({
        ok: false,
        reason: "emailTaken",
      });
    }
    const rows = await t.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    expect(rows.map((r) => [r.id, r.name])).toEqual([[first.id, "Kari Nordmann"]]);
    expect(await authenticate(t.db, email, "forste-passord")).toMatchObject({ id: first.id });
  });

  it("creates exactly one account under 8 concurrent registrations of the same address", async () => {
    const email = newEmail("samtidig");
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        registerAccount(t.db, {
          name: `Person ${i}`,
          email: i % 2 ? email.toUpperCase() : email,
          password: `passord-${i}`,
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual(Array(7).fill({ ok: false, reason: "emailTaken" }));
    const rows = await t.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    expect(rows).toHaveLength(1);
    const winner = results.findIndex((r) => r.ok);
    expect(rows[0]!.name).toBe(`Person ${winner}`);
    expect(await verifyPassword(rows[0]!.passwordHash, `passord-${winner}`)).toBe(true);
  });
});

describe("authenticate and findUserByEmail", () => {
  it("returns the user for the right password only", async () => {
    const email = newEmail("innlogging");
    const user = await newUser("riktig-passord", email);
    expect(await authenticate(t.db, email, "riktig-passord")).toEqual(user);
    expect(await authenticate(t.db, email, "feil-passord")).toBeNull();
    expect(await authenticate(t.db, email, "riktig-passord ")).toBeNull();
    expect(await authenticate(t.db, email, "RIKTIG-PASSORD")).toBeNull();
    expect(await authenticate(t.db, email, "")).toBeNull();
  });

  it("returns null for an unknown e-mail", async () => {
    expect(await authenticate(t.db, "finnes.ikke@example.no", "riktig-passord")).toBeNull();
    expect(await findUserByEmail(t.db, "finnes.ikke@example.no")).toBeUndefined();
  });

  it("ignores the case and surrounding spaces of the e-mail", async () => {
    const email = newEmail("storebokstaver");
    const user = await newUser("riktig-passord", email);
    expect(await authenticate(t.db, `  ${email.toUpperCase()} `, "riktig-passord")).toEqual(user);
    expect((await findUserByEmail(t.db, email.toUpperCase()))?.id).toBe(user.id);
  });
});

describe("schemas", () => {
  const valid = { name: "Ola", email: "ola@example.no", password: "langt-passord", confirmPassword: "langt-passord" };

  it("accepts a valid registration and trims name and e-mail", () => {
    expect(registrationSchema.parse({ ...valid, name: " Ola ", email: " ola@example.no " })).toMatchObject({
      name: "Ola",
      email: "ola@example.no",
    });
  });

  it("names a short password, a mismatch, a bad e-mail and empty fields", () => {
    expect(
      messages(registrationSchema.safeParse({ ...valid, password: "1234567", confirmPassword: "1234567" })),
    ).toEqual({ password: "passwordTooShort" });
    expect(registrationSchema.safeParse({ ...valid, password: "kx8-tq2m", confirmPassword: "kx8-tq2m" }).success).toBe(
      true,
    );
    const mismatch = registrationSchema.safeParse({ ...valid, confirmPassword: "langt-passorD" });
    expect(messages(mismatch)).toEqual({ confirmPassword: "passwordMismatch" });
    expect(mismatch.error!.issues[0]!.path).toEqual(["confirmPassword"]);
    expect(messages(registrationSchema.safeParse({ ...valid, email: "ikke-en-epost" }))).toEqual({
      email: "invalidEmail",
    });
    expect(
      messages(registrationSchema.safeParse({ name: " ", email: "  ", password: "", confirmPassword: "" })),
    ).toEqual({ name: "required", email: "required", password: "required", confirmPassword: "required" });
    // Absent fields are a type error, which the form layer shows as "required".
    const absent = registrationSchema.safeParse({});
    expect(new Set(absent.error!.issues.map((i) => [i.path[0], i.code].join()))).toEqual(
      new Set(["name,invalid_type", "email,invalid_type", "password,invalid_type", "confirmPassword,invalid_type"]),
    );
  });

  it("checks the sign-in and e-mail forms", () => {
    expect(signInSchema.parse({ email: " a@b.no ", password: "x", remember: "on" })).toEqual({
      email: "a@b.no",
      password: "x",
      remember: "on",
    });
    expect(messages(signInSchema.safeParse({ email: "", password: "" }))).toEqual({
      email: "required",
      password: "required",
    });
    expect(emailFormSchema.parse({ email: " kari@example.no " })).toEqual({ email: "kari@example.no" });
    expect(messages(emailFormSchema.safeParse({ email: "kari@" }))).toEqual({ email: "invalidEmail" });
    expect(messages(emailFormSchema.safeParse({ email: "" }))).toEqual({ email: "required" });
  });
});

describe("common passwords", () => {
  // From the top of the shipped list, in any case, each at least 8 characters long.
  const COMMON = ["password", "12345678", "Password1", "qwertyuiop", "iloveyou", "TRUSTNO1", "football", "baseball1"];
  const base = { name: "Kari", email: "kari@example.no" };

  it("knows the most common passwords in any case, and not an ordinary long one", () => {
    for (const password of COMMON) expect(isCommonPassword(password), password).toBe(true);
    expect(isCommonPassword("fjordlys-kveld-2026")).toBe(false);
    expect(isCommonPassword("kx8-tq2m")).toBe(false);
  });

  it.each(COMMON)("refuses %s at sign-up, at a reset and as a new password in the settings", (password) => {
    const pair = { password, confirmPassword: password };
    expect(messages(registrationSchema.safeParse({ ...base, ...pair }))).toEqual({ password: "passwordCommon" });
    expect(messages(newPasswordSchema.safeParse(pair))).toEqual({ password: "passwordCommon" });
    expect(messages(settingsSchema.safeParse({ ...base, newPassword: password, confirmPassword: password }))).toEqual({
      newPassword: "passwordCommon",
    });
  });

  it("still says a short common password is too short, and takes an uncommon one", () => {
    expect(messages(registrationSchema.safeParse({ ...base, password: "123456", confirmPassword: "123456" }))).toEqual({
      password: "passwordTooShort",
    });
    const fine = { password: "fjordlys-kveld-2026", confirmPassword: "fjordlys-kveld-2026" };
    expect(registrationSchema.safeParse({ ...base, ...fine }).success).toBe(true);
    expect(newPasswordSchema.safeParse(fine).success).toBe(true);
    expect(
      settingsSchema.safeParse({ ...base, newPassword: fine.password, confirmPassword: fine.password }).success,
    ).toBe(true);
  });
});
