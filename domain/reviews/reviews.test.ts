import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { setupTestShop } from "../../tests/support/buy-vouchers";
import { outboxMailer, TEST_ORIGIN } from "../../tests/support/shop-services";
import { auditLog, deals, jobs, mailMessages, partners, reviews, users } from "#db/schema.server";
import { createCustomer } from "#domain/demo/factories.server";
import { redeemVoucher, undoRedemption, type RedemptionLimits } from "#domain/vouchers/redemptions.server";
import { REVIEW_INVITE_JOB, sendReviewInvite } from "./review-invites.server";
import { hideReview, listDealReviews, replyToReview, reviewableVoucher, writeReview } from "./reviews.server";

const test = setupTestDatabase({ seeded: true });
const shop = setupTestShop(test);
const limits: RedemptionLimits = {
  perPartner: { max: 1000, windowSeconds: 900 },
  perIp: { max: 1000, windowSeconds: 900 },
};

/** A published deal of a partner, with the partner's owner (who redeems at the counter). */
async function dealOfSomePartner(skipPartnerId?: string) {
  const rows = await test.db
    .select({ dealId: deals.id, partnerId: deals.partnerId, ownerUserId: partners.ownerUserId })
    .from(deals)
    .innerJoin(partners, eq(partners.id, deals.partnerId))
    .where(and(eq(deals.status, "published"), eq(partners.status, "approved")))
    .orderBy(deals.id)
    .limit(200);
  const row = rows.find((r) => r.partnerId !== skipPartnerId);
  if (!row) throw new Error("No such deal");
  return row;
}

async function buy(dealId: number, quantity = 1) {
  const email = `review-${crypto.randomUUID()}@example.no`;
  const account = await createCustomer(test.db, { name: "Kari Nordmann", email });
  const order = await shop.buy(test.db, {
    lines: [{ dealId, packageKind: "basic", quantity }],
    email,
    userId: account.id,
    language: "no",
  });
  if (!order.ok) throw new Error(order.reason);
  return { userId: account.id, vouchers: order.vouchers };
}

async function redeem(deal: { partnerId: string; ownerUserId: string | null }, code: string, now = new Date()) {
  const result = await redeemVoucher(
    test.db,
    { partnerId: deal.partnerId, userId: deal.ownerUserId!, code, ip: "10.0.0.9" },
    limits,
    now,
  );
  if (!result.ok) throw new Error(result.reason);
}

async function dealRating(dealId: number) {
  const [row] = await test.db
    .select({ rating: deals.rating, count: deals.reviewCount })
    .from(deals)
    .where(eq(deals.id, dealId));
  return { rating: Number(row!.rating), count: row!.count };
}

const review = (userId: string, voucherId: string, rating: number, text = "Veldig hyggelig, anbefales!") => ({
  userId,
  voucherId,
  rating,
  text,
  language: "no" as const,
});

describe("verified reviews", () => {
  it("lets only the owner of a redeemed voucher review, once", async () => {
    const deal = await dealOfSomePartner();
    const { userId, vouchers } = await buy(deal.dealId, 2);
    const [first, second] = vouchers;

    // Not used yet: no review.
    expect(await writeReview(test.db, review(userId, first!.id, 5))).toEqual({ ok: false, reason: "notRedeemed" });
    await redeem(deal, first!.code);

    // Someone else's voucher is not found, whatever its state.
    const stranger = await createCustomer(test.db, {
      name: "Ola Hansen",
      email: `s-${crypto.randomUUID()}@example.no`,
    });
    expect(await writeReview(test.db, review(stranger.id, first!.id, 1))).toEqual({ ok: false, reason: "notFound" });
    expect(await reviewableVoucher(test.db, stranger.id, first!.id, "no")).toBeNull();

    const written = await writeReview(test.db, review(userId, first!.id, 4));
    expect(written).toMatchObject({ ok: true, dealId: deal.dealId });
    expect(await writeReview(test.db, review(userId, first!.id, 1))).toEqual({ ok: false, reason: "alreadyReviewed" });
    // The other voucher of the same order is not redeemed: it cannot review.
    expect(await writeReview(test.db, review(userId, second!.id, 1))).toEqual({ ok: false, reason: "notRedeemed" });

    const form = await reviewableVoucher(test.db, userId, first!.id, "no");
    expect(form?.review).toEqual({ rating: 4, text: "Veldig hyggelig, anbefales!" });
  });

  it("writes one review of two simultaneous attempts from one voucher", async () => {
    const deal = await dealOfSomePartner();
    const { userId, vouchers } = await buy(deal.dealId);
    await redeem(deal, vouchers[0]!.code);
    const before = await dealRating(deal.dealId);

    const results = await Promise.all([
      writeReview(test.db, review(userId, vouchers[0]!.id, 5)),
      writeReview(test.db, review(userId, vouchers[0]!.id, 2)),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "alreadyReviewed" }]);
    const rows = await test.db.select().from(reviews).where(eq(reviews.voucherId, vouchers[0]!.id));
    expect(rows).toHaveLength(1);
    expect((await dealRating(deal.dealId)).count).toBe(before.count + 1);
  });

  it("rates a deal from its visible reviews, counts simultaneous reviews, and hiding one changes it", async () => {
    // A deal with no reviews yet: the last published deal of another partner than the others use.
    const deal = await dealOfSomePartner();
    await test.db.delete(reviews).where(eq(reviews.dealId, deal.dealId));
    await test.db.update(deals).set({ rating: 0, reviewCount: 0 }).where(eq(deals.id, deal.dealId));
    const buyers = await Promise.all([buy(deal.dealId), buy(deal.dealId), buy(deal.dealId)]);
    for (const buyer of buyers) await redeem(deal, buyer.vouchers[0]!.code);

    // Three customers review at the same moment: every review counts.
    const written = await Promise.all(
      buyers.map((buyer, i) => writeReview(test.db, review(buyer.userId, buyer.vouchers[0]!.id, [5, 4, 2][i]!))),
    );
    expect(written.every((w) => w.ok)).toBe(true);
    expect(await dealRating(deal.dealId)).toEqual({ rating: 3.7, count: 3 });

    const page = await listDealReviews(test.db, deal.dealId, { sort: "newest", page: 1 });
    expect(page.total).toBe(3);
    expect(page.reviews[0]!.author).toBe("Kari N.");

    const [admin] = await test.db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
    const low = await test.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.dealId, deal.dealId), eq(reviews.rating, 2)));
    expect(await hideReview(test.db, { adminUserId: admin!.id, reviewId: low[0]!.id, reason: "Personangrep" })).toEqual(
      {
        ok: true,
      },
    );
    expect(await dealRating(deal.dealId)).toEqual({ rating: 4.5, count: 2 });
    expect((await listDealReviews(test.db, deal.dealId, { sort: "newest", page: 1 })).total).toBe(2);
    const audit = await test.db.select().from(auditLog).where(eq(auditLog.subjectId, low[0]!.id));
    expect(audit).toMatchObject([
      { action: "review.hide", actorUserId: admin!.id, details: { reason: "Personangrep" } },
    ]);
    // Hidden once: a second hide changes nothing.
    expect(await hideReview(test.db, { adminUserId: admin!.id, reviewId: low[0]!.id, reason: "x" })).toEqual({
      ok: false,
      reason: "notFound",
    });
  });

  it("lets the partner answer a review of its own deal once, and no other partner", async () => {
    const deal = await dealOfSomePartner();
    const other = await dealOfSomePartner(deal.partnerId);
    const { userId, vouchers } = await buy(deal.dealId);
    await redeem(deal, vouchers[0]!.code);
    const written = await writeReview(test.db, review(userId, vouchers[0]!.id, 3));
    if (!written.ok) throw new Error(written.reason);

    expect(
      await replyToReview(test.db, { partnerId: other.partnerId, reviewId: written.reviewId, text: "Hei" }),
    ).toEqual({ ok: false, reason: "notFound" });
    expect(
      await replyToReview(test.db, {
        partnerId: deal.partnerId,
        reviewId: written.reviewId,
        text: "Takk for besøket!",
      }),
    ).toEqual({ ok: true });
    expect(
      await replyToReview(test.db, { partnerId: deal.partnerId, reviewId: written.reviewId, text: "Igjen" }),
    ).toEqual({ ok: false, reason: "alreadyReplied" });
    const page = await listDealReviews(test.db, deal.dealId, { sort: "newest", page: 1 });
    expect(page.reviews.find((r) => r.id === written.reviewId)?.reply?.text).toBe("Takk for besøket!");
  });

  it("queues the invite with the redemption for the next day, sends it once, and an undo takes it back", async () => {
    const deal = await dealOfSomePartner();
    const { vouchers } = await buy(deal.dealId, 2);
    const now = new Date();
    await redeem(deal, vouchers[0]!.code, now);
    const [job] = await test.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `review-invite:${vouchers[0]!.id}`));
    expect(job).toMatchObject({ kind: REVIEW_INVITE_JOB, status: "queued" });
    expect(job!.runAt.getTime() - now.getTime()).toBe(24 * 3_600_000);

    // Run twice (a worker that died after its commit): one e-mail.
    await sendReviewInvite(test.db, outboxMailer(), TEST_ORIGIN, vouchers[0]!.id);
    await sendReviewInvite(test.db, outboxMailer(), TEST_ORIGIN, vouchers[0]!.id);
    const invites = (await test.db.select().from(mailMessages)).filter((m) =>
      m.text.includes(`/account/vouchers/${vouchers[0]!.id}/review`),
    );
    expect(invites).toHaveLength(1);
    expect(invites[0]!.subject).toMatch(/^Hvordan var «/);

    // The redemption undone at once: its invite is gone before it was sent.
    await redeem(deal, vouchers[1]!.code, now);
    expect(
      await undoRedemption(test.db, { partnerId: deal.partnerId, userId: deal.ownerUserId!, code: vouchers[1]!.code }),
    ).toEqual({ ok: true });
    expect(
      await test.db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `review-invite:${vouchers[1]!.id}`)),
    ).toEqual([]);
  });
});
