// What the partner sign-up wizard keeps while the partner types, and how it sends it.
import type { TFunction } from "#i18n/translate";
import type { BusinessPlanId } from "#domain/partners/business-plans";
import { partnerBusinessSchema } from "#domain/partners/partner-business";

export const STEP_ONE_FIELDS = ["name", "orgNumber", "email", "phone", "website"] as const;
export const STEP_TWO_FIELDS = [
  "description",
  "city",
  "address",
  "contactPerson",
  "password",
  "confirmPassword",
] as const;
export type TextField = (typeof STEP_ONE_FIELDS)[number] | (typeof STEP_TWO_FIELDS)[number];

export type Values = Record<TextField, string> & { plan: BusinessPlanId; acceptAgreement: boolean };
export interface Logo {
  dataUrl: string;
  name: string;
}
export type Errors = Partial<Record<TextField | "plan" | "logo" | "acceptAgreement", string>>;

export const emptyValues = (plan: BusinessPlanId): Values => ({
  name: "",
  orgNumber: "",
  email: "",
  phone: "",
  website: "",
  description: "",
  city: "",
  address: "",
  contactPerson: "",
  password: "",
  confirmPassword: "",
  plan,
  acceptAgreement: false,
});

// The same message keys the server maps (i18n/form-errors.server.ts).
const MESSAGE_KEYS = {
  required: "form.required",
  invalidEmail: "form.invalidEmail",
  tooLong: "form.tooLong",
  orgNumberInvalid: "business.errors.orgNumberInvalid",
  phoneInvalid: "business.errors.phoneInvalid",
  websiteInvalid: "business.errors.websiteInvalid",
} as const;

/** Step 1 checked in the browser with the server's own rules, so obvious mistakes show before step 2. */
export function checkStepOne(values: Values, t: TFunction): Errors {
  const result = partnerBusinessSchema.safeParse(values);
  const errors: Errors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as TextField;
    const key = MESSAGE_KEYS[issue.message as keyof typeof MESSAGE_KEYS] ?? "form.failed";
    errors[field] ??= t(key);
  }
  return errors;
}

export type SendResult = { ok: true } | { ok: false; errors: Errors; message?: string };

/** POST /api/business/register as JSON. */
export async function sendRegistration(values: Values, logo: Logo | null): Promise<SendResult> {
  const response = await fetch("/api/business/register", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ ...values, logo: logo?.dataUrl ?? null }),
  });
  const body = (await response.json().catch(() => null)) as {
    success?: boolean;
    errors?: Errors;
    message?: string;
  } | null;
  if (response.ok && body?.success) return { ok: true };
  return { ok: false, errors: body?.errors ?? {}, message: body?.message };
}
