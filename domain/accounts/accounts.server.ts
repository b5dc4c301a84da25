// Customer, partner and admin accounts: registration, sign-in, settings.
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database, DatabaseOrTransaction } from "#db/connection.server";
import { users } from "#db/schema.server";
import { COMMON_PASSWORDS } from "./common-passwords.server";
import { hashPassword, verifyPassword } from "./passwords.server";
import type { Role, SessionUser } from "./sessions.server";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

/** An e-mail address field: trimmed, at most 254 characters. */
export const emailField = z.string().trim().min(1, "required").max(254, "tooLong").pipe(z.email("invalidEmail"));
let commonPasswords: Set<string> | undefined;

/** One of the 10 000 passwords attackers try first, in any mix of upper and lower case. */
export function isCommonPassword(candidate: string): boolean {
  commonPasswords ??= new Set(COMMON_PASSWORDS.split("\n").filter(Boolean));
  return commonPasswords.has(candidate.toLowerCase());
}

/** Long enough and not a common password (a short one is told it is short, not that it is common). */
export const chosenPassword = (p: string) => p.length < PASSWORD_MIN || !isCommonPassword(p);

/** A password being chosen: at sign-up (customers and partners), at a reset, for a new admin. */
export const newPassword = z
  .string()
  .min(1, "required")
  .min(PASSWORD_MIN, "passwordTooShort")
  .max(PASSWORD_MAX, "tooLong")
  .refine(chosenPassword, "passwordCommon");

export const registrationSchema = z
  .object({
    name: z.string().trim().min(1, "required").max(200, "tooLong"),
    email: emailField,
    password: newPassword,
    confirmPassword: z.string().min(1, "required"),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "passwordMismatch", path: ["confirmPassword"] });

/** A form with just an e-mail address (forgot password). */
export const emailFormSchema = z.object({ email: emailField });

export const signInSchema = z.object({
  email: z.string().trim().min(1, "required").max(254, "tooLong"),
  password: z.string().min(1, "required").max(PASSWORD_MAX, "tooLong"),
  remember: z.literal("on").optional(),
});

/** E-mail addresses are compared case-insensitively and stored trimmed and lower-cased. */
export function normalizeEmail(address: string): string {
  return address.trim().toLowerCase();
}

export async function findUserByEmail(db: DatabaseOrTransaction, address: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(address)}`);
  return user;
}

export async function getUser(db: Database, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export type RegistrationResult = { ok: true; user: SessionUser } | { ok: false; reason: "emailTaken" };

/**
 * Inserts an account, or returns null when the address has one. A taken address (even under
 * concurrent sign-ups) is the unique index saying no. The address is not confirmed yet.
 */
export async function insertAccount(
  db: DatabaseOrTransaction,
  input: { name: string; email: string; passwordHash: string },
  role: Role = "user",
): Promise<SessionUser | null> {
  const inserted = await db
    .insert(users)
    .values({ name: input.name.trim(), email: normalizeEmail(input.email), passwordHash: input.passwordHash, role })
    .onConflictDoNothing()
    .returning({ id: users.id, name: users.name, email: users.email, role: users.role });
  return inserted[0] ?? null;
}

/** Creates an account directly (scripts and tests); people sign up through sign-up.server.ts. */
export async function registerAccount(
  db: Database,
  input: { name: string; email: string; password: string },
  role: Role = "user",
): Promise<RegistrationResult> {
  const user = await insertAccount(db, { ...input, passwordHash: await hashPassword(input.password) }, role);
  return user ? { ok: true, user } : { ok: false, reason: "emailTaken" };
}

// Verifying against this when the e-mail is unknown makes both answers take as long.
let decoyHash: Promise<string> | undefined;

/** The user for these credentials, or null; the same work is done whether the e-mail exists or not. */
export async function authenticate(db: Database, address: string, candidate: string): Promise<SessionUser | null> {
  const user = await findUserByEmail(db, address);
  if (!user) {
    decoyHash ??= hashPassword("decoy password that nobody has");
    await verifyPassword(await decoyHash, candidate);
    return null;
  }
  if (!(await verifyPassword(user.passwordHash, candidate))) return null;
  return { id: user.id, name: user.name, email: user.email, role: user.role };
}
