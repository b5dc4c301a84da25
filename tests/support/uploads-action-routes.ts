// The sessions suite's table of every route that takes a POST: who may post there, where, and a
// body that would change something if the request were let through.
import { randomUUID } from "node:crypto";

export type Role = "anyone" | "customer" | "partner" | "admin";

/** A random value shaped like the app's tokens (43 base64url characters). */
export const randomToken = () =>
  Buffer.from(randomUUID() + randomUUID())
    .toString("base64url")
    .slice(0, 43);

export interface Ids {
  dealId: number;
  ownDealId: number;
  voucherId: string;
}

/** Every route with an action: who may post there, the path to post to, and a body that would change something. */
export const ACTION_ROUTES: Record<
  string,
  {
    role: Role;
    path: (ids: Ids) => string;
    body?: (ids: Ids) => Record<string, string>;
    /** Takes JSON (as well as forms). */
    json?: true;
    /**
     * Authorised by a signed link, not by cookies, so POSTs from anywhere reach it (RFC 8058
     * one-click unsubscribe from a mail provider): a made-up link answers `linkRefusal`.
     */
    anyOrigin?: true;
    linkRefusal?: number;
  }
> = {
  "/language": { role: "anyone", path: () => "/language", body: () => ({ lang: "en" }) },
  "/deal/:dealId": {
    role: "customer",
    path: (i) => `/deal/${i.dealId}`,
    body: () => ({ package: "basic", quantity: "1" }),
  },
  "/contact": {
    role: "anyone",
    path: () => "/contact",
    body: () => ({ name: "Ola", email: "ola@example.no", subject: "Hei", message: "Dette er en melding." }),
  },
  "/newsletter": {
    role: "anyone",
    path: () => "/newsletter",
    body: () => ({ email: `nyhet+${randomUUID()}@example.no` }),
  },
  "/login": {
    role: "anyone",
    path: () => "/login",
    body: () => ({ email: "kunde@demo.magicdeals.no", password: "kunde-demo-2026" }),
  },
  "/signin": {
    role: "anyone",
    path: () => "/signin",
    body: () => ({ email: "kunde@demo.magicdeals.no", password: "kunde-demo-2026" }),
  },
  "/register": {
    role: "anyone",
    path: () => "/register",
    body: () => {
      const p = "hemmelig-passord";
      return { name: "Ny Kunde", email: `ny+${randomUUID()}@example.no`, password: p, confirmPassword: p };
    },
  },
  "/logout": { role: "customer", path: () => "/logout" },
  "/verify-email/:token": { role: "anyone", path: () => `/verify-email/${randomToken()}` },
  "/business/consultation/confirm/:token": {
    role: "anyone",
    path: () => `/business/consultation/confirm/${randomToken()}`,
  },
  "/newsletter/confirm/:token": {
    role: "anyone",
    path: () => `/newsletter/confirm/${randomUUID()}.${randomToken()}`,
  },
  "/newsletter/unsubscribe/:token": {
    role: "anyone",
    path: () => `/newsletter/unsubscribe/${randomUUID()}.${randomToken()}`,
    anyOrigin: true,
    linkRefusal: 404,
  },
  "/deal-alerts/confirm/:token": {
    role: "anyone",
    path: () => `/deal-alerts/confirm/${randomUUID()}.${randomToken()}`,
  },
  "/deal-alerts/unsubscribe/:token": {
    role: "anyone",
    path: () => `/deal-alerts/unsubscribe/${randomUUID()}.${randomToken()}`,
    anyOrigin: true,
    linkRefusal: 404,
  },
  "/forgot-password": {
    role: "anyone",
    path: () => "/forgot-password",
    body: () => ({ email: "kunde@demo.magicdeals.no" }),
  },
  "/reset-password/:token": {
    role: "anyone",
    path: () => `/reset-password/${randomToken()}`,
    body: () => ({ password: "nytt-passord-1", confirmPassword: "nytt-passord-1" }),
  },
  "/account/settings": {
    role: "customer",
    path: () => "/account/settings",
    body: () => ({ name: "Overtatt Konto", email: `angriper+${randomUUID()}@example.no` }),
  },
  "/account/my-data": { role: "customer", path: () => "/account/my-data", body: () => ({ intent: "export" }) },
  // A made-up link: the real one would delete the customer's account.
  "/account/delete/:token": { role: "customer", path: () => `/account/delete/${randomUUID()}.${randomToken()}` },
  "/orders/:token": {
    role: "anyone",
    path: () => `/orders/${randomUUID()}.${randomToken()}`,
    body: (i) => ({ intent: "refund", voucherId: i.voucherId }),
  },
  "/orders/:token/vouchers/:voucherId/booking": {
    role: "anyone",
    path: (i) => `/orders/${randomUUID()}.${randomToken()}/vouchers/${i.voucherId}/booking`,
    body: () => ({ intent: "cancel" }),
  },
  "/checkout": { role: "customer", path: () => "/checkout" },
  "/gavekort": {
    role: "customer",
    path: () => "/gavekort",
    body: () => ({ idempotencyKey: randomUUID(), amount: "50000", method: "card" }),
  },
  "/account/vouchers": {
    role: "customer",
    path: () => "/account/vouchers",
    body: (i) => ({ intent: "refund", voucherId: i.voucherId }),
  },
  "/account/vouchers/:voucherId/review": {
    role: "customer",
    path: (i) => `/account/vouchers/${i.voucherId}/review`,
    body: () => ({ rating: "1", text: "Overtatt konto" }),
  },
  "/cart/lines": {
    role: "customer",
    path: () => "/cart/lines",
    body: (i) => ({ intent: "add", dealId: String(i.dealId), package: "basic", quantity: "1" }),
  },
  "/cart/merge": { role: "customer", path: () => "/cart/merge" },
  "/cart/gift": {
    role: "anyone",
    path: () => "/cart/gift",
    body: (i) => ({
      intent: "add",
      dealId: String(i.dealId),
      packageKind: "basic",
      quantity: "1",
      recipientName: "Ola",
      recipientEmail: "ola@example.no",
      deliverOn: new Date().toISOString().slice(0, 10),
    }),
  },
  // A made-up link: the real one would put someone's gift in the poster's account.
  "/gift/:token": { role: "customer", path: () => `/gift/${randomUUID()}.${randomToken()}` },
  "/wishlist/items": {
    role: "customer",
    path: () => "/wishlist/items",
    body: (i) => ({ intent: "add", dealId: String(i.dealId) }),
  },
  // A made-up review: a real one would count the poster's vote.
  "/reviews/:reviewId/helpful": { role: "customer", path: () => `/reviews/${randomUUID()}/helpful` },
  "/recently-viewed": {
    role: "customer",
    path: () => "/recently-viewed",
    body: (i) => ({ ids: String(i.dealId) }),
  },
  "/vouchers/:voucherId/email": { role: "customer", path: (i) => `/vouchers/${i.voucherId}/email` },
  "/business/login": {
    role: "anyone",
    path: () => "/business/login",
    body: () => ({ email: "partner@demo.magicdeals.no", password: "partner-demo-2026" }),
  },
  "/api/business/register": { role: "anyone", path: () => "/api/business/register", json: true },
  "/business/consultation": { role: "anyone", path: () => "/business/consultation" },
  "/business/dashboard": {
    role: "partner",
    path: () => "/business/dashboard",
    body: () => ({ intent: "createKey", name: "Angriper" }),
  },
  // Unknown API paths answer 404 to everything: there is nothing to change there.
  "/api/*": { role: "anyone", path: () => "/api/no-such-thing" },
  "/business/deals": {
    role: "partner",
    path: () => "/business/deals",
    body: (i) => ({ intent: "end", dealId: String(i.ownDealId) }),
  },
  "/business/deals/new": { role: "partner", path: () => "/business/deals/new" },
  "/business/deals/:dealId/edit": { role: "partner", path: (i) => `/business/deals/${i.ownDealId}/edit` },
  "/business/deals/:dealId/preview": {
    role: "partner",
    path: (i) => `/business/deals/${i.ownDealId}/preview`,
    body: () => ({ intent: "submit" }),
  },
  "/business/redeem": {
    role: "partner",
    path: () => "/business/redeem",
    body: () => ({ intent: "redeem", code: "MAGIC-AAAAAAAA" }),
  },
  "/business/profile": {
    role: "partner",
    path: () => "/business/profile",
    body: () => ({ phone: "22 41 33 70", address: "Karl Johans gate 1, 0154 Oslo", city: "Oslo" }),
  },
  "/business/locations": {
    role: "partner",
    path: () => "/business/locations",
    body: () => ({ intent: "add", name: "Angriper", address: "Gate 1", postalCode: "0355", city: "Oslo" }),
  },
  "/business/staff": {
    role: "partner",
    path: () => "/business/staff",
    body: () => ({ intent: "invite", email: `ansatt+${randomUUID()}@example.no` }),
  },
  "/business/staff/join/:token": {
    role: "anyone",
    path: () => `/business/staff/join/${randomToken()}`,
    body: () => ({
      intent: "create",
      name: "Ny Ansatt",
      password: "nytt-passord-1",
      confirmPassword: "nytt-passord-1",
    }),
  },
  "/business/bookings": {
    role: "partner",
    path: () => "/business/bookings",
    body: () => ({ intent: "addBlackout", day: "2030-01-02" }),
  },
  "/account/vouchers/:voucherId/booking": {
    role: "customer",
    path: (i) => `/account/vouchers/${i.voucherId}/booking`,
    body: () => ({ intent: "cancel" }),
  },
  "/business/payouts": {
    role: "partner",
    path: () => "/business/payouts",
    body: () => ({ accountNumber: "1234 56 78903" }),
  },
  "/admin/payouts": { role: "admin", path: () => "/admin/payouts" },
  "/admin/partners": { role: "admin", path: () => "/admin/partners" },
  "/admin/deals": { role: "admin", path: () => "/admin/deals" },
  "/admin/orders": { role: "admin", path: () => "/admin/orders" },
  "/admin/inbox": { role: "admin", path: () => "/admin/inbox" },
  "/admin/promo-codes": {
    role: "admin",
    path: () => "/admin/promo-codes",
    body: () => ({ intent: "create", code: "OPPLASTING", kind: "percent", value: "10" }),
  },
  "/business/reviews": {
    role: "partner",
    path: () => "/business/reviews",
    body: () => ({ reviewId: randomUUID(), reply: "Angriper" }),
  },
  "/admin/reviews": {
    role: "admin",
    path: () => "/admin/reviews",
    body: () => ({ intent: "hide", reviewId: randomUUID(), reason: "Angriper" }),
  },
};
