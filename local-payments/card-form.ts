// The card form as posted to the service's own origin (the shop never sees it): the spec's
// fields, checked here; a message key per field for the page to show beside it.
import { z } from "zod";
import { luhnValid } from "./test-cards";

export type CardFieldError =
  "required" | "numberInvalid" | "expiryInvalid" | "expiryPast" | "cvvInvalid" | "cardholderTooLong";

export interface CardForm {
  cardNumber: string;
  expiryDate: string;
  cvv: string;
  cardholderName: string;
}

export type CardField = keyof CardForm;

const text = z.string().optional().default("");

const postedCard = z.object({ cardNumber: text, expiryDate: text, cvv: text, cardholderName: text });

/** Whether MM/YY is a real month that has not ended (a card is valid through its month). */
export function expiryInFuture(expiry: string, now = new Date()): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  if (!match) return false;
  return new Date(Date.UTC(2000 + Number(match[2]), Number(match[1]), 1)) > now;
}

export type CardCheck =
  | { ok: true; digits: string; expiry: string; cardholderName: string }
  | { ok: false; values: CardForm; errors: Partial<Record<CardField, CardFieldError>> };

export function checkCardForm(body: unknown, now = new Date()): CardCheck {
  const parsed = postedCard.safeParse(body ?? {});
  const values: CardForm = parsed.success
    ? parsed.data
    : { cardNumber: "", expiryDate: "", cvv: "", cardholderName: "" };
  const digits = values.cardNumber.replace(/[\s-]/g, "");
  const expiry = values.expiryDate.trim();
  const cvv = values.cvv.trim();
  const name = values.cardholderName.trim();
  const errors: Partial<Record<CardField, CardFieldError>> = {};
  if (!digits) errors.cardNumber = "required";
  else if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) errors.cardNumber = "numberInvalid";
  if (!expiry) errors.expiryDate = "required";
  else if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(expiry)) errors.expiryDate = "expiryInvalid";
  else if (!expiryInFuture(expiry, now)) errors.expiryDate = "expiryPast";
  if (!cvv) errors.cvv = "required";
  else if (!/^\d{3,4}$/.test(cvv)) errors.cvv = "cvvInvalid";
  if (!name) errors.cardholderName = "required";
  else if (name.length > 100) errors.cardholderName = "cardholderTooLong";
  // The CVV is never sent back into the page.
  if (Object.keys(errors).length > 0) return { ok: false, values: { ...values, cvv: "" }, errors };
  return { ok: true, digits, expiry, cardholderName: name };
}
