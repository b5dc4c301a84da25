// The people and data the access-control suite probes, all made through the app's own pages and
// endpoints: two customers who bought vouchers through the real checkout (test card), two
// approved partners with a live deal, an unpublished deal and an API key each, a third partner
// still awaiting approval, a pending price change and a contact message for the admin's inbox.
// Each person's private data is listed as "secrets" with who may see them.
import { randomUUID } from "node:crypto";
import type pg from "pg";
import sharp from "sharp";
import { randomOrgNumber } from "../../domain/demo/factories.server";
import { osloDay } from "../../domain/partners/deal-input.server";
import { Actor, registerCustomer, registerPartner, signIn, type IdentityName } from "./access-actors";
import { CHECKOUT_BY_CARD, payCheckoutAnswer } from "./checkout-http";

export interface Voucher {
  id: string;
  code: string;
  dealId: number;
}

export interface Purchase {
  orderId: string;
  number: string;
  idempotencyKey: string;
  vouchers: Voucher[];
}

export interface Secret {
  label: string;
  text: string;
  /** Who may ever see it in an answer (nobody else, on any page or endpoint). */
  visibleTo: readonly IdentityName[];
}

export interface AccessWorld {
  actors: Record<IdentityName, Actor>;
  /** The partner still awaiting approval (the target of the admin's approve and reject). */
  pendingPartner: Actor;
  userIds: Record<Exclude<IdentityName, "anonymous">, string>;
  otherCustomerEmail: string;
  partnerIds: { partner: string; otherPartner: string; pending: string };
  /** partnerLive: a live seeded deal of the demo partner; otherLive: the other partner's live deal. */
  deals: { partnerLive: number; partnerPending: number; otherLive: number; otherPending: number };
  /** The version of otherPending waiting for an admin (what the admin's decision names). */
  revisions: { otherPending: number };
  dealTitles: { partnerLive: string; otherLive: string };
  purchases: { customer: Purchase; otherCustomer: Purchase };
  apiKeys: { partner: { key: string; id: string }; otherPartner: { key: string; id: string } };
  priceChangeId: number;
  contactMessageId: string;
  uploadPath: string;
  secrets: Secret[];
}

const token = () => randomUUID().slice(0, 8);

async function ok(response: Response, what: string, statuses = [200, 302, 303]) {
  if (!statuses.includes(response.status)) {
    throw new Error(`${what}: HTTP ${response.status} ${(await response.text()).slice(0, 300)}`);
  }
  return response;
}

async function testImage(): Promise<Blob> {
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: "#3b82f6" } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(png)], { type: "image/png" });
}

/** The deal editor's fields for a valid deal (whole kroner, Oslo days). */
export function dealFields(title: string, prices = { original: 1000, discounted: 600 }): Record<string, string> {
  return {
    title,
    description: "Et tilbud laget av tilgangstestene.",
    finePrint: "Gjelder i åpningstiden.",
    categoryId: "dining",
    city: "Trondheim",
    address: "Munkegata 1, 7011 Trondheim",
    originalPrice: String(prices.original),
    discountedPrice: String(prices.discounted),
    originalPriceConfirmed: "on",
    basicEnabled: "on",
    startsAt: osloDay(new Date()),
    endsAt: osloDay(new Date(Date.now() + 60 * 86_400_000)),
  };
}

async function createDealThroughEditor(actor: Actor, pool: pg.Pool, title: string): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(dealFields(title))) form.set(name, value);
  form.set("image", await testImage(), "deal.png");
  await ok(await actor.postMultipart("/business/deals/new", form), `creating deal ${title}`, [302]);
  const { rows } = await pool.query<{ id: number }>("SELECT id FROM deals WHERE title = $1", [title]);
  if (!rows[0]) throw new Error(`Deal ${title} was not stored`);
  return rows[0].id;
}

/** Buys one basic unit of each deal through the server cart, the real checkout form and the payment service. */
async function buy(actor: Actor, pool: pg.Pool, dealIds: number[]): Promise<Purchase> {
  await ok(await actor.post("/cart/lines", { intent: "clear" }), "clearing the cart");
  for (const dealId of dealIds) {
    await ok(
      await actor.post("/cart/lines", { intent: "add", dealId: String(dealId), packageKind: "basic", quantity: "1" }),
      `adding deal ${dealId} to the cart`,
    );
  }
  const idempotencyKey = randomUUID();
  const lines = dealIds.map((dealId) => ({ dealId, packageKind: "basic", quantity: 1 }));
  const started = await ok(
    await actor.post("/checkout", { idempotencyKey, lines: JSON.stringify(lines), ...CHECKOUT_BY_CARD }),
    "checkout",
    [200],
  );
  // Paid at the payment service; the buyer's return writes the order.
  await ok(await actor.get(await payCheckoutAnswer(await started.text())), "return from paying", [200]);
  const { rows } = await pool.query<{ order_id: string; number: string }>(
    "SELECT h.order_id, o.number FROM checkout_holds h JOIN orders o ON o.id = h.order_id WHERE h.idempotency_key = $1",
    [idempotencyKey],
  );
  const order = rows[0];
  if (!order) throw new Error("The checkout stored no order");
  const vouchers = await pool.query<{ id: string; code: string; deal_id: number }>(
    "SELECT id, code, deal_id FROM vouchers WHERE order_id = $1 ORDER BY deal_id",
    [order.order_id],
  );
  return {
    orderId: order.order_id,
    number: order.number,
    idempotencyKey,
    vouchers: vouchers.rows.map((v) => ({ id: v.id, code: v.code, dealId: v.deal_id })),
  };
}

async function createApiKey(actor: Actor, pool: pg.Pool, partnerId: string) {
  const page = await (
    await ok(
      await actor.post("/business/dashboard", { intent: "createKey", name: `Tilgangstest ${token()}` }),
      "API key",
    )
  ).text();
  const key = /mdk_[A-Za-z0-9_-]{20,}/.exec(page)?.[0];
  if (!key) throw new Error("The dashboard showed no new API key");
  const { rows } = await pool.query<{ id: string }>(
    "SELECT id FROM partner_api_keys WHERE partner_id = $1 AND prefix = $2",
    [partnerId, key.slice(0, 12)],
  );
  if (!rows[0]) throw new Error("The API key was not stored");
  return { key, id: rows[0].id };
}

const one = async <T extends pg.QueryResultRow>(pool: pg.Pool, sql: string, params: unknown[]): Promise<T> => {
  const { rows } = await pool.query<T>(sql, params);
  if (!rows[0]) throw new Error(`No row for ${sql}`);
  return rows[0];
};

export async function buildAccessWorld(baseUrl: string, pool: pg.Pool): Promise<AccessWorld> {
  const run = token();
  const otherCustomerName = `Åse Tilgang${run}`;
  const [customer, partner, admin, otherCustomer, otherPartner, pendingPartner] = await Promise.all([
    signIn("customer", baseUrl, "kunde@demo.magicdeals.no", "kunde-demo-2026"),
    signIn("partner", baseUrl, "partner@demo.magicdeals.no", "partner-demo-2026", "/business/login"),
    signIn("admin", baseUrl, "admin@demo.magicdeals.no", "admin-demo-2026"),
    registerCustomer("otherCustomer", baseUrl, otherCustomerName),
    registerPartner("otherPartner", baseUrl, {
      name: `Tilgang Bistro ${run}`,
      orgNumber: randomOrgNumber(),
      plan: "growth",
    }),
    registerPartner("pendingPartner", baseUrl, {
      name: `Ventende Verksted ${run}`,
      orgNumber: randomOrgNumber(),
      plan: "starter",
    }),
  ]);
  const anonymous = new Actor("anonymous", baseUrl);
  const userId = async (email: string) =>
    (await one<{ id: string }>(pool, "SELECT id FROM users WHERE email = $1", [email.toLowerCase()])).id;
  const partnerOf = async (email: string) =>
    (
      await one<{ id: string }>(
        pool,
        "SELECT p.id FROM partners p JOIN users u ON u.id = p.owner_user_id WHERE u.email = $1",
        [email.toLowerCase()],
      )
    ).id;
  const userIds = {
    customer: await userId("kunde@demo.magicdeals.no"),
    otherCustomer: await userId(otherCustomer.email),
    partner: await userId("partner@demo.magicdeals.no"),
    otherPartner: await userId(otherPartner.email),
    admin: await userId("admin@demo.magicdeals.no"),
  };
  const partnerIds = {
    partner: await partnerOf("partner@demo.magicdeals.no"),
    otherPartner: await partnerOf(otherPartner.email),
    pending: await partnerOf(pendingPartner.email),
  };

  // The admin approves the other partner through the console's own action.
  await ok(
    await admin.post("/admin/partners", { intent: "approve", partnerId: partnerIds.otherPartner }),
    "approving the other partner",
    [200],
  );

  // Deals: one live and one unpublished for the other partner, one unpublished for the demo partner.
  const otherLiveTitle = `Tilgangsmiddag ${run}`;
  const otherLive = await createDealThroughEditor(otherPartner.actor, pool, otherLiveTitle);
  const pendingVersion = (dealId: number) =>
    one<{ id: number }>(pool, "SELECT id FROM deal_revisions WHERE deal_id = $1 AND status = 'pending'", [dealId]);
  const otherLiveVersion = (await pendingVersion(otherLive)).id;
  await ok(
    await admin.post("/admin/deals", { intent: "approveDeal", id: String(otherLiveVersion) }),
    "approving",
    [200],
  );
  const { status } = await one<{ status: string }>(pool, "SELECT status FROM deals WHERE id = $1", [otherLive]);
  if (status !== "published") throw new Error(`The other partner's deal is ${status}, not published`);
  const otherPending = await createDealThroughEditor(otherPartner.actor, pool, `Hemmelig utkast B ${run}`);
  const partnerPending = await createDealThroughEditor(partner, pool, `Hemmelig utkast A ${run}`);
  const partnerLive = await one<{ id: number; title: string }>(
    pool,
    `SELECT d.id, d.title FROM deals d JOIN deal_packages dp ON dp.deal_id = d.id AND dp.kind = 'basic'
      WHERE d.partner_id = $1 AND d.status = 'published' AND d.ends_at > now()
        AND (d.starts_at IS NULL OR d.starts_at <= now()) AND d.per_customer_limit IS NULL
        AND (d.units_cap IS NULL OR d.units_cap - d.units_sold > 20)
      ORDER BY d.id LIMIT 1`,
    [partnerIds.partner],
  );
  const upload = await one<{ image_src: string }>(pool, "SELECT image_src FROM deals WHERE id = $1", [otherLive]);

  // A price change on the other partner's live deal waits for an admin.
  await ok(
    await otherPartner.actor.post(
      `/business/deals/${otherLive}/edit`,
      // The gallery keeps its one photo (an edit names the photos it keeps).
      { ...dealFields(otherLiveTitle, { original: 1000, discounted: 550 }), photoRef: upload.image_src },
    ),
    "asking for a new price",
    [302],
  );
  const priceChange = await one<{ id: number }>(
    pool,
    "SELECT id FROM deal_price_changes WHERE deal_id = $1 AND status = 'pending'",
    [otherLive],
  );

  // Each customer buys one voucher of each partner's live deal.
  const purchases = {
    customer: await buy(customer, pool, [partnerLive.id, otherLive]),
    otherCustomer: await buy(otherCustomer.actor, pool, [partnerLive.id, otherLive]),
  };

  const apiKeys = {
    partner: await createApiKey(partner, pool, partnerIds.partner),
    otherPartner: await createApiKey(otherPartner.actor, pool, partnerIds.otherPartner),
  };

  const contactToken = `Tilgangsspørsmål ${run}`;
  await ok(
    await anonymous.post("/contact", { name: "Kari Kontakt", email: "kontakt@example.no", message: contactToken }),
    "contact message",
  );
  const contact = await one<{ id: string }>(pool, "SELECT id FROM contact_messages WHERE message = $1", [contactToken]);

  const mine = (who: IdentityName): readonly IdentityName[] => [who, "admin"];
  const purchaseSecrets = (who: "customer" | "otherCustomer", purchase: Purchase): Secret[] => [
    { label: `${who}'s order id`, text: purchase.orderId, visibleTo: mine(who) },
    { label: `${who}'s order number`, text: purchase.number, visibleTo: mine(who) },
    ...purchase.vouchers.flatMap((v) => [
      { label: `${who}'s voucher id`, text: v.id, visibleTo: mine(who) },
      { label: `${who}'s voucher code`, text: v.code, visibleTo: mine(who) },
    ]),
  ];
  const pendingTitle = await one<{ title: string }>(pool, "SELECT title FROM deals WHERE id = $1", [partnerPending]);
  const otherPendingTitle = await one<{ title: string }>(pool, "SELECT title FROM deals WHERE id = $1", [otherPending]);
  const secrets: Secret[] = [
    ...purchaseSecrets("customer", purchases.customer),
    ...purchaseSecrets("otherCustomer", purchases.otherCustomer),
    { label: "customer's e-mail", text: "kunde@demo.magicdeals.no", visibleTo: mine("customer") },
    { label: "other customer's e-mail", text: otherCustomer.email, visibleTo: mine("otherCustomer") },
    { label: "other customer's name", text: `Tilgang${run}`, visibleTo: mine("otherCustomer") },
    { label: "partner's unpublished deal", text: pendingTitle.title, visibleTo: mine("partner") },
    { label: "other partner's unpublished deal", text: otherPendingTitle.title, visibleTo: mine("otherPartner") },
    { label: "other partner's e-mail", text: otherPartner.email, visibleTo: mine("otherPartner") },
    { label: "partner's API key", text: apiKeys.partner.key, visibleTo: [] },
    { label: "other partner's API key", text: apiKeys.otherPartner.key, visibleTo: [] },
    { label: "partner's API key id", text: apiKeys.partner.id, visibleTo: mine("partner") },
    { label: "other partner's API key id", text: apiKeys.otherPartner.id, visibleTo: mine("otherPartner") },
    { label: "a contact message", text: contactToken, visibleTo: ["admin"] },
    { label: "pending partner's e-mail", text: pendingPartner.email, visibleTo: ["admin"] },
  ];

  return {
    actors: {
      anonymous,
      customer,
      otherCustomer: otherCustomer.actor,
      partner,
      otherPartner: otherPartner.actor,
      admin,
    },
    pendingPartner: pendingPartner.actor,
    userIds,
    otherCustomerEmail: otherCustomer.email,
    partnerIds,
    deals: { partnerLive: partnerLive.id, partnerPending, otherLive, otherPending },
    revisions: { otherPending: (await pendingVersion(otherPending)).id },
    dealTitles: { partnerLive: partnerLive.title, otherLive: otherLiveTitle },
    purchases,
    apiKeys,
    priceChangeId: priceChange.id,
    contactMessageId: contact.id,
    uploadPath: upload.image_src,
    secrets,
  };
}

/**
 * Leaves the catalogue as the seed made it for the files after this one: the live deal (it has
 * vouchers) ends, the never-published ones go.
 */
export async function tidyWorldDeals(pool: pg.Pool, world: AccessWorld | undefined) {
  if (!world) return;
  const { otherLive, otherPending, partnerPending } = world.deals;
  await pool.query("UPDATE deals SET status = 'ended' WHERE id = $1", [otherLive]);
  await pool.query("DELETE FROM deals WHERE id = ANY($1) AND status <> 'published'", [[otherPending, partnerPending]]);
}
