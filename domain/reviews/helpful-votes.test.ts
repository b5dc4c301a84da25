import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { setupTestShop } from "../../tests/support/buy-vouchers";
import { deals, partners, reviews, vouchers } from "#db/schema.server";
import { createCustomer } from "#domain/demo/factories.server";
import { votedReviewIds, voteHelpful } from "./helpful-votes.server";
import { listDealReviews, writeReview } from "./reviews.server";

const test = setupTestDatabase({ seeded: true });
const shop = setupTestShop(test);

async function someDeal(): Promise<number> {
  const [row] = await test.db
    .select({ id: deals.id })
    .from(deals)
    .innerJoin(partners, eq(partners.id, deals.partnerId))
    .where(and(eq(deals.status, "published"), eq(partners.status, "approved")))
    .orderBy(deals.id)
    .limit(1);
  return row!.id;
}

async function customer(): Promise<string> {
  const account = await createCustomer(test.db, {
    name: "Kari Nordmann",
    email: `helpful-${crypto.randomUUID()}@example.no`,
  });
  return account.id;
}

/** A review written from a redeemed voucher of a new customer (the counter is tested elsewhere). */
async function aReview(dealId: number): Promise<{ reviewId: string; writerId: string }> {
  const email = `writer-${crypto.randomUUID()}@example.no`;
  const writer = await createCustomer(test.db, { name: "Per Hansen", email });
  const order = await shop.buy(test.db, {
    lines: [{ dealId, packageKind: "basic", quantity: 1 }],
    email,
    userId: writer.id,
    language: "no",
  });
  if (!order.ok) throw new Error(order.reason);
  const voucherId = order.vouchers[0]!.id;
  await test.db.update(vouchers).set({ status: "redeemed" }).where(eq(vouchers.id, voucherId));
  const written = await writeReview(test.db, {
    userId: writer.id,
    voucherId,
    rating: 5,
    text: "Anbefales!",
    language: "no",
  });
  if (!written.ok) throw new Error(written.reason);
  return { reviewId: written.reviewId, writerId: writer.id };
}

async function helpfulCount(reviewId: string): Promise<number> {
  const [row] = await test.db.select({ count: reviews.helpfulCount }).from(reviews).where(eq(reviews.id, reviewId));
  return row!.count;
}

describe("helpful votes", () => {
  it("counts a reader's two votes on one review once", async () => {
    const { reviewId } = await aReview(await someDeal());
    const reader = await customer();
    expect(await voteHelpful(test.db, { userId: reader, reviewId })).toEqual({ ok: true, counted: true, count: 1 });
    expect(await voteHelpful(test.db, { userId: reader, reviewId })).toEqual({ ok: true, counted: false, count: 1 });
    expect(await helpfulCount(reviewId)).toBe(1);
  });

  it("counts ten readers voting at once ten times, and one reader's simultaneous votes once", async () => {
    const dealId = await someDeal();
    const { reviewId } = await aReview(dealId);
    const readers = await Promise.all(Array.from({ length: 10 }, () => customer()));
    const results = await Promise.all(readers.map((userId) => voteHelpful(test.db, { userId, reviewId })));
    expect(results.every((r) => r.ok && r.counted)).toBe(true);
    expect(await helpfulCount(reviewId)).toBe(10);

    const repeats = await Promise.all(
      Array.from({ length: 5 }, () => voteHelpful(test.db, { userId: readers[0]!, reviewId })),
    );
    expect(repeats.filter((r) => r.ok && r.counted)).toEqual([]);
    expect(await helpfulCount(reviewId)).toBe(10);

    // The "most helpful" order puts it first.
    const page = await listDealReviews(test.db, dealId, { sort: "helpful", page: 1 });
    expect(page.reviews[0]).toMatchObject({ id: reviewId, helpfulCount: 10 });
  });

  it("refuses a vote on one's own review and on a review that is not there", async () => {
    const { reviewId, writerId } = await aReview(await someDeal());
    expect(await voteHelpful(test.db, { userId: writerId, reviewId })).toEqual({ ok: false, reason: "ownReview" });
    const reader = await customer();
    expect(await voteHelpful(test.db, { userId: reader, reviewId: crypto.randomUUID() })).toEqual({
      ok: false,
      reason: "notFound",
    });
    expect(await voteHelpful(test.db, { userId: reader, reviewId: "not-a-uuid" })).toEqual({
      ok: false,
      reason: "notFound",
    });
    expect(await helpfulCount(reviewId)).toBe(0);
  });

  it("tells a reader which reviews of one deal they marked, and nothing of other deals or readers", async () => {
    const dealId = await someDeal();
    const [other] = await test.db
      .select({ id: deals.id })
      .from(deals)
      .innerJoin(partners, eq(partners.id, deals.partnerId))
      .where(and(eq(deals.status, "published"), eq(partners.status, "approved")))
      .orderBy(deals.id)
      .offset(1)
      .limit(1);
    const marked = await aReview(dealId);
    const unmarked = await aReview(dealId);
    const elsewhere = await aReview(other!.id);
    const reader = await customer();
    const someoneElse = await customer();
    await voteHelpful(test.db, { userId: reader, reviewId: marked.reviewId });
    await voteHelpful(test.db, { userId: reader, reviewId: elsewhere.reviewId });
    await voteHelpful(test.db, { userId: someoneElse, reviewId: unmarked.reviewId });
    expect(await votedReviewIds(test.db, reader, dealId)).toEqual([marked.reviewId]);
    expect(await votedReviewIds(test.db, reader, other!.id)).toEqual([elsewhere.reviewId]);
    expect(await votedReviewIds(test.db, await customer(), dealId)).toEqual([]);
  });
});
