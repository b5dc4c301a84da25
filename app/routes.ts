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
  ...[
    "signin",
    "login",
    "register",
    "forgot-password",
    "about",
    "how-it-works",
    "faq",
    "contact",
    "help",
    "terms",
    "privacy",
    "success-stories",
    "wishlist",
    "cart",
    "checkout",
    "payment/success",
    "offers/beauty",
    "offers/photography",
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
