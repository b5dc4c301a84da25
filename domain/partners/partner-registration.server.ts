// A business signs up as a partner: its owner's account (role business), the partner (pending
// until an admin approves it) and its profile (plan, trial, contact person, logo), all or nothing.
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/connection.server";
import { partnerProfiles, partners, users } from "#db/schema.server";
import { findUserByEmail, newPassword, normalizeEmail } from "#domain/accounts/accounts.server";
import { BUSINESS_PLANS, TRIAL_MONTHS, type BusinessPlanId } from "./business-plans";
import { storeImage, type ImageProblem } from "#domain/platform/images.server";
import { partnerBusinessSchema, requiredText } from "./partner-business";
import { hashPassword } from "#domain/accounts/passwords.server";
import type { SessionUser } from "#domain/accounts/sessions.server";

const PLAN_IDS = BUSINESS_PLANS.map((plan) => plan.id) as [BusinessPlanId, ...BusinessPlanId[]];

/** Everything the wizard sends except the logo, which arrives as a data URL or a file. */
export const partnerRegistrationSchema = partnerBusinessSchema
  .extend({
    description: requiredText(2000),
    city: requiredText(100),
    address: requiredText(200),
    contactPerson: requiredText(200),
    plan: z.enum(PLAN_IDS, "planInvalid"),
    password: newPassword,
    confirmPassword: z.string().min(1, "required"),
  })
  .strict()
  .refine((v) => v.password === v.confirmPassword, { message: "passwordMismatch", path: ["confirmPassword"] });

export type PartnerRegistration = z.infer<typeof partnerRegistrationSchema>;

export type RegistrationProblem = "emailTaken" | "orgNumberTaken" | ImageProblem;
export type PartnerRegistrationResult =
  | { ok: true; user: SessionUser; partnerId: string }
  | { ok: false; errors: Partial<Record<"email" | "orgNumber" | "logo", RegistrationProblem>> };

class AlreadyRegistered extends Error {
  constructor(readonly field: "email" | "orgNumber") {
    super(`${field} already registered`);
  }
}

async function orgNumberTaken(db: Database, orgNumber: string): Promise<boolean> {
  const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.orgNumber, orgNumber));
  return row !== undefined;
}

/**
 * Registers the partner. The look-ups first only give early, complete answers; what holds under
 * concurrent sign-ups is the unique indexes (users' lower(email), partners' org number).
 */
export async function registerPartner(
  db: Database,
  input: PartnerRegistration,
  logo: Uint8Array | null,
  now = new Date(),
): Promise<PartnerRegistrationResult> {
  const email = normalizeEmail(input.email);
  const errors: Extract<PartnerRegistrationResult, { ok: false }>["errors"] = {};
  const [existingUser, existingOrg] = await Promise.all([
    findUserByEmail(db, email),
    orgNumberTaken(db, input.orgNumber),
  ]);
  if (existingUser) errors.email = "emailTaken";
  if (existingOrg) errors.orgNumber = "orgNumberTaken";
  if (errors.email || errors.orgNumber) return { ok: false, errors };

  // Re-encoded and stored by content hash; a logo left by a failed sign-up is not linked anywhere.
  let logoHash: string | null = null;
  if (logo) {
    const stored = await storeImage(db, logo, null);
    if (!stored.ok) return { ok: false, errors: { logo: stored.reason } };
    logoHash = stored.hash;
  }

  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ name: input.contactPerson, email, passwordHash, role: "business" })
        .onConflictDoNothing()
        .returning({ id: users.id, name: users.name, email: users.email, role: users.role });
      if (!user) throw new AlreadyRegistered("email");
      const [partner] = await tx
        .insert(partners)
        .values({
          ownerUserId: user.id,
          name: input.name,
          orgNumber: input.orgNumber,
          email,
          phone: input.phone,
          website: input.website,
          city: input.city,
          address: input.address,
          descriptionNo: input.description,
          status: "pending",
        })
        .onConflictDoNothing()
        .returning({ id: partners.id });
      if (!partner) throw new AlreadyRegistered("orgNumber");
      await tx.insert(partnerProfiles).values({
        partnerId: partner.id,
        plan: input.plan,
        // PostgreSQL's month arithmetic: 30 November + 3 months is 28 February, not 2 March.
        trialEndsAt: sql`${now.toISOString()}::timestamptz + make_interval(months => ${TRIAL_MONTHS})`,
        contactPerson: input.contactPerson,
        logoHash,
      });
      return { ok: true as const, user, partnerId: partner.id };
    });
  } catch (error) {
    if (error instanceof AlreadyRegistered)
      return { ok: false, errors: { [error.field]: error.field === "email" ? "emailTaken" : "orgNumberTaken" } };
    throw error;
  }
}
