// Turns a Zod error from a domain schema into one message per field, in the visitor's language.
// Domain schemas use the keys of `form.*` in the dictionaries as their messages.
import type { z } from "zod";
import { translator } from "~/i18n/dictionaries.server";
import type { Language } from "~/i18n/languages";

const KNOWN = new Set(["required", "invalidEmail", "tooLong", "passwordTooShort", "passwordMismatch"]);
type FormKey = "required" | "invalidEmail" | "tooLong" | "passwordTooShort" | "passwordMismatch" | "failed";

export type FieldErrors = Record<string, string>;

export function fieldErrors(error: z.ZodError, lang: Language): FieldErrors {
  const t = translator(lang);
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    if (errors[field]) continue;
    // A missing field or wrong type reads as "required"; anything unknown as a general failure.
    const key = issue.code === "invalid_type" ? "required" : KNOWN.has(issue.message) ? issue.message : "failed";
    errors[field] = t(`form.${key as FormKey}`);
  }
  return errors;
}

/** The form's text fields as strings (files and repeated keys ignored), for Zod to check. */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string" && !(key in fields)) fields[key] = value;
  return fields;
}
