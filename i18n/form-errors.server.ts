// Turns a Zod error from a domain schema into one message per field, in the visitor's language.
// Domain schemas name their messages with the keys below.
import type { z } from "zod";
import { translator } from "./dictionaries.server";
import type { Language } from "./languages";

const MESSAGES = {
  required: "form.required",
  invalidEmail: "form.invalidEmail",
  tooLong: "form.tooLong",
  passwordTooShort: "form.passwordTooShort",
  passwordCommon: "form.passwordCommon",
  passwordMismatch: "form.passwordMismatch",
  cardNumberInvalid: "checkout.cardNumberInvalid",
  expiryInvalid: "checkout.expiryInvalid",
  expiryPast: "checkout.expiryPast",
  cvvInvalid: "checkout.cvvInvalid",
  consultationPhoneInvalid: "consultation.errors.phoneInvalid",
  consultationDateInvalid: "consultation.errors.dateInvalid",
  consultationDatePast: "consultation.errors.datePast",
  consultationDateTooFar: "consultation.errors.dateTooFar",
  consultationSlotInvalid: "consultation.errors.slotInvalid",
  consultationSlotPast: "consultation.errors.slotPast",
  consultationPackageInvalid: "consultation.errors.packageInvalid",
  orgNumberInvalid: "business.errors.orgNumberInvalid",
  phoneInvalid: "business.errors.phoneInvalid",
  websiteInvalid: "business.errors.websiteInvalid",
  planInvalid: "business.errors.planInvalid",
  agreementRequired: "business.errors.agreementRequired",
  timeInvalid: "businessInfo.errors.timeInvalid",
  closesBeforeOpens: "businessInfo.errors.closesBeforeOpens",
  bookingNumberInvalid: "bookings.errors.numberInvalid",
  bookingDayInvalid: "bookings.errors.dayInvalid",
  accountNumberLength: "payouts.errors.accountNumberLength",
  accountNumberCheck: "payouts.errors.accountNumberCheck",
  promoCodeInvalid: "admin.promoCodes.errors.codeInvalid",
  promoNumberInvalid: "admin.promoCodes.errors.numberInvalid",
  promoDateInvalid: "admin.promoCodes.errors.dateInvalid",
  promoDatesOrder: "admin.promoCodes.errors.datesOrder",
  giftDateInvalid: "gifts.errors.dateInvalid",
  giftDatePast: "gifts.errors.datePast",
  giftDateTooFar: "gifts.errors.dateTooFar",
  giftMessageTooLong: "gifts.errors.messageTooLong",
  reviewRatingRequired: "reviews.form.ratingRequired",
  reviewTextRequired: "reviews.form.textRequired",
  reviewTextTooLong: "reviews.form.textTooLong",
  postalCodeInvalid: "locations.errors.postalCodeInvalid",
} as const;

const isKnown = (message: string): message is keyof typeof MESSAGES => message in MESSAGES;

export type FieldErrors = Record<string, string>;

export function fieldErrors(error: z.ZodError, lang: Language): FieldErrors {
  const t = translator(lang);
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    if (errors[field]) continue;
    // A missing field or wrong type reads as "required"; anything unknown as a general failure.
    const key =
      issue.code === "invalid_type"
        ? MESSAGES.required
        : isKnown(issue.message)
          ? MESSAGES[issue.message]
          : "form.failed";
    errors[field] = t(key);
  }
  return errors;
}

/**
 * The form's text fields as strings (files and repeated keys ignored), for Zod to check. NUL
 * characters are dropped: no one types them, and PostgreSQL text cannot store them (a query error).
 */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form)
    if (typeof value === "string" && !(key in fields)) fields[key] = value.replaceAll("\u0000", "");
  return fields;
}
