import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { auditLog, deals, partners, rateLimits, users, voucherEvents, vouchers } from "#db/schema.server";
import { createCustomer } from "#domain/demo/factories.server";
import {
  lookupVoucher,
  redeemVoucher,
  redemptionsToday,
  undoRedemption,
  UNDO_MINUTES,
  type RedemptionLimits,
} from "./redemptions.server";
import { refundVoucher } from "./refunds.server";
import { listUserVouchers } from "./vouchers.server";
import { setupTestShop } from "../../tests/support/buy-vouchers";

const test = setupTestDatabase({ seeded: true });
const shop = setupTestShop(test);
const limits: RedemptionLimits = {
  perPartner: { max: 1000, windowSeconds: 900 },
  perIp: { max: 1000, windowSeconds: 900 },
};

/** The demo partner (owner of deal 1) and another seeded partner with a deal of its own. */
async function partnersOf() {
  const [first] = await test.db
    .select({ partnerId: deals.partnerId, ownerUserId: partners.ownerUserId })
    .from(deals)
    .innerJoin(partners, eq(partners.id, deals.partnerId))
    .where(eq(deals.id, 1));
  const [other] = await test.db
    .select({ partnerId: deals.partnerId })
    .from(deals)
    .where(eq(deals.status, "published"))
    .then((rows) => rows.filter((r) => r.partnerId !== first!.partnerId));
  return { owner: first!, other: other! };
}

async function buy(dealId: number, quantity = 1) {
  const email = `redeem-${crypto.randomUUID()}@example.no`;
  const account = await createCustomer(test.db, { name: "Kari Nordmann", email });
  const order = await shop.buy(test.db, {
    lines: [{ dealId, packageKind: "basic", quantity }],
    email,
    userId: account.id,
    language: "no",
  });
  if (!order.ok) throw new Error(order.reason);
  const bought = await test.db.select().from(vouchers).where(eq(vouchers.orderId, order.orderId));
  return { userId: account.id, vouchers: bought };
}

const counter = (partnerId: string, userId: string, code: string, ip = "10.0.0.1") => ({
  partnerId,
  userId,
  code,
  ip,
});

describe("voucher redemption", () => {
  it("looks a code up in any case, with or without dashes, and shows deal, package and first name", async () => {
    const { owner } = await partnersOf();
    const { vouchers: bought } = await buy(1);
    const code = bought[0]!.code; // MAGIC-XXXXXXXXXX
    const typed = `magic ${code.slice(6, 11).toLowerCase()}-${code.slice(11)}`;
    const result = await lookupVoucher(test.db, counter(owner.partnerId, owner.ownerUserId!, typed), limits);
    expect(result).toMatchObject({
      ok: true,
      voucher: { code, packageKind: "basic", firstName: "Kari", status: "active", redeemedAt: null },
    });
  });

  it("redeems exactly once under 50 concurrent attempts, with one audit event", async () => {
    const { owner } = await partnersOf();
    const { userId, vouchers: bought } = await buy(1);
    const voucher = bought[0]!;
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        redeemVoucher(test.db, counter(owner.partnerId, owner.ownerUserId!, voucher.code), limits),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const refused = results.filter((r) => !r.ok);
    expect(refused).toHaveLength(49);
    for (const r of refused) expect(r).toMatchObject({ reason: "notActive", voucher: { status: "redeemed" } });

    const events = await test.db.select().from(voucherEvents).where(eq(voucherEvents.voucherId, voucher.id));
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actorUserId])).toEqual([
      [null, "active", userId],
      ["active", "redeemed", owner.ownerUserId],
    ]);
    const again = await lookupVoucher(test.db, counter(owner.partnerId, owner.ownerUserId!, voucher.code), limits);
    expect(again.ok && again.voucher.redeemedAt).toBe(events[1]!.occurredAt.toISOString());
    // The customer's My Vouchers shows it used, and no longer refundable.
    const mine = await listUserVouchers(test.db, userId, "no");
    expect(mine[0]).toMatchObject({ code: voucher.code, status: "redeemed", refundBlock: "notActive" });
  });

  it("refuses an expired voucher and a refunded one", async () => {
    const { owner } = await partnersOf();
    const { userId, vouchers: bought } = await buy(1, 2);
    const [expired, refunded] = bought;
    await test.db
      .update(vouchers)
      .set({ validUntil: new Date(Date.now() - 60_000) })
      .where(eq(vouchers.id, expired!.id));
    expect((await refundVoucher(test.db, shop.services, { voucherId: refunded!.id, userId, language: "no" })).ok).toBe(
      true,
    );

    const req = (code: string) => counter(owner.partnerId, owner.ownerUserId!, code);
    expect(await redeemVoucher(test.db, req(expired!.code), limits)).toMatchObject({
      ok: false,
      reason: "notActive",
      voucher: { status: "expired" },
    });
    expect(await redeemVoucher(test.db, req(refunded!.code), limits)).toMatchObject({
      ok: false,
      reason: "notActive",
      voucher: { status: "refunded" },
    });
    const [still] = await test.db.select().from(vouchers).where(eq(vouchers.id, expired!.id));
    expect(still?.status).toBe("active");
  });

  it("treats another partner's voucher exactly like an unknown code", async () => {
    const { owner, other } = await partnersOf();
    const { vouchers: bought } = await buy(1);
    const stranger = counter(other.partnerId, owner.ownerUserId!, bought[0]!.code);
    expect(await lookupVoucher(test.db, stranger, limits)).toEqual({ ok: false, reason: "unknown" });
    expect(await redeemVoucher(test.db, stranger, limits)).toEqual({ ok: false, reason: "unknown" });
    const [still] = await test.db.select().from(vouchers).where(eq(vouchers.id, bought[0]!.id));
    expect(still?.status).toBe("active");
  });

  it("throttles failed lookups per partner and per address, also for real codes", async () => {
    const { owner } = await partnersOf();
    const { vouchers: bought } = await buy(1);
    const tight: RedemptionLimits = {
      perPartner: { max: 3, windowSeconds: 900 },
      perIp: { max: 5, windowSeconds: 900 },
    };
    // An empty submit does not count (else the third guess below would be throttled).
    expect(await lookupVoucher(test.db, counter(owner.partnerId, owner.ownerUserId!, " "), tight)).toEqual({
      ok: false,
      reason: "unknown",
    });
    // Partner: three wrong guesses from different addresses, then even a good code waits.
    for (let i = 0; i < 3; i++) {
      const guess = counter(owner.partnerId, owner.ownerUserId!, "MAGIC-AAAAAAAAAA", `10.1.0.${i}`);
      expect(await lookupVoucher(test.db, guess, tight)).toEqual({ ok: false, reason: "unknown" });
    }
    const good = counter(owner.partnerId, owner.ownerUserId!, bought[0]!.code, "10.1.0.9");
    expect(await lookupVoucher(test.db, good, tight)).toMatchObject({ ok: false, reason: "throttled", max: 3 });
    expect(await redeemVoucher(test.db, good, tight)).toMatchObject({ ok: false, reason: "throttled" });

    // Address: one client guessing for several partners is stopped too.
    const [someone] = await test.db.select({ id: users.id }).from(users).limit(1);
    for (let i = 0; i < 5; i++) {
      await lookupVoucher(test.db, counter(crypto.randomUUID(), someone!.id, "nonsense", "10.2.0.1"), tight);
    }
    const fromSameIp = counter(crypto.randomUUID(), someone!.id, bought[0]!.code, "10.2.0.1");
    expect(await lookupVoucher(test.db, fromSameIp, tight)).toMatchObject({ reason: "throttled", max: 5 });
  });

  it("lets at most the limit of 120 simultaneous guesses reach the codes", async () => {
    const { owner } = await partnersOf();
    await test.db.delete(rateLimits).where(like(rateLimits.key, `redeem:%`));
    const tenPerWindow: RedemptionLimits = {
      perPartner: { max: 10, windowSeconds: 900 },
      perIp: { max: 1000, windowSeconds: 900 },
    };
    const guesses = Array.from({ length: 120 }, (_, i) => {
      const guess = counter(
        owner.partnerId,
        owner.ownerUserId!,
        `MAGIC-GUESS${String(i).padStart(4, "0")}`,
        `10.3.0.${i}`,
      );
      return i % 2 ? lookupVoucher(test.db, guess, tenPerWindow) : redeemVoucher(test.db, guess, tenPerWindow);
    });
    const results = await Promise.all(guesses);
    expect(results.filter((r) => !r.ok && r.reason === "unknown")).toHaveLength(10);
    expect(results.filter((r) => !r.ok && r.reason === "throttled")).toHaveLength(110);
  });

  it("does not count codes that were found against the limit", async () => {
    const { owner } = await partnersOf();
    const { vouchers: bought } = await buy(1, 3);
    await test.db.delete(rateLimits).where(like(rateLimits.key, `redeem:%`));
    const two: RedemptionLimits = {
      perPartner: { max: 2, windowSeconds: 900 },
      perIp: { max: 2, windowSeconds: 900 },
    };
    const at = (code: string) => counter(owner.partnerId, owner.ownerUserId!, code, "10.4.0.1");
    for (const voucher of bought) {
      expect(await lookupVoucher(test.db, at(voucher.code), two)).toMatchObject({ ok: true });
      expect(await redeemVoucher(test.db, at(voucher.code), two)).toMatchObject({ ok: true });
      expect(await redeemVoucher(test.db, at(voucher.code), two)).toMatchObject({ reason: "notActive" });
    }
    expect(await lookupVoucher(test.db, at("MAGIC-NOPENOPE"), two)).toEqual({ ok: false, reason: "unknown" });
    expect(await lookupVoucher(test.db, at("MAGIC-NOPENOPE"), two)).toEqual({ ok: false, reason: "unknown" });
    expect(await lookupVoucher(test.db, at(bought[0]!.code), two)).toMatchObject({ reason: "throttled", max: 2 });
  });

  it("lists today's redemptions with who redeemed them, and lets the owner undo one within minutes, once", async () => {
    const { owner, other } = await partnersOf();
    const { vouchers: bought } = await buy(1, 2);
    const [first, second] = bought;
    const at = counter(owner.partnerId, owner.ownerUserId!, first!.code);
    expect((await redeemVoucher(test.db, at, limits)).ok).toBe(true);
    expect((await redeemVoucher(test.db, { ...at, code: second!.code }, limits)).ok).toBe(true);

    const today = await redemptionsToday(test.db, owner.partnerId);
    const [owners] = await test.db.select({ name: users.name }).from(users).where(eq(users.id, owner.ownerUserId!));
    expect(today.filter((r) => [first!.code, second!.code].includes(r.code))).toMatchObject([
      { code: second!.code, redeemedBy: owners!.name, stands: true, undoable: true },
      { code: first!.code, redeemedBy: owners!.name, stands: true, undoable: true },
    ]);
    // Another partner's counter lists none of them and cannot undo them.
    expect((await redemptionsToday(test.db, other.partnerId)).map((r) => r.code)).not.toContain(first!.code);
    const stranger = await createCustomer(test.db, { name: "Ola", email: `ola-${crypto.randomUUID()}@example.no` });
    expect(await undoRedemption(test.db, { ...at, userId: stranger.id })).toEqual({ ok: false, reason: "tooLate" });
    expect(await undoRedemption(test.db, { ...at, partnerId: other.partnerId })).toEqual({
      ok: false,
      reason: "tooLate",
    });

    // Two undo clicks at once: one takes the redemption back, with its audit row.
    const undone = await Promise.all([undoRedemption(test.db, at), undoRedemption(test.db, at)]);
    expect(undone.filter((u) => u.ok)).toHaveLength(1);
    const [after] = await test.db.select().from(vouchers).where(eq(vouchers.id, first!.id));
    expect(after!.status).toBe("active");
    const audits = await test.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, first!.id), eq(auditLog.action, "voucher.undoRedeem")));
    expect(audits).toHaveLength(1);
    const listed = (await redemptionsToday(test.db, owner.partnerId)).find((r) => r.code === first!.code);
    expect(listed).toMatchObject({ stands: false, undoable: false });
    // It can be redeemed again, for the right customer.
    expect((await redeemVoucher(test.db, at, limits)).ok).toBe(true);

    // After the window the redemption stands.
    const later = new Date(Date.now() + (UNDO_MINUTES + 1) * 60_000);
    expect(await undoRedemption(test.db, { ...at, code: second!.code }, later)).toEqual({
      ok: false,
      reason: "tooLate",
    });
  });
});
