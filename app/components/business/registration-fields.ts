// The partner sign-up wizard's one-line fields: label and hint texts and each input's attributes,
// so the wizard renders them all the same way.
import type { InputHTMLAttributes } from "react";
import type { MessageKey } from "#i18n/translate";
import type { TextField } from "./registration-form";

/** A one-line field of the wizard: its label and hint texts and its input's attributes. */
export interface LineField {
  name: Exclude<TextField, "description">;
  label: MessageKey;
  hint?: MessageKey;
  optional?: boolean;
  input: Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "autoComplete" | "inputMode" | "maxLength" | "minLength">;
}

export const BUSINESS_FIELDS: LineField[] = [
  { name: "name", label: "business.register.name", input: { autoComplete: "organization", maxLength: 200 } },
  {
    name: "orgNumber",
    label: "business.register.orgNumber",
    hint: "business.register.orgNumberHint",
    input: { inputMode: "numeric", maxLength: 20 },
  },
  { name: "email", label: "business.register.email", input: { type: "email", autoComplete: "email", maxLength: 254 } },
  {
    name: "phone",
    label: "business.register.phone",
    hint: "business.register.phoneHint",
    input: { type: "tel", autoComplete: "tel", maxLength: 30 },
  },
  {
    name: "website",
    label: "business.register.website",
    hint: "business.register.websiteHint",
    optional: true,
    input: { type: "url", autoComplete: "url", maxLength: 300 },
  },
];
export const PLACE_FIELDS: LineField[] = [
  { name: "city", label: "business.register.city", input: { autoComplete: "address-level2", maxLength: 100 } },
  { name: "address", label: "business.register.address", input: { autoComplete: "street-address", maxLength: 200 } },
];
export const CONTACT_FIELD: LineField = {
  name: "contactPerson",
  label: "business.register.contactPerson",
  input: { autoComplete: "name", maxLength: 200 },
};
export const PASSWORD_FIELDS: LineField[] = [
  {
    name: "password",
    label: "business.register.password",
    hint: "business.register.passwordHint",
    input: { type: "password", autoComplete: "new-password", minLength: 8, maxLength: 200 },
  },
  {
    name: "confirmPassword",
    label: "business.register.confirmPassword",
    input: { type: "password", autoComplete: "new-password", maxLength: 200 },
  },
];
