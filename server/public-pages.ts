// Every address anyone may open without signing in, in one list: app/routes.ts makes their
// routes from it, sitemap.xml lists the ones marked for it, and the page cache stores the ones
// marked cacheable. A page left out of the cache says why. A cacheable page is the same for a
// signed-in visitor (what is personal arrives after hydration from /me), unless it says why not. tests/browser/public-pages
// .test.ts checks the built app against this list: a public page that is missing here, or a
// cacheable one that is not served from the cache, fails it. Plain data, so the app's routes,
// its build config and the server can all import it.

export interface PublicPage {
  /** The address as React Router writes it, with :params for the parts that vary ("/deal/:dealId"). */
  path: string;
  /** The route module under app/ that answers it. */
  file: string;
  /** The route's id, when one module answers two addresses (/login and /signin). */
  id?: string;
  /** Listed in sitemap.xml (an address with a :param once per category or live deal). */
  sitemap: boolean;
  /** Served to anonymous visitors from the page cache, or the reason it is always rendered fresh. */
  cache: true | { no: string };
  /** A resource (XML, text) rather than a page: no `.data` twin for client navigation. */
  resource?: true;
  /** A cacheable page that a signed-in visitor still gets rendered fresh, and why. */
  signedIn?: { fresh: string };
}

const ACCOUNT_DOOR = {
  no: "a way into an account: each ?redirectTo= is its own address, so a stored copy would rarely be asked for again",
};
const ONE_TIME_SECRET = { no: "the address is a one-time secret: it is never stored" };
const SHOPPERS_OWN = { no: "the shopper's own (noindex): what it shows comes from this visitor's cart or storage" };

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: "/", file: "routes/home.tsx", sitemap: true, cache: true },
  { path: "/deals", file: "routes/deals.tsx", sitemap: true, cache: true },
  { path: "/deals/:categoryId", file: "routes/category.tsx", sitemap: true, cache: true },
  { path: "/deals/by/:city", file: "routes/deals-city.tsx", sitemap: true, cache: true },
  { path: "/deal/:dealId", file: "routes/deal.tsx", sitemap: true, cache: true },
  { path: "/offers/beauty", file: "routes/offers-beauty.tsx", sitemap: true, cache: true },
  { path: "/offers/photography", file: "routes/offers-photography.tsx", sitemap: true, cache: true },
  { path: "/about", file: "routes/about.tsx", sitemap: true, cache: true },
  { path: "/how-it-works", file: "routes/how-it-works.tsx", sitemap: true, cache: true },
  { path: "/faq", file: "routes/faq.tsx", sitemap: true, cache: true },
  { path: "/contact", file: "routes/contact.tsx", sitemap: true, cache: true },
  { path: "/help", file: "routes/help.tsx", sitemap: true, cache: true },
  { path: "/terms", file: "routes/terms.tsx", sitemap: true, cache: true },
  { path: "/privacy", file: "routes/privacy.tsx", sitemap: true, cache: true },
  { path: "/success-stories", file: "routes/success-stories.tsx", sitemap: true, cache: true },
  { path: "/business", file: "routes/business.tsx", sitemap: true, cache: true },
  {
    path: "/business/register",
    file: "routes/business-register.tsx",
    sitemap: true,
    cache: true,
    signedIn: { fresh: "a partner who already has a business is sent on to it" },
  },
  { path: "/business/agreement", file: "routes/business-agreement.tsx", sitemap: true, cache: true },
  { path: "/business/marketing", file: "routes/business-marketing.tsx", sitemap: true, cache: true },
  { path: "/business/solutions", file: "routes/business-solutions.tsx", sitemap: true, cache: true },
  { path: "/business/consultation", file: "routes/business-consultation.tsx", sitemap: true, cache: true },
  { path: "/business/consultant", file: "routes/business-consultant.tsx", sitemap: true, cache: true },
  // MagicDeals gift cards (decision 041): anyone may read about them; buying needs an account.
  {
    path: "/gavekort",
    file: "routes/gift-cards.tsx",
    sitemap: true,
    cache: { no: "says whether this visitor is signed in, which buying a gift card needs" },
  },
  // Where a newsletter sign-up posted without JavaScript lands; on its own, the sign-up box.
  { path: "/newsletter", file: "routes/newsletter.tsx", sitemap: false, cache: true },

  { path: "/login", file: "routes/login.tsx", sitemap: false, cache: ACCOUNT_DOOR },
  { path: "/signin", file: "routes/login.tsx", id: "signin", sitemap: false, cache: ACCOUNT_DOOR },
  { path: "/register", file: "routes/register.tsx", sitemap: false, cache: ACCOUNT_DOOR },
  { path: "/forgot-password", file: "routes/forgot-password.tsx", sitemap: false, cache: ACCOUNT_DOOR },
  { path: "/reset-password/:token", file: "routes/reset-password.tsx", sitemap: false, cache: ONE_TIME_SECRET },
  // A partner's invitation to its staff (issue 22): the link is the key, the answer depends on who is signed in.
  {
    path: "/business/staff/join/:token",
    file: "routes/business-staff-join.tsx",
    sitemap: false,
    cache: ONE_TIME_SECRET,
  },
  // One-time links from e-mails that open a page with one button (opening changes nothing, so a
  // mail scanner confirms nothing): any token gets the page, the button's answer says if it worked.
  { path: "/verify-email/:token", file: "routes/verify-email.tsx", sitemap: false, cache: ONE_TIME_SECRET },
  { path: "/newsletter/confirm/:token", file: "routes/newsletter-confirm.tsx", sitemap: false, cache: ONE_TIME_SECRET },
  {
    path: "/newsletter/unsubscribe/:token",
    file: "routes/newsletter-unsubscribe.tsx",
    sitemap: false,
    cache: ONE_TIME_SECRET,
  },
  {
    path: "/deal-alerts/confirm/:token",
    file: "routes/deal-alerts-confirm.tsx",
    sitemap: false,
    cache: ONE_TIME_SECRET,
  },
  {
    path: "/deal-alerts/unsubscribe/:token",
    file: "routes/deal-alerts-unsubscribe.tsx",
    sitemap: false,
    cache: ONE_TIME_SECRET,
  },
  { path: "/business/login", file: "routes/business-login.tsx", sitemap: false, cache: ACCOUNT_DOOR },
  { path: "/wishlist", file: "routes/wishlist.tsx", sitemap: false, cache: SHOPPERS_OWN },
  { path: "/cart", file: "routes/cart.tsx", sitemap: false, cache: SHOPPERS_OWN },
  { path: "/checkout", file: "routes/checkout.tsx", sitemap: false, cache: SHOPPERS_OWN },
  {
    path: "/payment/success",
    file: "routes/payment-success.tsx",
    sitemap: false,
    cache: { no: "shows one order, only to the browser that placed it" },
  },

  { path: "/sitemap.xml", file: "routes/sitemap.ts", sitemap: false, cache: true, resource: true },
  { path: "/robots.txt", file: "routes/robots.ts", sitemap: false, cache: true, resource: true },
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A path's pattern as a regular expression source: each :param is one path segment. */
function pathSource(path: string): string {
  return path
    .split("/")
    .map((part) => (part.startsWith(":") ? "[^/]+" : escapeRegExp(part)))
    .join("/");
}

/**
 * The pages' paths, each with its `.data` twin that client-side navigation asks for (the start
 * page's is /_root.data), in both languages' forms: "/deals" and "/en/deals" (decision 030; the
 * English start page is "/en", its data "/en/_root.data"). Resources have one form.
 */
function pathsOf(pages: readonly PublicPage[]): RegExp {
  const sources = pages.flatMap((page) => {
    if (page.resource) return [pathSource(page.path)];
    if (page.path === "/") return ["/", "/_root\\.data", "/en", "/en/_root\\.data"];
    return [`(?:/en)?${pathSource(page.path)}(?:\\.data)?`];
  });
  return new RegExp(`^(?:${sources.join("|")})$`);
}

/** The paths the page cache may answer for anonymous visitors. */
export function cacheablePaths(): RegExp {
  return pathsOf(PUBLIC_PAGES.filter((page) => page.cache === true));
}

/** The pages with an address in each language that search engines should know (not resources). */
export function languagePagePaths(): RegExp {
  return pathsOf(PUBLIC_PAGES.filter((page) => page.cache === true && !page.resource));
}

/** The paths of the pages below that are the same for everyone: all the browser build gets of this file (vite.config.ts). */
export function sharedPaths(): RegExp {
  return pathsOf(PUBLIC_PAGES.filter((page) => page.cache === true && !page.signedIn));
}

const SHARED = sharedPaths();

/**
 * A page that is the same for everyone, signed in or not: the cache answers it whatever the
 * session, so the root loader leaves who is signed in out of it (the browser asks /me).
 */
export function isSharedPath(path: string): boolean {
  return SHARED.test(path);
}
