// Verified reviews: only the owner of a redeemed voucher writes one, once per voucher. A deal's
// rating and count (deals.rating, deals.review_count) are recomputed from its visible reviews in
// the transaction that adds or hides one, with the deal's row locked first, so two reviews of one
// deal written at once both count (each recount runs after the other's commit).
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database, DatabaseOrTransaction, Transaction } from "#db/connection.server";
import { deals, orders, partners, reviews, users, vouchers } from "#db/schema.server";
import type { Language } from "#i18n/languages";
import { recordAudit } from "#domain/platform/audit.server";

export const REVIEW_TEXT_MAX = 2000;
export const REPLY_TEXT_MAX = 1000;
export const HIDE_REASON_MAX = 2000;
export const REVIEWS_PAGE_SIZE = 5;
export const REVIEW_SORTS = ["newest", "helpful"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const reviewInput = z.object({
  rating: z.coerce
    .number({ message: "reviewRatingRequired" })
    .int("reviewRatingRequired")
    .min(1, "reviewRatingRequired")
    .max(5, "reviewRatingRequired"),
  text: z.string().trim().min(1, "reviewTextRequired").max(REVIEW_TEXT_MAX, "reviewTextTooLong"),
});
export type ReviewInput = z.infer<typeof reviewInput>;

/** Recounts the deal's rating and count from its visible reviews (the deal's row is locked). */
async function recount(tx: Transaction, dealId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE ${deals} SET
      rating = coalesce((SELECT round(avg(r.rating), 1) FROM ${reviews} r WHERE r.deal_id = ${dealId} AND r.hidden_at IS NULL), 0),
      review_count = (SELECT count(*) FROM ${reviews} r WHERE r.deal_id = ${dealId} AND r.hidden_at IS NULL)
    WHERE ${deals.id} = ${dealId}`);
}

async function lockDeal(tx: Transaction, dealId: number): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM ${deals} WHERE ${deals.id} = ${dealId} FOR NO KEY UPDATE`);
}

export interface ReviewableVoucher {
  voucherId: string;
  dealId: number;
  dealTitle: string;
  status: string;
  /** The review already written from this voucher, if any. */
  review: { rating: number; text: string } | null;
}

/** One of the user's own vouchers, for the review form; null when it is not theirs. */
export async function reviewableVoucher(
  db: Database,
  userId: string,
  voucherId: string,
  lang: Language,
): Promise<ReviewableVoucher | null> {
  if (!z.string().uuid().safeParse(voucherId).success) return null;
  const [row] = await db
    .select({
      voucherId: vouchers.id,
      dealId: vouchers.dealId,
      dealTitle: lang === "en" ? sql<string>`coalesce(${deals.titleEn}, ${deals.title})` : deals.title,
      status: vouchers.status,
      rating: reviews.rating,
      text: reviews.text,
    })
    .from(vouchers)
    .innerJoin(orders, eq(orders.id, vouchers.orderId))
    .innerJoin(deals, eq(deals.id, vouchers.dealId))
    .leftJoin(reviews, eq(reviews.voucherId, vouchers.id))
    .where(and(eq(vouchers.id, voucherId), eq(orders.userId, userId)));
  if (!row) return null;
  const { rating, text, ...rest } = row;
  return { ...rest, review: rating !== null && text !== null ? { rating, text } : null };
}

export type WriteReviewResult =
  | { ok: true; reviewId: string; dealId: number }
  | { ok: false; reason: "notFound" | "notRedeemed" | "alreadyReviewed" };

/**
 * Writes the review of a redeemed voucher the writer owns. The unique voucher index decides
 * between simultaneous attempts: one is written, the others are told it was already reviewed.
 */
export async function writeReview(
  db: Database,
  request: { userId: string; voucherId: string; language: Language } & ReviewInput,
  now = new Date(),
): Promise<WriteReviewResult> {
  if (!z.string().uuid().safeParse(request.voucherId).success) return { ok: false, reason: "notFound" };
  const [voucher] = await db
    .select({ dealId: vouchers.dealId, status: vouchers.status })
    .from(vouchers)
    .innerJoin(orders, eq(orders.id, vouchers.orderId))
    .where(and(eq(vouchers.id, request.voucherId), eq(orders.userId, request.userId)));
  if (!voucher) return { ok: false, reason: "notFound" };
  return db.transaction(async (tx) => {
    await lockDeal(tx, voucher.dealId);
    // The voucher must still be redeemed when the review is written (an undone redemption is not).
    const inserted = await tx.execute<{ id: string }>(sql`
      INSERT INTO ${reviews} (voucher_id, deal_id, customer_id, rating, text, language, created_at)
      SELECT v.id, v.deal_id, ${request.userId}, ${request.rating}, ${request.text}, ${request.language}, ${now}
        FROM ${vouchers} v WHERE v.id = ${request.voucherId} AND v.status = 'redeemed'
      ON CONFLICT (voucher_id) DO NOTHING
      RETURNING id`);
    const id = inserted.rows[0]?.id;
    if (!id) {
      const [existing] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(eq(reviews.voucherId, request.voucherId));
      return { ok: false as const, reason: existing ? ("alreadyReviewed" as const) : ("notRedeemed" as const) };
    }
    await recount(tx, voucher.dealId);
    return { ok: true as const, reviewId: id, dealId: voucher.dealId };
  });
}

export interface PublicReview {
  id: string;
  rating: number;
  text: string;
  language: string;
  /** First name and the last name's initial ("Kari N."). */
  author: string;
  createdAt: string;
  helpfulCount: number;
  reply: { text: string; at: string } | null;
}

export interface ReviewPage {
  reviews: PublicReview[];
  /** Visible reviews in all. */
  total: number;
  page: number;
  pageCount: number;
  sort: ReviewSort;
}

/** "Kari Nordmann" → "Kari N.": enough to be a person, not enough to find them. */
export function shortName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return "";
  const first = parts[0]!;
  const last = parts.length > 1 ? parts[parts.length - 1]! : "";
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

/** A page of the deal's visible reviews, newest or most helpful first. */
export async function listDealReviews(
  db: Database,
  dealId: number,
  options: { sort: ReviewSort; page: number },
): Promise<ReviewPage> {
  const visible = and(eq(reviews.dealId, dealId), isNull(reviews.hiddenAt));
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(reviews)
    .where(visible);
  const pageCount = Math.max(1, Math.ceil(total / REVIEWS_PAGE_SIZE));
  const page = Math.min(Math.max(1, options.page), pageCount);
  const order =
    options.sort === "helpful"
      ? [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)]
      : [desc(reviews.createdAt), desc(reviews.id)];
  const rows =
    total === 0
      ? []
      : await db
          .select({
            id: reviews.id,
            rating: reviews.rating,
            text: reviews.text,
            language: reviews.language,
            name: users.name,
            createdAt: reviews.createdAt,
            helpfulCount: reviews.helpfulCount,
            reply: reviews.partnerReply,
            repliedAt: reviews.repliedAt,
          })
          .from(reviews)
          .innerJoin(users, eq(users.id, reviews.customerId))
          .where(visible)
          .orderBy(...order)
          .limit(REVIEWS_PAGE_SIZE)
          .offset((page - 1) * REVIEWS_PAGE_SIZE);
  return {
    reviews: rows.map((row) => ({
      id: row.id,
      rating: row.rating,
      text: row.text,
      language: row.language,
      author: shortName(row.name),
      createdAt: row.createdAt.toISOString(),
      helpfulCount: row.helpfulCount,
      reply: row.reply && row.repliedAt ? { text: row.reply, at: row.repliedAt.toISOString() } : null,
    })),
    total,
    page,
    pageCount,
    sort: options.sort,
  };
}

export type ReplyResult = { ok: true } | { ok: false; reason: "notFound" | "alreadyReplied" };

/** The partner's one public answer to a review of one of its own deals. */
export async function replyToReview(
  db: Database,
  request: { partnerId: string; reviewId: string; text: string },
  now = new Date(),
): Promise<ReplyResult> {
  if (!z.string().uuid().safeParse(request.reviewId).success) return { ok: false, reason: "notFound" };
  const text = request.text.trim().slice(0, REPLY_TEXT_MAX);
  const answered = await db.execute<{ id: string }>(sql`
    UPDATE ${reviews} SET partner_reply = ${text}, replied_at = ${now}
     WHERE ${reviews.id} = ${request.reviewId} AND ${reviews.partnerReply} IS NULL
       AND ${reviews.dealId} IN (SELECT ${deals.id} FROM ${deals} WHERE ${deals.partnerId} = ${request.partnerId})
    RETURNING id`);
  if (answered.rows.length > 0) return { ok: true };
  const [mine] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .innerJoin(deals, eq(deals.id, reviews.dealId))
    .where(and(eq(reviews.id, request.reviewId), eq(deals.partnerId, request.partnerId)));
  return { ok: false, reason: mine ? "alreadyReplied" : "notFound" };
}

export type HideResult = { ok: true } | { ok: false; reason: "notFound" };

/** An admin hides a review with a reason: out of the deal's page, rating and count; audited. */
export async function hideReview(
  db: Database,
  request: { adminUserId: string; reviewId: string; reason: string },
  now = new Date(),
): Promise<HideResult> {
  if (!z.string().uuid().safeParse(request.reviewId).success) return { ok: false, reason: "notFound" };
  const [review] = await db.select({ dealId: reviews.dealId }).from(reviews).where(eq(reviews.id, request.reviewId));
  if (!review) return { ok: false, reason: "notFound" };
  const reason = request.reason.trim().slice(0, HIDE_REASON_MAX);
  return db.transaction(async (tx) => {
    await lockDeal(tx, review.dealId);
    const hidden = await tx.execute<{ id: string }>(sql`
      UPDATE ${reviews} SET hidden_at = ${now}, hidden_reason = ${reason}, hidden_by = ${request.adminUserId}
       WHERE ${reviews.id} = ${request.reviewId} AND ${reviews.hiddenAt} IS NULL
      RETURNING id`);
    if (hidden.rows.length === 0) return { ok: false as const, reason: "notFound" as const };
    await recount(tx, review.dealId);
    await recordAudit(tx, {
      actorUserId: request.adminUserId,
      action: "review.hide",
      subjectType: "review",
      subjectId: request.reviewId,
      details: { reason, dealId: review.dealId },
    });
    return { ok: true as const };
  });
}

export interface ManagedReview {
  id: string;
  dealId: number;
  dealTitle: string;
  rating: number;
  text: string;
  author: string;
  createdAt: string;
  reply: string | null;
  hiddenReason: string | null;
}

const managedColumns = {
  id: reviews.id,
  dealId: reviews.dealId,
  dealTitle: deals.title,
  rating: reviews.rating,
  text: reviews.text,
  name: users.name,
  createdAt: reviews.createdAt,
  reply: reviews.partnerReply,
  hiddenReason: reviews.hiddenReason,
};

function toManaged(row: {
  id: string;
  dealId: number;
  dealTitle: string;
  rating: number;
  text: string;
  name: string;
  createdAt: Date;
  reply: string | null;
  hiddenReason: string | null;
}): ManagedReview {
  const { name, createdAt, ...rest } = row;
  return { ...rest, author: shortName(name), createdAt: createdAt.toISOString() };
}

/** The newest reviews of the partner's deals (visible ones), for its answers. */
export async function listPartnerReviews(db: Database, partnerId: string, limit = 50): Promise<ManagedReview[]> {
  const rows = await db
    .select(managedColumns)
    .from(reviews)
    .innerJoin(deals, eq(deals.id, reviews.dealId))
    .innerJoin(users, eq(users.id, reviews.customerId))
    .where(and(eq(deals.partnerId, partnerId), isNull(reviews.hiddenAt)))
    .orderBy(desc(reviews.createdAt))
    .limit(limit);
  return rows.map(toManaged);
}

/** The newest reviews of every deal, hidden ones with their reason, for the admin console. */
export async function listReviewsForAdmin(db: Database, limit = 100): Promise<ManagedReview[]> {
  const rows = await db
    .select(managedColumns)
    .from(reviews)
    .innerJoin(deals, eq(deals.id, reviews.dealId))
    .innerJoin(partners, eq(partners.id, deals.partnerId))
    .innerJoin(users, eq(users.id, reviews.customerId))
    .orderBy(desc(reviews.createdAt))
    .limit(limit);
  return rows.map(toManaged);
}

/** The reviews a customer wrote, for "Mine data". */
export async function customerReviews(db: DatabaseOrTransaction, userId: string) {
  return db
    .select({
      dealId: reviews.dealId,
      rating: reviews.rating,
      text: reviews.text,
      language: reviews.language,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(eq(reviews.customerId, userId))
    .orderBy(desc(reviews.createdAt));
}

/**
 * Account deletion: the customer's reviews go with the account (their words are personal data),
 * and the deals they rated are recounted in the same transaction.
 */
export async function deleteCustomerReviews(tx: Transaction, userId: string): Promise<void> {
  const removed = await tx.execute<{ deal_id: number }>(
    sql`DELETE FROM ${reviews} WHERE ${reviews.customerId} = ${userId} RETURNING deal_id`,
  );
  const dealIds = [...new Set(removed.rows.map((row) => row.deal_id))].sort((a, b) => a - b);
  for (const dealId of dealIds) {
    await lockDeal(tx, dealId);
    await recount(tx, dealId);
  }
}
