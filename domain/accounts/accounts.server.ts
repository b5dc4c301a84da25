// Customer, partner and admin accounts: registration, sign-in, settings.
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/connection.server";
import { users } from "#db/schema.server";
import { COMMON_PASSWORDS } from "./common-passwords.server";
import { hashPassword, verifyPassword } from "./passwords.server";
import type { Role, SessionUser } from "./sessions.server";

export const PASSWORD_MIN = 8;
const PASSWORD_MAX = 200;

let commonPasswords: Set<string> | undefined;

/** One of the 10 000 passwords attackers try first, in any mix of upper and lower case. */
export function isCommonPassword(candidate: string): boolean {
  commonPasswords ??= new Set(COMMON_PASSWORDS.split("\n").filter(Boolean));
  return commonPasswords.has(candidate.toLowerCase());
}

/** Long enough and not a common password (a short one is told it is short, not that it is common). */
const chosenPassword = (p: string) => p.length < PASSWORD_MIN || !isCommonPassword(p);

const email = z.string().trim().min(1, "required").max(254, "tooLong").pipe(z.email("invalidEmail"));
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
    email,
    password: newPassword,
    confirmPassword: z.string().min(1, "required"),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "passwordMismatch", path: ["confirmPassword"] });

/** A form with just an e-mail address (forgot password). */
export const emailFormSchema = z.object({ email });

export const signInSchema = z.object({
  email: z.string().trim().min(1, "required").max(254, "tooLong"),
  password: z.string().min(1, "required").max(PASSWORD_MAX, "tooLong"),
  remember: z.literal("on").optional(),
});

/** E-mail addresses are compared case-insensitively and stored trimmed and lower-cased. */
export function normalizeEmail(address: string): string {
  return address.trim().toLowerCase();
}

export async function findUserByEmail(db: Database, address: string) {
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

export async function registerAccount(
  db: Database,
  input: { name: string; email: string; password: string },
  role: Role = "user",
): Promise<RegistrationResult> {
  const passwordHash = await hashPassword(input.password);
  const inserted = await db
    .insert(users)
    .values({ name: input.name.trim(), email: normalizeEmail(input.email), passwordHash, role })
    // A taken address (even under concurrent sign-ups) is the unique index saying no.
    .onConflictDoNothing()
    .returning({ id: users.id, name: users.name, email: users.email, role: users.role });
  const user = inserted[0];
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

export const settingsSchema = z
  .object({
    name: z.string().trim().min(1, "required").max(200, "tooLong"),
    email,
    currentPassword: z.string().max(PASSWORD_MAX, "tooLong").default(""),
    newPassword: z
      .string()
      .max(PASSWORD_MAX, "tooLong")
      .default("")
      .refine((p) => p === "" || p.length >= PASSWORD_MIN, "passwordTooShort")
      .refine((p) => p === "" || chosenPassword(p), "passwordCommon"),
    confirmPassword: z.string().max(PASSWORD_MAX, "tooLong").default(""),
    notifyDealAlerts: z.literal("on").optional(),
    notifyVoucherReminders: z.literal("on").optional(),
    notifyNewsletter: z.literal("on").optional(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "passwordMismatch", path: ["confirmPassword"] });

export type SettingsInput = z.infer<typeof settingsSchema>;

export type SettingsResult =
  | { ok: true; passwordChanged: boolean }
  | { ok: false; field: "currentPassword" | "email"; reason: "currentPasswordWrong" | "emailTaken" };

/** Saves settings; changing the e-mail or password needs the current password. */
export async function updateSettings(db: Database, userId: string, input: SettingsInput): Promise<SettingsResult> {
  const user = await getUser(db, userId);
  if (!user) throw new Error("Settings for a user that does not exist");
  const newEmail = normalizeEmail(input.email);
  const emailChanged = newEmail !== normalizeEmail(user.email);
  const passwordChanged = input.newPassword !== "";
  if ((emailChanged || passwordChanged) && !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    return { ok: false, field: "currentPassword", reason: "currentPasswordWrong" };
  }
  if (emailChanged) {
    const taken = await findUserByEmail(db, newEmail);
    if (taken && taken.id !== userId) return { ok: false, field: "email", reason: "emailTaken" };
  }
  try {
    await db
      .update(users)
      .set({
        name: input.name,
        email: newEmail,
        notifyDealAlerts: input.notifyDealAlerts === "on",
        notifyVoucherReminders: input.notifyVoucherReminders === "on",
        notifyNewsletter: input.notifyNewsletter === "on",
        ...(passwordChanged ? { passwordHash: await hashPassword(input.newPassword) } : {}),
      })
      .where(eq(users.id, userId));
  } catch (error) {
    // Another account took the address between the check and the update.
    if ((error as { cause?: { code?: string } }).cause?.code === "23505")
      return { ok: false, field: "email", reason: "emailTaken" };
    throw error;
  }
  return { ok: true, passwordChanged };
}
