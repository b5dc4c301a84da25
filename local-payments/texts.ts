// The service pages' texts in the buyer's language (?lang=no|en, Bokmål by default).
import { parseLanguage, type Language } from "#i18n/languages";
import localPaymentsEn from "#i18n/locales/localPayments.en";
import localPaymentsNo, { type LocalPaymentTexts } from "#i18n/locales/localPayments.no";

export const TEXTS: Record<Language, LocalPaymentTexts> = { no: localPaymentsNo, en: localPaymentsEn };

export function languageOf(value: unknown): Language {
  return parseLanguage(typeof value === "string" ? value : undefined);
}

/** Fills {{name}} placeholders. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
