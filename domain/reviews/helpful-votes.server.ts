// "Nyttig" on a review: a signed-in reader marks someone else's visible review helpful, once. The
// (review, reader) primary key decides between repeated and simultaneous votes; the count is raised
// by the statement that sees the vote inserted, in the same transaction, so it never drifts.
// The deal page is shared and cached and a vote does not empty the caches (migration 0037): the
// page learns the new count from the answer.
import { and, desc, eq, isNull } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database, DatabaseOrTransaction, Transaction } from "#db/connection.server";
import { reviewVotes, reviews } from "#db/schema.server";

export type HelpfulVoteResult =
  /** `counted` is false when this reader had already marked it; `count` is the review's count now. */
  { ok: true; counted: boolean; count: number } | { ok: false; reason: "notFound" | "ownReview" };

export async function voteHelpful(
  db: Database,
  request: { userId: string; reviewId: string },
  now = new Date(),
): Promise<HelpfulVoteResult> {
  if (!z.string().uuid().safeParse(request.reviewId).success) return { ok: false, reason: "notFound" };
  return db.transaction(async (tx) => {
    const inserted = await tx.execute<{ review_id: string }>(sql`
      INSERT INTO ${reviewVotes} (review_id, user_id, created_at)
      SELECT r.id, ${request.userId}, ${now} FROM ${reviews} r
       WHERE r.id = ${request.reviewId} AND r.hidden_at IS NULL AND r.customer_id <> ${request.userId}
      ON CONFLICT DO NOTHING
      RETURNING review_id`);
    if (inserted.rows.length > 0) {
      const [raised] = await tx
        .update(reviews)
        .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
        .where(eq(reviews.id, request.reviewId))
        .returning({ count: reviews.helpfulCount });
      return { ok: true as const, counted: true, count: raised!.count };
    }
    return explainNoVote(tx, request);
  });
}

/** Why no vote was added: already given (then the count), the writer's own, or no such review. */
async function explainNoVote(
  tx: Transaction,
  request: { userId: string; reviewId: string },
): Promise<HelpfulVoteResult> {
  const [review] = await tx
    .select({ customerId: reviews.customerId, count: reviews.helpfulCount })
    .from(reviews)
    .where(and(eq(reviews.id, request.reviewId), isNull(reviews.hiddenAt)));
  if (!review) return { ok: false, reason: "notFound" };
  if (review.customerId === request.userId) return { ok: false, reason: "ownReview" };
  return { ok: true, counted: false, count: review.count };
}

/** The reviews a customer marked helpful, for "Mine data". */
export async function customerHelpfulVotes(db: DatabaseOrTransaction, userId: string) {
  return db
    .select({ reviewId: reviewVotes.reviewId, createdAt: reviewVotes.createdAt })
    .from(reviewVotes)
    .where(eq(reviewVotes.userId, userId))
    .orderBy(desc(reviewVotes.createdAt));
}

/**
 * Account deletion: who voted goes; the counts stay, since a count names nobody and the votes
 * were given.
 */
export async function deleteCustomerHelpfulVotes(tx: Transaction, userId: string): Promise<void> {
  await tx.delete(reviewVotes).where(eq(reviewVotes.userId, userId));
}

/**
 * The reviews of one deal this reader marked helpful: the shared deal page asks after hydration
 * (GET /reviews/voted), so the button remembers a vote without a personal render of the page.
 */
export async function votedReviewIds(db: DatabaseOrTransaction, userId: string, dealId: number): Promise<string[]> {
  const rows = await db
    .select({ reviewId: reviewVotes.reviewId })
    .from(reviewVotes)
    .innerJoin(reviews, eq(reviews.id, reviewVotes.reviewId))
    .where(and(eq(reviewVotes.userId, userId), eq(reviews.dealId, dealId)));
  return rows.map((row) => row.reviewId);
}
