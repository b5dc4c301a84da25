// Checkout: orders/s through the real checkout in-process (startCheckout holds the units with a
// conditional stock update and creates the payment at a local payment service on loopback, the
// buyer pays by card there, settleHold captures and writes the order with one voucher per unit),
// and oversold units on a capped deal under a rush of buyers.
import { randomUUID } from "node:crypto";
import { connect, type Database } from "#db/connection.server";
import { startCheckout } from "#domain/checkout/checkout-holds.server";
import { settleHold, type SettleServices } from "#domain/checkout/hold-settlement.server";
import { createLocalPaymentProvider } from "#domain/payments/local-adapter.server";
import { createMailer } from "#domain/platform/mail.server";
import { createSigner } from "#domain/platform/signing.server";
import { startLocalPaymentService, type LocalPaymentService } from "../local-payments/service.server";
import { TEST_CARDS } from "../local-payments/test-cards";
import type { Row } from "./table";

const ORIGIN = "https://magicdeals.no";
const API_KEY = "lp_bench_key";

/** One buyer's purchase of one unit: hold, pay by card at the service as the browser would, settle. */
async function buy(
  db: Database,
  service: LocalPaymentService,
  services: SettleServices,
  dealId: number,
  buyer: string,
) {
  const started = await startCheckout(
    db,
    { provider: services.provider, returnUrl: (id) => `${ORIGIN}/checkout/return?hold=${id}` },
    {
      idempotencyKey: randomUUID(),
      lines: [{ dealId, packageKind: "basic", quantity: 1 }],
      email: `${buyer}@example.no`,
      userId: null,
      language: "no",
      method: "card",
    },
  );
  if (!started.ok) return { ok: false };
  // The card frame's address: the buyer's browser posts the card form to it.
  const frame = started.action?.kind === "hosted-fields" ? started.action.url : undefined;
  if (!frame) return { ok: false };
  await fetch(new URL(new URL(frame).pathname, service.url), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      cardNumber: TEST_CARDS.approve,
      expiryDate: "12/39",
      cvv: "123",
      cardholderName: "Kari Nordmann",
      lang: "no",
    }),
    redirect: "manual",
  }).then((response) => response.arrayBuffer());
  const settled = await settleHold(db, services, started.holdId);
  return { ok: settled?.state === "confirmed" };
}

/** `buyers` concurrent loops, each placing orders one after another for `seconds`. */
async function throughput(db: Database, pay: Payments, dealIds: number[], buyers: number, seconds: number) {
  const until = performance.now() + seconds * 1000;
  let placed = 0;
  let refused = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: buyers }, async (_, b) => {
      for (let i = 0; performance.now() < until; i++) {
        const dealId = dealIds[(b * 7 + i) % dealIds.length] ?? 0;
        const result = await buy(db, pay.service, pay.services, dealId, `buyer${b}.${i}`);
        if (result.ok) placed++;
        else refused++;
      }
    }),
  );
  return { placed, refused, perSecond: placed / ((performance.now() - started) / 1000) };
}

interface Payments {
  service: LocalPaymentService;
  services: SettleServices;
}

export async function measureCheckout(databaseUrl: string, options: { seconds: number }): Promise<Row[]> {
  // Pools as the app opens them (10 connections), and a bigger one for the rush.
  const app = connect(databaseUrl);
  const rushPool = connect(databaseUrl, { max: 20 });
  // The local payment service as the app starts it (its books in the same database); webhooks
  // go nowhere and are not sent during the run: the buyer's return (settleHold) writes the order.
  const service = await startLocalPaymentService({
    databaseUrl,
    host: "127.0.0.1",
    port: 0,
    shopOrigin: ORIGIN,
    webhookUrl: "http://127.0.0.1:9/payments/webhook",
    webhookSecret: "whsec_bench",
    apiKey: API_KEY,
    webhookPollMs: 3_600_000,
  });
  const pay: Payments = {
    service,
    services: {
      provider: createLocalPaymentProvider({ apiUrl: service.apiUrl, apiKey: API_KEY, webhookSecret: "whsec_bench" }),
      // As a copy without SMTP_URL runs: the confirmation e-mails stay in the outbox.
      mailer: createMailer(undefined, "MagicDeals <no-reply@magicdeals.no>"),
      origin: ORIGIN,
      signer: createSigner("the benchmark's secret, long enough to sign with"),
    },
  };
  try {
    const { rows } = await app.pool.query<{ id: number }>(
      `SELECT d.id FROM deals d JOIN deal_packages p ON p.deal_id = d.id AND p.kind = 'basic' AND p.min_quantity = 1
       WHERE d.status = 'published' AND d.ends_at > now() + interval '1 day'
         AND (d.starts_at IS NULL OR d.starts_at <= now())
       ORDER BY d.id LIMIT 201`,
    );
    const [capped, ...open] = rows.map((r) => r.id);
    if (capped === undefined || open.length === 0) throw new Error("No live deals to buy");
    await app.pool.query("UPDATE deals SET units_cap = NULL, per_customer_limit = NULL WHERE id = ANY($1)", [open]);
    const run = await throughput(app.db, pay, open, 50, options.seconds);

    const CAP = 50;
    await app.pool.query("UPDATE deals SET units_cap = $2, units_sold = 0, per_customer_limit = NULL WHERE id = $1", [
      capped,
      CAP,
    ]);
    const rush = await Promise.all(
      Array.from({ length: 200 }, (_, b) => buy(rushPool.db, service, pay.services, capped, `rush${b}`)),
    );
    const { rows: sold } = await app.pool.query<{ vouchers: number; units_sold: number }>(
      `SELECT (SELECT count(*)::int FROM vouchers WHERE deal_id = $1) AS vouchers,
              (SELECT units_sold FROM deals WHERE id = $1) AS units_sold`,
      [capped],
    );
    const vouchers = sold[0]?.vouchers ?? 0;
    return [
      {
        what: "50 buyers, app pool (10)",
        "orders/s": run.perSecond,
        placed: run.placed,
        refused: run.refused,
      },
      {
        what: `200 buyers on a deal capped at ${CAP}`,
        placed: rush.filter((r) => r.ok).length,
        refused: rush.filter((r) => !r.ok).length,
        "units sold": sold[0]?.units_sold ?? null,
        vouchers,
        oversold: Math.max(0, vouchers - CAP),
      },
    ];
  } finally {
    await service.close();
    await app.close();
    await rushPool.close();
  }
}
