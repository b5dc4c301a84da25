// Step 1 of the partner sign-up (business information): one set of rules for the wizard in the
// browser, which checks it before step 2, and the server (partner-registration.server.ts).
import { z } from "zod";
import { isValidOrgNumber, normalizeOrgNumber } from "./org-number";
import { normalizeNorwegianPhone } from "#domain/accounts/phone-numbers";

export const requiredText = (max: number) => z.string().trim().min(1, "required").max(max, "tooLong");

/** "example.no" and "https://example.no/" are both fine; the stored form always has a scheme. */
export function normalizeWebsite(value: string): string | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (!/^[^.]+(\.[^.]+)+$/.test(url.hostname) || url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** Step 1 of the wizard: checked in the browser first, so it can say what is wrong before step 2. */
export const partnerBusinessSchema = z.object({
  name: requiredText(200),
  orgNumber: z
    .string()
    .trim()
    .min(1, "required")
    .refine(isValidOrgNumber, "orgNumberInvalid")
    .transform(normalizeOrgNumber),
  email: z.string().trim().min(1, "required").max(254, "tooLong").pipe(z.email("invalidEmail")),
  phone: z
    .string()
    .trim()
    .min(1, "required")
    .transform((value, ctx) => {
      const phone = normalizeNorwegianPhone(value);
      if (!phone) ctx.addIssue({ code: "custom", message: "phoneInvalid" });
      return phone ?? value;
    }),
  website: z
    .string()
    .trim()
    .max(300, "tooLong")
    .default("")
    .transform((value, ctx) => {
      if (value === "") return null;
      const url = normalizeWebsite(value);
      if (!url) ctx.addIssue({ code: "custom", message: "websiteInvalid" });
      return url;
    }),
});
