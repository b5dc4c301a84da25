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
export const SERVER_SECTIONS = [
  "accountMail",
  "myDataMail",
  "mail",
  "receipts",
  "voucherReminder",
  "refusals",
  "dealAlertMail",
  "reviewInvite",
] as const;

/**
 * Sections every page gets: those the root layout uses (header, menus, footer, sign-in notices,
 * toasts, the error page) and small ones many components share.
 */
export const COMMON_SECTIONS = [
  "meta",
  "topBar",
  "header",
  "nav",
  "language",
  "footer",
  "pages",
  "placeholder",
  "time",
  "cart",
  "wishlist",
  "form",
  "auth",
  "deals",
  "toast",
  "errors",
] as const;

type PageSection = Exclude<keyof Messages, (typeof SERVER_SECTIONS)[number]>;

/**
 * The pages people keep open and reload all day (the cart, the account, the partner dashboard,
 * the admin console's start page) and the busiest catalogue pages get the common sections and
 * their own only, not the whole area's: the texts were most of their hydration data, which every
 * render encodes, hashes for the script policy, compresses and sends. Each list holds the
 * sections whose keys the route module and the components it imports use (the server translates
 * its own texts, form errors among them); a missing one shows its key on the page, which
 * tests/browser/page-texts.test.ts looks for. "section.part" takes one part of a large section.
 * Other pages get their area's texts.
 */
/** A text's name in a section, its plural forms ("bought_one", "bought_other") as one ("bought"). */
type PartOf<Section> = {
  [Key in keyof Section & string]: Key extends `${infer Base}_${"one" | "other"}` ? Base : Key;
}[keyof Section & string];

/** The sign-in texts the header's user menu uses (the notices after a sign-in come worded in the page's data). */
const HOME_AUTH = ["userMenu", "signOut"] as const satisfies readonly PartOf<Messages["auth"]>[];

/** The home town box's texts and the cards' distance. */
const HOME_NEARBY = [
  "dealsIn",
  "distance",
  "homeCity",
  "homeCityChoose",
  "homeCityIntro",
  "homeCityNone",
  "seeAllIn",
] as const satisfies readonly PartOf<Messages["nearby"]>[];

/** The deal card's texts: its price, countdown, stars and buttons. */
const CARD_DEALS = [
  "addToCart",
  "addToWishlist",
  "beforeLowest30",
  "beforeOrdinary",
  "bought",
  "cardBeforeLowest30",
  "cardBeforeOrdinary",
  "ended",
  "endsIn",
  "newDeal",
  "nowPrice",
  "originalPrice",
  "ratingCount",
  "removeFromWishlist",
  "save",
] as const satisfies readonly PartOf<Messages["deals"]>[];

/** The deal card's and the search box's texts (its suggestions come worded by the server). */
const HOME_DEALS = [...CARD_DEALS, "suggestions"] as const satisfies readonly PartOf<Messages["deals"]>[];

/** What the deal page shows of "deals" (its similar deals' cards, the price and countdown). */
const DEAL_PAGE_DEALS = [...CARD_DEALS, "results"] as const satisfies readonly PartOf<Messages["deals"]>[];

/** The business block, its map and opening hours (not the partner's profile form). */
const DEAL_PAGE_BUSINESS_INFO = [
  "address",
  "bookingLink",
  "howToBook",
  "howToBookDefault",
  "mapApproximate",
  "mapAttribution",
  "mapLabel",
  "openingHours",
  "phone",
  "showOnMap",
  "title",
  "website",
] as const satisfies readonly PartOf<Messages["businessInfo"]>[];

/** The package picker's gift form. */
const DEAL_PAGE_GIFTS = [
  "addGift",
  "added",
  "deliverOn",
  "deliverOnHint",
  "formIntro",
  "giveAsGift",
  "message",
  "messageHint",
  "recipientEmail",
  "recipientName",
] as const satisfies readonly PartOf<Messages["gifts"]>[];

/** The page names the footer's and the user menu's links show. */
const HOME_PAGES = [
  "about",
  "accountFavorites",
  "accountGiftCards",
  "accountVouchers",
  "business",
  "businessRegister",
  "contact",
  "faq",
  "giftCards",
  "help",
  "howItWorks",
  "privacy",
  "successStories",
  "terms",
] as const satisfies readonly PartOf<Messages["pages"]>[];

export const PAGE_SECTIONS: Readonly<Record<string, readonly (PageSection | `${PageSection}.${string}`)[]>> = {
  // The deal card's one failure toast and "Nylig sett"'s heading: the rest of those sections is other pages'.
  // Of "nearby" and the common "time", "wishlist", "auth" and "deals", what the home town box, the
  // header, its notices, the cards and the search box say.
  "/": [
    "home",
    "shop.failedTitle",
    "shop.failedText",
    "payouts.plans",
    "comeBack.recentTitle",
    ...HOME_NEARBY.map((part) => `nearby.${part}` as const),
    "time.short",
    "time.shortHours",
    "wishlist.added",
    "wishlist.removed",
    ...HOME_AUTH.map((part) => `auth.${part}` as const),
    ...HOME_DEALS.map((part) => `deals.${part}` as const),
    ...HOME_PAGES.map((part) => `pages.${part}` as const),
    // The toasts' region and button (the notices after a redirect come worded in the page's data).
    "toast.region",
    "toast.dismiss",
  ],
  "/deals": ["deal", "shop", "nearby"],
  "/cart": ["cartPage", "deal", "checkout", "shop", "promo", "gifts"],
  "/account/vouchers": [
    "vouchers",
    "cartPage",
    "checkout",
    "shop",
    "deal",
    "account",
    "success",
    "businessInfo",
    "bookings",
    "gifts",
    "reviews",
    "locations.voucher",
  ],
  "/account/settings": ["account", "shop", "myData", "comeBack"],
  "/business/dashboard": [
    "business.request",
    "dashboard",
    "home",
    "businessInfo.profile",
    "business.staff",
    "bookings.nav",
    "business.reviews",
    "payouts.summary",
    "payouts.plans",
    "locations.title",
  ],
  "/admin": ["admin.title", "admin.nav", "admin.overview", "admin.common", "admin.deals"],
  // The page campaign e-mails and ads land on (/deal/1, /en/deal/1): its own sections whole, the
  // business block, gift form, similar deals and the header's notices in the parts they show.
  "/deal/:dealId": [
    "deal",
    "reviews",
    "shop.failedTitle",
    "shop.failedText",
    "comeBack.similarTitle",
    "locations.deal",
    "nearby.distance",
    ...DEAL_PAGE_BUSINESS_INFO.map((part) => `businessInfo.${part}` as const),
    ...DEAL_PAGE_GIFTS.map((part) => `gifts.${part}` as const),
    "time.short",
    "time.shortHours",
    "wishlist.added",
    "wishlist.removed",
    ...HOME_AUTH.map((part) => `auth.${part}` as const),
    ...DEAL_PAGE_DEALS.map((part) => `deals.${part}` as const),
  ],
};

/** What a page receives: the common sections, and others as the page needs (no e-mails). */
export type PageMessages = Pick<Messages, (typeof COMMON_SECTIONS)[number]> & Partial<Pick<Messages, PageSection>>;

/**
 * Common sections a page of PAGE_SECTIONS shows nothing of: the home page has no form that
 * shows a validation message nor a confirmation page's "see all deals", and the error page brings
 * its own texts (app/components/root-error-boundary.tsx, i18n/error-fallback.ts). The server's
 * dictionaries leave them out of the page's set; tests/browser/page-texts.test.ts would find a
 * key shown in their place.
 */
export const COMMON_SECTIONS_LEFT_OUT: Readonly<Record<string, readonly (typeof COMMON_SECTIONS)[number][]>> = {
  "/": ["form", "errors", "placeholder"],
};
