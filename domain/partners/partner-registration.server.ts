// A business signs up as a partner: its owner's account (role business), the partner (pending
// until an admin approves it) and its profile (plan, trial, contact person, logo), all or nothing.
// The answer is the same whether the address or the organisation number is known already, so the
// form tells nobody which are: what happened goes to the address given, by e-mail (a link that
// confirms it; or that it has an account; or that the business is a partner already).
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/connection.server";
import { partnerProfiles, partners } from "#db/schema.server";
import { insertAccount, newPassword, normalizeEmail } from "#domain/accounts/accounts.server";
import {
  confirmAddressMail,
  partnerOrgTakenMail,
  type AccountMailContext,
} from "#domain/accounts/account-mails.server";
import { createVerificationToken } from "#domain/accounts/email-verification.server";
import { noticeToExistingAccount } from "#domain/accounts/sign-up.server";
import { queueMail, type Mailer } from "#domain/platform/mail.server";
import { hit } from "#domain/platform/throttle.server";
import { BUSINESS_PLANS, TRIAL_MONTHS, type BusinessPlanId } from "./business-plans";
import { storeImage, type ImageProblem } from "#domain/platform/images.server";
import { partnerBusinessSchema, requiredText } from "./partner-business";
import { hashPassword } from "#domain/accounts/passwords.server";
import { PARTNER_AGREEMENT_VERSION } from "./partner-agreement";

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
    // A JSON true or a ticked form checkbox; anything else (missing included) is not acceptance.
    acceptAgreement: z.literal([true, "on", "true"], "agreementRequired"),
  })
  .strict()
  .refine((v) => v.password === v.confirmPassword, { message: "passwordMismatch", path: ["confirmPassword"] });

export type PartnerRegistration = z.infer<typeof partnerRegistrationSchema>;

export type RegistrationProblem = ImageProblem;
/** What happened, for the caller's records and tests: the visitor is answered the same for all three. */
export type RegistrationOutcome = "created" | "emailTaken" | "orgNumberTaken";
export type PartnerRegistrationResult =
  | { ok: true; outcome: RegistrationOutcome; partnerId: string | null }
  | { ok: false; errors: Partial<Record<"logo", RegistrationProblem>> };

class AlreadyRegistered extends Error {
  constructor(readonly field: "email" | "orgNumber") {
    super(`${field} already registered`);
  }
}

/** "This business is a partner already" to one address: a few an hour at most. */
const ORG_TAKEN_NOTICES_PER_ADDRESS = { max: 3, windowSeconds: 60 * 60 };

/**
 * Registers the partner. Known or not, the address and organisation number go through the same
 * steps (logo, password hash, inserts) so the answer takes as long; what holds under concurrent
 * sign-ups is the unique indexes (users' lower(email), partners' org number).
 */
export async function registerPartner(
  db: Database,
  mailer: Mailer,
  input: PartnerRegistration,
  logo: Uint8Array | null,
  ctx: AccountMailContext,
  now = new Date(),
): Promise<PartnerRegistrationResult> {
  const email = normalizeEmail(input.email);
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
      const user = await insertAccount(tx, { name: input.contactPerson, email, passwordHash }, "business");
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
          // The partner's e-mails follow the language it signed up in, until its owner picks another.
          language: ctx.language,
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
        agreementVersion: PARTNER_AGREEMENT_VERSION,
        agreementAcceptedAt: now,
      });
      const token = await createVerificationToken(tx, user.id, email, now);
      await queueMail(tx, mailer, confirmAddressMail(user, ctx, token));
      return { ok: true as const, outcome: "created" as const, partnerId: partner.id };
    });
  } catch (error) {
    if (!(error instanceof AlreadyRegistered)) throw error;
    // Nothing was created (the transaction rolled back): only the address given learns why.
    await db.transaction(async (tx) => {
      if (error.field === "email") return noticeToExistingAccount(tx, mailer, email, ctx, now);
      const notice = await hit(tx, `partner-register-mail:${email}`, ORG_TAKEN_NOTICES_PER_ADDRESS, now);
      if (notice.allowed) {
        const to = { name: input.contactPerson, email };
        await queueMail(tx, mailer, partnerOrgTakenMail(to, ctx, input.orgNumber));
      }
    });
    return { ok: true, outcome: error.field === "email" ? "emailTaken" : "orgNumberTaken", partnerId: null };
  }
}
