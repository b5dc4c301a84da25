// The shape of a dictionary: the Bokmål one's keys, every leaf a string.
import type no from "#i18n/locales/no";

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

export type Messages = Strings<typeof no>;

/** Texts of the business area and admin console: sent only to pages there. */
export const AREA_SECTIONS = ["admin", "business", "consultation", "dashboard", "dealEditor"] as const;
/** Texts only the server uses (e-mails, refusals answered before any page runs). */
export const SERVER_SECTIONS = ["accountMail", "mail", "voucherReminder", "refusals"] as const;

/** What a page receives: everything but the e-mails, the area sections only where needed. */
export type PageMessages = Omit<Messages, (typeof AREA_SECTIONS)[number] | (typeof SERVER_SECTIONS)[number]> &
  Partial<Pick<Messages, (typeof AREA_SECTIONS)[number]>>;

/** Pages of the business area and the admin console, which get the area sections. */
export function inBusinessArea(pathname: string): boolean {
  return /^\/(business|admin)(\/|$|\.data)/.test(pathname);
}
