// Reviews made straight in the app's database for browser tests (writing one through its form is
// tested in reviews.test.ts): a new customer, an order with one voucher already used, its review.
import { randomUUID } from "node:crypto";
import { newAccount } from "./accounts";
import type { AppDatabase } from "./app-database";

export interface MadeReview {
  reviewId: string;
  voucherId: string;
  userId: string;
}

/** A visible review of `dealId` by a new customer, counted in the deal's rating. */
export async function makeReview(db: AppDatabase, dealId: number, text: string, rating = 5): Promise<MadeReview> {
  const account = await newAccount(db.db, "Per Hansen");
  const orderId = randomUUID();
  const voucherId = randomUUID();
  const serial = randomUUID().replace(/-/g, "").slice(0, 9).toUpperCase();
  await db.pool.query(
    `WITH o AS (
       INSERT INTO orders (id, number, user_id, email, language, total_ore, original_total_ore, vat_ore, card_brand, card_last4)
       SELECT $1, 'ORD-R' || $3, $4, $5, 'no', discounted_price_ore, original_price_ore, 0, 'Visa', '4242' FROM deals WHERE id = $6
       RETURNING id
     ), l AS (
       INSERT INTO order_lines (id, order_id, deal_id, package_kind, title, quantity, unit_price_ore, unit_original_ore, validity_days)
       SELECT gen_random_uuid(), o.id, d.id, 'basic', d.title, 1, d.discounted_price_ore, d.original_price_ore, 180 FROM o, deals d WHERE d.id = $6
       RETURNING id
     )
     INSERT INTO vouchers (id, code, order_id, order_line_id, deal_id, status, valid_until)
     SELECT $2, 'MAGIC-R' || $3, $1, l.id, $6, 'redeemed', now() + interval '100 days' FROM l`,
    [orderId, voucherId, serial, account.id, account.email, dealId],
  );
  const [review] = await db.rows<{ id: string }>(
    `INSERT INTO reviews (voucher_id, deal_id, customer_id, rating, text, language)
     VALUES ($1, $2, $3, $4, $5, 'no') RETURNING id`,
    [voucherId, dealId, account.id, rating, text],
  );
  await recountDeal(db, dealId);
  return { reviewId: review!.id, voucherId, userId: account.id };
}

/** The deal's rating and count from its visible reviews, as domain/reviews keeps them. */
export async function recountDeal(db: AppDatabase, dealId: number): Promise<void> {
  await db.pool.query(
    `UPDATE deals SET rating = coalesce((SELECT round(avg(rating), 1) FROM reviews WHERE deal_id = $1 AND hidden_at IS NULL), 0),
       review_count = (SELECT count(*) FROM reviews WHERE deal_id = $1 AND hidden_at IS NULL) WHERE id = $1`,
    [dealId],
  );
}

/** Removes reviews made here (their votes go with them) and recounts their deals. */
export async function removeReviews(db: AppDatabase, made: MadeReview[], dealIds: number[]): Promise<void> {
  await db.pool.query("DELETE FROM reviews WHERE id = ANY($1::uuid[])", [made.map((m) => m.reviewId)]);
  for (const dealId of dealIds) await recountDeal(db, dealId);
}
