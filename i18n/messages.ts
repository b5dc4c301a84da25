// The shape of a dictionary: the Bokmål one's keys, every leaf a string.
import type no from "#i18n/locales/no";

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

export type Messages = Strings<typeof no>;

/** Texts of the business area and admin console: sent only to pages there. */
export const AREA_SECTIONS = ["admin", "business", "consultation", "dashboard", "dealEditor"] as const;

/** Where a page is, for its texts: the shop, the business area or the admin console. */
export type MessageArea = "shop" | "business" | "admin";

/**
 * The area sections each area's pages use: the admin console uses only its own (its pages made
 * half of every admin page's hydration data out of the business area's texts before).
 */
export const SECTIONS_OF_AREA = {
  shop: [],
  business: ["business", "consultation", "dashboard", "dealEditor"],
  admin: ["admin"],
} as const satisfies Record<MessageArea, readonly (typeof AREA_SECTIONS)[number][]>;
/** Texts only the server uses (e-mails, refusals answered before any page runs). */
export const SERVER_SECTIONS = ["accountMail", "mail", "receipts", "voucherReminder", "refusals"] as const;

/** What a page receives: everything but the e-mails, the area sections only where needed. */
export type PageMessages = Omit<Messages, (typeof AREA_SECTIONS)[number] | (typeof SERVER_SECTIONS)[number]> &
  Partial<Pick<Messages, (typeof AREA_SECTIONS)[number]>>;

/** The area of the page at `pathname` (also as its data request, e.g. /admin/deals.data). */
export function messageAreaOf(pathname: string): MessageArea {
  const match = /^\/(business|admin)(\/|$|\.data)/.exec(pathname);
  return match?.[1] === "admin" ? "admin" : match?.[1] === "business" ? "business" : "shop";
}
