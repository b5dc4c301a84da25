import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Every route of the spec's route table. Screens that later work builds share the
// coming-soon module until then (each under its own id), so no spec route answers 404.
const comingSoon = (path: string) => route(path, "routes/coming-soon.tsx", { id: `coming-soon:${path}` });

export default [
  index("routes/home.tsx"),
  route("language", "routes/language.tsx"),
  route("deals", "routes/deals.tsx"),
  route("deals/:categoryId", "routes/category.tsx"),
  route("deal/:dealId", "routes/deal.tsx"),
  route("contact", "routes/contact.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("offers/beauty", "routes/offers-beauty.tsx"),
  route("offers/photography", "routes/offers-photography.tsx"),
  route("about", "routes/about.tsx"),
  route("how-it-works", "routes/how-it-works.tsx"),
  route("faq", "routes/faq.tsx"),
  route("help", "routes/help.tsx"),
  route("terms", "routes/terms.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("success-stories", "routes/success-stories.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  ...[
    "signin",
    "login",
    "register",
    "forgot-password",
    "wishlist",
    "cart",
    "checkout",
    "payment/success",
    "business",
    "business/register",
    "business/login",
    "business/dashboard",
    "business/marketing",
    "business/consultation",
    "business/solutions",
    "account",
    "account/vouchers",
    "account/settings",
    "account/favorites",
  ].map(comingSoon),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
