// Checkout: orders/s through the domain's placeOrder with the test gateway (server pricing,
// idempotency key, conditional stock update, one voucher per unit), and oversold units on a
// capped deal under a rush of buyers.
import { randomUUID } from "node:crypto";
import { connect, type Database } from "#db/connection.server";
import { placeOrder } from "#domain/checkout/checkout.server";
import { createTestGateway, TEST_CARDS } from "#domain/checkout/payments.server";
import { createMailer } from "#domain/platform/mail.server";
import type { Row } from "./table";

// As a copy without SMTP_URL runs: the confirmation e-mails stay in the outbox.
const services = {
  gateway: createTestGateway(),
  mailer: createMailer(undefined, "MagicDeals <no-reply@magicdeals.no>"),
  origin: "https://magicdeals.no",
};
const CARD = { cardNumber: TEST_CARDS.approve, expiryDate: "12/39", cvv: "123", cardholderName: "Kari Nordmann" };

function buy(db: Database, dealId: number, buyer: string) {
  return placeOrder(db, services, {
    idempotencyKey: randomUUID(),
    lines: [{ dealId, packageKind: "basic", quantity: 1 }],
    email: `${buyer}@example.no`,
    userId: null,
    language: "no",
    card: CARD,
  });
}

/** `buyers` concurrent loops, each placing orders one after another for `seconds`. */
async function throughput(db: Database, dealIds: number[], buyers: number, seconds: number) {
  const until = performance.now() + seconds * 1000;
  let placed = 0;
  let refused = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: buyers }, async (_, b) => {
      for (let i = 0; performance.now() < until; i++) {
        const dealId = dealIds[(b * 7 + i) % dealIds.length] ?? 0;
        const result = await buy(db, dealId, `buyer${b}.${i}`);
        if (result.ok) placed++;
        else refused++;
      }
    }),
  );
  return { placed, refused, perSecond: placed / ((performance.now() - started) / 1000) };
}

export async function measureCheckout(databaseUrl: string, options: { seconds: number }): Promise<Row[]> {
  // Pools as the app opens them (10 connections), and a bigger one for the rush.
  const app = connect(databaseUrl);
  const rushPool = connect(databaseUrl, { max: 20 });
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
    const run = await throughput(app.db, open, 50, options.seconds);

    const CAP = 50;
    await app.pool.query("UPDATE deals SET units_cap = $2, units_sold = 0, per_customer_limit = NULL WHERE id = $1", [
      capped,
      CAP,
    ]);
    const rush = await Promise.all(Array.from({ length: 200 }, (_, b) => buy(rushPool.db, capped, `rush${b}`)));
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
    await app.close();
    await rushPool.close();
  }
}
