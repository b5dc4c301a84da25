import { type RouteConfig, type RouteConfigEntry, index, route } from "@react-router/dev/routes";
import { PUBLIC_PAGES, type PublicPage } from "../server/public-pages";

// Every route of the spec's route table, and the business area's and admin console's own. The
// pages anyone may open come from the one list of public pages, which also decides the sitemap
// and the page cache.

function publicRoute(page: PublicPage): RouteConfigEntry {
  if (page.path === "/") return index(page.file);
  return route(page.path.slice(1), page.file, page.id ? { id: page.id } : {});
}

export default [
  ...PUBLIC_PAGES.map(publicRoute),

  // Forms posted from any page.
  route("language", "routes/language.tsx"),
  route("logout", "routes/logout.tsx"),

  // The one-time link that confirms a consultation: opening it confirms, so an unknown token is
  // no page (410); the other e-mailed links open a page for anyone and are public pages.
  route("business/consultation/confirm/:token", "routes/business-consultation-confirm.tsx"),

  // Where the payment provider sends the buyer back (a signed link): settles the held checkout.
  route("checkout/return", "routes/checkout-return.tsx"),

  // What the public pages ask for once loaded: current prices, saved deals' cards, images, free slots.
  route("me", "routes/me.ts"),
  route("search/suggestions", "routes/search-suggestions.ts"),
  route("cart/prices", "routes/cart-prices.ts"),
  route("wishlist/deals", "routes/wishlist-deals.ts"),
  // "Nylig sett": a guest's cards by ids (GET), a signed-in customer's views kept (POST).
  route("recently-viewed", "routes/recently-viewed.ts"),
  route("uploads/:file", "routes/upload.ts"),
  route("business/consultation/booked-slots", "routes/business-consultation-slots.ts"),

  // Signed-in customers: the account, vouchers and saved deals.
  route("account", "routes/account.tsx"),
  route("account/settings", "routes/account-settings.tsx"),
  // "Mine data": the settings' two requests, and the e-mailed links that download or delete.
  route("account/my-data", "routes/account-my-data-request.ts"),
  route("account/my-data/:token", "routes/account-my-data.ts"),
  route("account/delete/:token", "routes/account-delete.tsx"),
  route("account/vouchers", "routes/account-vouchers.tsx"),
  route("account/vouchers/:voucherId/booking", "routes/account-voucher-booking.tsx"),
  route("account/vouchers/:voucherId/review", "routes/account-voucher-review.tsx"),
  route("account/favorites", "routes/account-favorites.tsx"),
  // MagicDeals gift cards: bought on /gavekort (in server/public-pages.ts), listed in the account.
  route("account/gift-cards", "routes/account-gift-cards.tsx"),
  route("vouchers/:voucherId/pdf", "routes/voucher-pdf.ts"),
  route("vouchers/:voucherId/email", "routes/voucher-email.ts"),
  route("orders/:orderId/receipt.pdf", "routes/order-receipt.ts"),
  // A guest order's vouchers and refunds, by the signed link in its confirmation e-mail.
  route("orders/:token", "routes/guest-order.tsx"),
  // Booking a guest order's voucher, by the same signed link.
  route("orders/:token/vouchers/:voucherId/booking", "routes/guest-voucher-booking.tsx"),
  // Signed-in customers' server cart and wishlist, changed from the page; guest copies merge at sign-in.
  route("cart/lines", "routes/cart-lines.ts"),
  // A cart line as a gift: checked for everyone, saved here for signed-in customers.
  route("cart/gift", "routes/cart-gift.ts"),
  // A gift's recipient opens and claims it by the signed link in its e-mail.
  route("gift/:token", "routes/gift.tsx"),
  route("cart/merge", "routes/shop-merge.ts"),
  route("wishlist/items", "routes/wishlist-items.ts"),
  // A signed-in reader's "Nyttig" on a review, from the (shared) deal page.
  route("reviews/:reviewId/helpful", "routes/review-helpful.ts"),
  // Which of a deal's reviews the signed-in reader marked "Nyttig" (asked after hydration).
  route("reviews/voted", "routes/reviews-voted.ts"),

  // Business area: the sign-up wizard's endpoint.
  route("api/business/register", "routes/api-business-register.ts"),

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
  // "Forhåndsvis": the deal page as customers will see it, for its own partner only.
  route("business/deals/:dealId/preview", "routes/business-deal-preview.tsx"),
  route("business/redeem", "routes/business-redeem.tsx"),
  route("business/profile", "routes/business-profile.tsx"),
  // Business area: the owner's staff (issue 22).
  route("business/staff", "routes/business-staff.tsx"),
  route("business/bookings", "routes/business-bookings.tsx"),
  // Business area: payouts, the account they go to, and each payout's statement as PDF or CSV.
  route("business/payouts", "routes/business-payouts.tsx"),
  route("business/payouts/:payoutId/statement.pdf", "routes/business-payout-statement.ts", { id: "payout-pdf" }),
  route("business/payouts/:payoutId/statement.csv", "routes/business-payout-statement.ts", { id: "payout-csv" }),
  route("business/reviews", "routes/business-reviews.tsx"),
  // Business area: the partner's locations (issue 22 part 5).
  route("business/locations", "routes/business-locations.tsx"),

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
    route("payouts", "routes/admin-payouts.tsx"),
    route("payouts/:runId/payout-file.csv", "routes/admin-payout-file.ts"),
    route("promo-codes", "routes/admin-promo-codes.tsx"),
    route("reviews", "routes/admin-reviews.tsx"),
  ]),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
