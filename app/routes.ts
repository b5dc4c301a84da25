import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Every route of the spec's route table, and the business area's and admin console's own.

export default [
  index("routes/home.tsx"),
  route("language", "routes/language.tsx"),
  route("deals", "routes/deals.tsx"),
  route("deals/:categoryId", "routes/category.tsx"),
  route("deal/:dealId", "routes/deal.tsx"),
  route("contact", "routes/contact.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("newsletter/confirm/:token", "routes/newsletter-confirm.tsx"),
  route("newsletter/unsubscribe/:token", "routes/newsletter-unsubscribe.tsx"),
  route("offers/beauty", "routes/offers-beauty.tsx"),
  route("offers/photography", "routes/offers-photography.tsx"),
  route("about", "routes/about.tsx"),
  route("how-it-works", "routes/how-it-works.tsx"),
  route("faq", "routes/faq.tsx"),
  route("help", "routes/help.tsx"),
  route("terms", "routes/terms.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("success-stories", "routes/success-stories.tsx"),
  route("login", "routes/login.tsx"),
  route("signin", "routes/login.tsx", { id: "signin" }),
  route("register", "routes/register.tsx"),
  route("logout", "routes/logout.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password/:token", "routes/reset-password.tsx"),
  route("verify-email/:token", "routes/verify-email.tsx"),
  route("account", "routes/account.tsx"),
  route("account/settings", "routes/account-settings.tsx"),
  route("wishlist", "routes/wishlist.tsx"),
  route("wishlist/deals", "routes/wishlist-deals.ts"),
  route("cart", "routes/cart.tsx"),
  route("cart/prices", "routes/cart-prices.ts"),
  route("checkout", "routes/checkout.tsx"),
  route("checkout/return", "routes/checkout-return.tsx"),
  route("payment/success", "routes/payment-success.tsx"),
  route("account/vouchers", "routes/account-vouchers.tsx"),
  route("vouchers/:voucherId/pdf", "routes/voucher-pdf.ts"),
  route("uploads/:file", "routes/upload.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),

  // Signed-in customers' saved deals.
  route("account/favorites", "routes/account-favorites.tsx"),
  // Signed-in customers' server cart and wishlist, changed from the page; guest copies merge at sign-in.
  route("cart/lines", "routes/cart-lines.ts"),
  route("cart/merge", "routes/shop-merge.ts"),
  route("wishlist/items", "routes/wishlist-items.ts"),
  route("vouchers/:voucherId/email", "routes/voucher-email.ts"),

  // Business area: landing, sign-up and sign-in.
  route("business", "routes/business.tsx"),
  route("business/register", "routes/business-register.tsx"),
  route("business/login", "routes/business-login.tsx"),
  route("api/business/register", "routes/api-business-register.ts"),

  // Business area: services and consultation booking.
  route("business/marketing", "routes/business-marketing.tsx"),
  route("business/solutions", "routes/business-solutions.tsx"),
  route("business/consultation", "routes/business-consultation.tsx"),
  route("business/consultation/booked-slots", "routes/business-consultation-slots.ts"),
  route("business/consultation/confirm/:token", "routes/business-consultation-confirm.tsx"),
  route("business/consultant", "routes/business-consultant.tsx"),

  // Business area: dashboard and the partner API.
  route("business/dashboard", "routes/business-dashboard.tsx"),
  route("api/business/analytics", "routes/api-business-analytics.ts"),
  route("api/business/deals", "routes/api-business-deals.ts"),
  route("api/docs", "routes/api-docs.ts"),
  route("api/*", "routes/api-not-found.ts"),

  // Business area: deal editing and voucher redemption.
  route("business/deals", "routes/business-deals.tsx"),
  route("business/deals/new", "routes/business-deal-editor.tsx", { id: "business-deal-new" }),
  route("business/deals/:dealId/edit", "routes/business-deal-editor.tsx", { id: "business-deal-edit" }),
  route("business/redeem", "routes/business-redeem.tsx"),

  // Admin console (role admin only; every loader and action checks).
  route("admin", "routes/admin.tsx", [
    index("routes/admin-overview.tsx"),
    route("partners", "routes/admin-partners.tsx"),
    route("deals", "routes/admin-deals.tsx"),
    route("customers", "routes/admin-customers.tsx"),
    route("orders", "routes/admin-orders.tsx"),
    route("inbox", "routes/admin-inbox.tsx"),
    route("outbox", "routes/admin-outbox.tsx"),
    route("newsletter", "routes/admin-newsletter.tsx"),
    route("newsletter.csv", "routes/admin-newsletter-csv.ts"),
    route("audit", "routes/admin-audit.tsx"),
  ]),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
