import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, mailMessages, partners, payoutLines, payoutRuns, payouts, vouchers } from "#db/schema.server";
import { createCustomer, createDeal, createPartner } from "#domain/demo/factories.server";
import { createMailer } from "#domain/platform/mail.server";
import { runNextJob } from "#domain/platform/jobs.server";
import { redeemVoucher, undoRedemption, type RedemptionLimits } from "#domain/vouchers/redemptions.server";
import { refundVoucher } from "#domain/vouchers/refunds.server";
import { setupTestDatabase } from "../../tests/support/test-database";
import { setupTestShop } from "../../tests/support/buy-vouchers";
import { accountDigits, isValidAccountNumber, payoutSettingsSchema } from "./bank-account";
import { BUSINESS_PLANS } from "./business-plans";
import { earningOf } from "./payout-amounts";
import { nextPeriodEnd, osloMidnight, periodEndAtOrBefore } from "./payout-periods";
import {
  approvePayoutRun,
  createPayoutRun,
  markPayoutRunPaid,
  payoutFileCsv,
  PAYOUT_RUN_JOB,
  scheduleDuePayoutRun,
} from "./payout-runs.server";
import {
  getPayoutSummary,
  getStatement,
  listPartnerPayouts,
  savePayoutAccount,
  statementCsv,
  statementPdf,
} from "./payout-statements.server";
import { createPayoutRun as runJob } from "./payout-runs.server";

const test = setupTestDatabase({ seeded: true });
const shop = setupTestShop(test);
const outbox = createMailer(undefined, "MagicDeals <no-reply@magicdeals.no>");
const limits: RedemptionLimits = {
  perPartner: { max: 1000, windowSeconds: 900 },
  perIp: { max: 1000, windowSeconds: 900 },
};
const MINUTE = 60_000;

/** A partner on `plan` with one deal, and `count` vouchers of it at the given prices, inserted in one statement each. */
async function partnerWithVouchers(plan: "starter" | "ecommerce" | "growth", prices: number[], count: number) {
  const partner = await createPartner(test.db, { plan });
  const deal = await createDeal(test.db, partner.partnerId);
  const { rows } = await test.db.execute<{ id: string }>(sql`
    INSERT INTO orders (number, email, language, total_ore, original_total_ore, vat_ore, card_brand, card_last4)
    VALUES (${`ORD-${crypto.randomUUID().slice(0, 10)}`}, 'bulk@example.no', 'no', 0, 0, 0, 'visa', '4242') RETURNING id`);
  const orderId = rows[0]!.id;
  const lines = await test.db.execute<{ id: string; unit_price_ore: string }>(sql`
    INSERT INTO order_lines (order_id, deal_id, package_kind, title, quantity, unit_price_ore, unit_original_ore, validity_days)
    SELECT ${orderId}, ${deal.id}, 'basic', 'Bulk', 1, price, price * 2, 180
      FROM unnest(${sql.param(prices)}::bigint[]) AS price RETURNING id, unit_price_ore`);
  const lineIds = lines.rows.map((l) => l.id);
  // Every 10th refunded, two in ten still active, the rest redeemed an hour ago.
  await test.db.execute(sql`
    WITH made AS (
      INSERT INTO vouchers (code, order_id, order_line_id, deal_id, status, valid_until)
      SELECT 'BULK' || md5(random()::text || i::text), ${orderId}, (${sql.param(lineIds)}::uuid[])[1 + i % ${lineIds.length}],
             ${deal.id},
             (CASE WHEN i % 10 = 0 THEN 'refunded' WHEN i % 10 IN (1, 2) THEN 'active' ELSE 'redeemed' END)::voucher_status,
             now() + interval '90 days'
        FROM generate_series(1, ${count}) AS i
      RETURNING id, status)
    INSERT INTO voucher_events (voucher_id, from_status, to_status, occurred_at)
    SELECT id, 'active', status, now() - interval '1 hour' FROM made WHERE status <> 'active'`);
  return { ...partner, dealId: deal.id };
}

describe("bank account numbers", () => {
  it("accepts a number whose MOD11 check digit matches, written with spaces or dots", () => {
    expect(isValidAccountNumber("12345678903")).toBe(true);
    expect(payoutSettingsSchema.parse({ accountNumber: "1234.56.78903" })).toEqual({ accountNumber: "12345678903" });
    expect(payoutSettingsSchema.parse({ accountNumber: " 1234 56 78903 " })).toEqual({ accountNumber: "12345678903" });
  });

  it("refuses a wrong check digit, a wrong length and letters with a message saying which", () => {
    expect(isValidAccountNumber("12345678904")).toBe(false);
    const wrongCheck = payoutSettingsSchema.safeParse({ accountNumber: "1234 56 78904" });
    expect(wrongCheck.error?.issues[0]?.message).toBe("accountNumberCheck");
    const short = payoutSettingsSchema.safeParse({ accountNumber: "1234 56 789" });
    expect(short.error?.issues[0]?.message).toBe("accountNumberLength");
    expect(accountDigits("1234-56-78903")).toBeNull();
    expect(payoutSettingsSchema.safeParse({ accountNumber: "" }).error?.issues[0]?.message).toBe("required");
  });
});

describe("payout periods", () => {
  it("end at Oslo midnight on the 1st and the 16th", () => {
    expect(osloMidnight(2026, 1, 16).toISOString()).toBe("2026-01-15T23:00:00.000Z");
    expect(osloMidnight(2026, 7, 1).toISOString()).toBe("2026-06-30T22:00:00.000Z");
    expect(periodEndAtOrBefore(new Date("2026-11-27T10:00:00Z")).toISOString()).toBe("2026-11-15T23:00:00.000Z");
    expect(nextPeriodEnd(new Date("2026-12-20T10:00:00Z")).toISOString()).toBe("2026-12-31T23:00:00.000Z");
  });

  it("round commission and its VAT half up per voucher", () => {
    expect(earningOf(12_345, 2_000)).toEqual({
      grossOre: 12_345,
      commissionOre: 2_469,
      commissionVatOre: 617,
      netOre: 9_259,
    });
    expect(earningOf(99_999, 1_500)).toEqual({
      grossOre: 99_999,
      commissionOre: 15_000,
      commissionVatOre: 3_750,
      netOre: 81_249,
    });
  });
});

describe("payout runs", () => {
  it("pay each redeemed voucher once, and the sums equal the vouchers' sums to the øre across thousands", async () => {
    const prices = [12_345, 99_999, 50_001, 29_900, 133_337, 7];
    const partner = await partnerWithVouchers("starter", prices, 4_000);
    await savePayoutAccount(test.db, partner.partnerId, "12345678903");
    const result = await createPayoutRun(test.db, new Date(Date.now() - 10 * MINUTE));
    expect(result.created).toBe(true);

    const { rows } = await test.db.execute<{ n: number; gross: string }>(sql`
      SELECT count(*)::int AS n, sum(ol.unit_price_ore) AS gross FROM vouchers v
        JOIN order_lines ol ON ol.id = v.order_line_id WHERE v.deal_id = ${partner.dealId} AND v.status = 'redeemed'`);
    const expected = await test.db.execute<{ unit_price_ore: string }>(sql`
      SELECT ol.unit_price_ore FROM vouchers v JOIN order_lines ol ON ol.id = v.order_line_id
       WHERE v.deal_id = ${partner.dealId} AND v.status = 'redeemed'`);
    const expectedNet = expected.rows.reduce((sum, r) => sum + earningOf(Number(r.unit_price_ore), 2_000).netOre, 0);

    const [mine] = await listPartnerPayouts(test.db, partner.partnerId);
    expect(rows[0]!.n).toBe(2_800);
    expect(mine!.voucherCount).toBe(2_800);
    expect(mine!.grossOre).toBe(Number(rows[0]!.gross));
    expect(mine!.netOre).toBe(expectedNet);
    expect(mine!.commissionOre + mine!.commissionVatOre + mine!.netOre).toBe(mine!.grossOre);

    const statement = await getStatement(test.db, partner.partnerId, mine!.id);
    expect(statement!.lines).toHaveLength(2_800);
    expect(statement!.lines.reduce((s, l) => s + l.netOre, 0)).toBe(mine!.netOre);
    expect(statement!.lines.reduce((s, l) => s + l.commissionVatOre, 0)).toBe(mine!.commissionVatOre);
    // The CSV's total row says the same, in kroner.
    const csv = statementCsv(statement!).trim().split("\r\n");
    expect(csv).toHaveLength(2_802);
    expect(csv.at(-1)).toBe(
      `total;;;${(mine!.grossOre / 100).toFixed(2)};${(mine!.commissionOre / 100).toFixed(2)};${(mine!.commissionVatOre / 100).toFixed(2)};${(mine!.netOre / 100).toFixed(2)}`,
    );
    const pdf = await statementPdf(statement!, "no");
    expect(Buffer.from(pdf).subarray(0, 5).toString()).toBe("%PDF-");

    // The accountant's file has the transfer with account number and KID.
    const file = await payoutFileCsv(test.db, result.created ? result.runId : "");
    expect(file!.csv).toContain(`;12345678903;${(mine!.netOre / 100).toFixed(2)};${mine!.reference}`);

    // A later run pays none of them again.
    await createPayoutRun(test.db, new Date(Date.now() - 5 * MINUTE));
    expect(await listPartnerPayouts(test.db, partner.partnerId)).toHaveLength(1);
  });

  it("happen once per period with two workers running the job at the same time", async () => {
    const partner = await partnerWithVouchers("growth", [10_000], 30);
    const periodEnd = new Date(Date.now() - 3 * MINUTE);
    const results = await Promise.all([runJob(test.db, periodEnd), runJob(test.db, periodEnd)]);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const runs = await test.db.select().from(payoutRuns).where(eq(payoutRuns.periodEnd, periodEnd));
    expect(runs).toHaveLength(1);
    expect((await listPartnerPayouts(test.db, partner.partnerId))[0]!.voucherCount).toBe(21);

    // Through the job queue: the period's job is queued once, however many copies schedule it.
    await Promise.all([scheduleDuePayoutRun(test.db), scheduleDuePayoutRun(test.db)]);
    const { rows } = await test.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM jobs WHERE kind = ${PAYOUT_RUN_JOB}`,
    );
    expect(rows[0]!.n).toBe(1);
    const handlers = {
      [PAYOUT_RUN_JOB]: async (p: Record<string, unknown>) =>
        void (await runJob(test.db, new Date(String(p.periodEnd)))),
    };
    const outcomes = await Promise.all([runNextJob(test.db, handlers, "a"), runNextJob(test.db, handlers, "b")]);
    expect(outcomes.filter((o) => o?.ok)).toHaveLength(1);
    const period = await test.db
      .select()
      .from(payoutRuns)
      .where(eq(payoutRuns.periodEnd, periodEndAtOrBefore(new Date())));
    expect(period).toHaveLength(1);
  });

  it("give nothing for a voucher refunded before redemption, and take an undone redemption back", async () => {
    const email = `payout-${crypto.randomUUID()}@example.no`;
    const customer = await createCustomer(test.db, { name: "Kari", email });
    const partner = await createPartner(test.db, { plan: "ecommerce" });
    const deal = await createDeal(test.db, partner.partnerId, { discountedPriceOre: 40_000 });
    const order = await shop.buy(test.db, {
      lines: [{ dealId: deal.id, packageKind: "basic", quantity: 3 }],
      email,
      userId: customer.id,
      language: "no",
    });
    if (!order.ok) throw new Error(order.reason);
    const [refunded, redeemed, undone] = await test.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.orderId, order.orderId));
    expect(
      (await refundVoucher(test.db, shop.services, { voucherId: refunded!.id, userId: customer.id, language: "no" }))
        .ok,
    ).toBe(true);
    expect(
      (
        await redeemVoucher(
          test.db,
          { partnerId: partner.partnerId, userId: partner.userId, ip: "10.0.0.9", code: refunded!.code },
          limits,
        )
      ).ok,
    ).toBe(false);
    for (const v of [redeemed!, undone!])
      expect(
        (
          await redeemVoucher(
            test.db,
            { partnerId: partner.partnerId, userId: partner.userId, ip: "10.0.0.9", code: v.code },
            limits,
          )
        ).ok,
      ).toBe(true);

    const periodEnd = new Date(Date.now() + 1000);
    await createPayoutRun(test.db, periodEnd);
    const [before] = await listPartnerPayouts(test.db, partner.partnerId);
    expect(before!.voucherCount).toBe(2);

    // Undone while its run is not paid: the earning leaves the payout.
    expect(
      (await undoRedemption(test.db, { partnerId: partner.partnerId, userId: partner.userId, code: undone!.code })).ok,
    ).toBe(true);
    const [after] = await listPartnerPayouts(test.db, partner.partnerId);
    expect(after).toMatchObject({ voucherCount: 1, ...earningOf(40_000, 1_500) });
    const lines = await test.db
      .select()
      .from(payoutLines)
      .where(inArray(payoutLines.voucherId, [refunded!.id, undone!.id]));
    expect(lines).toHaveLength(0);

    // Once paid, the redemption stays.
    const [run] = await test.db.select().from(payoutRuns).where(eq(payoutRuns.periodEnd, periodEnd));
    const admin = await createCustomer(test.db, { email: `admin-${crypto.randomUUID()}@example.no` });
    expect(await approvePayoutRun(test.db, run!.id, admin.id)).toEqual({ ok: true });
    expect(await markPayoutRunPaid(test.db, outbox, run!.id, admin.id, "https://magicdeals.no")).toEqual({ ok: true });
    expect(
      (await undoRedemption(test.db, { partnerId: partner.partnerId, userId: partner.userId, code: redeemed!.code }))
        .ok,
    ).toBe(false);
    const [stays] = await test.db.select().from(vouchers).where(eq(vouchers.id, redeemed!.id));
    expect(stays!.status).toBe("redeemed");

    const summary = await getPayoutSummary(test.db, partner.partnerId);
    expect(summary).toMatchObject({
      soldCount: 3,
      paidOre: earningOf(40_000, 1_500).netOre,
      earnedOre: earningOf(40_000, 1_500).netOre,
      liabilityCount: 1,
      liabilityOre: 40_000,
    });
    expect(summary.redemptionRate).toBeCloseTo(33.3);
    expect(summary.refundRate).toBeCloseTo(33.3);
  });

  it("sum up on the dashboard: each unpaid redeemed voucher earns its own rounded amount at the partner's plan's rate", async () => {
    const partner = await partnerWithVouchers("growth", [25_000, 19_950, 33_333], 20);
    const rateOf = BUSINESS_PLANS.find((plan) => plan.id === "growth")!.commissionBasisPoints;
    const { rows } = await test.db.execute<{ status: string; price: string }>(sql`
      SELECT v.status::text AS status, ol.unit_price_ore AS price
        FROM vouchers v JOIN order_lines ol ON ol.id = v.order_line_id WHERE v.deal_id = ${partner.dealId}`);
    const redeemed = rows.filter((r) => r.status === "redeemed").map((r) => Number(r.price));
    const active = rows.filter((r) => r.status === "active").map((r) => Number(r.price));
    const netOf = (prices: number[]) => prices.reduce((sum, price) => sum + earningOf(price, rateOf).netOre, 0);
    expect(redeemed).toHaveLength(14);

    const before = await getPayoutSummary(test.db, partner.partnerId);
    expect(before).toMatchObject({
      soldCount: 20,
      redemptionRate: 70,
      refundRate: 10,
      liabilityCount: 4,
      liabilityOre: active.reduce((sum, price) => sum + price, 0),
      paidOre: 0,
      onTheWayOre: 0,
      nextPayoutOre: netOf(redeemed),
      earnedOre: netOf(redeemed),
    });

    // In a run that is not paid yet: on the way, and nothing left for the next run.
    await createPayoutRun(test.db, new Date(Date.now() - 1000));
    expect(await getPayoutSummary(test.db, partner.partnerId)).toMatchObject({
      paidOre: 0,
      onTheWayOre: netOf(redeemed),
      nextPayoutOre: 0,
      earnedOre: netOf(redeemed),
    });
  });

  it("are approved and marked paid once each, audited, and paying e-mails the partner", async () => {
    const partner = await partnerWithVouchers("growth", [25_000], 10);
    const periodEnd = new Date(Date.now() - 2 * MINUTE);
    const made = await createPayoutRun(test.db, periodEnd);
    if (!made.created) throw new Error("no run");
    const admin = await createCustomer(test.db, { email: `admin-${crypto.randomUUID()}@example.no` });
    expect(await markPayoutRunPaid(test.db, outbox, made.runId, admin.id, "https://magicdeals.no")).toEqual({
      ok: false,
      reason: "wrongStatus",
    });
    const approvals = await Promise.all([
      approvePayoutRun(test.db, made.runId, admin.id),
      approvePayoutRun(test.db, made.runId, admin.id),
    ]);
    expect(approvals.filter((a) => a.ok)).toHaveLength(1);
    expect(await markPayoutRunPaid(test.db, outbox, made.runId, admin.id, "https://magicdeals.no")).toEqual({
      ok: true,
    });
    const audit = await test.db.select().from(auditLog).where(eq(auditLog.subjectId, made.runId));
    expect(audit.map((a) => a.action).sort()).toEqual(["payoutRun.approve", "payoutRun.markPaid"]);
    const mail = await test.db.select().from(mailMessages).where(eq(mailMessages.to, partner.email));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain("Utbetaling");
    expect(await approvePayoutRun(test.db, crypto.randomUUID(), admin.id)).toEqual({ ok: false, reason: "notFound" });
  });

  it("e-mails each partner that it was paid in the partner's own language: English for one, Norwegian for another", async () => {
    const english = await partnerWithVouchers("growth", [30_000], 10);
    const norwegian = await partnerWithVouchers("growth", [30_000], 10);
    await test.db.update(partners).set({ language: "en" }).where(eq(partners.id, english.partnerId));
    // Its own second: a run's payout references are numbered from its period end.
    const made = await createPayoutRun(test.db, new Date(Date.now() - 2 * MINUTE - 17_000));
    if (!made.created) throw new Error("no run");
    const admin = await createCustomer(test.db, { email: `admin-${crypto.randomUUID()}@example.no` });
    expect(await approvePayoutRun(test.db, made.runId, admin.id)).toEqual({ ok: true });
    expect(await markPayoutRunPaid(test.db, outbox, made.runId, admin.id, "https://magicdeals.no")).toEqual({
      ok: true,
    });
    const [toEnglish] = await test.db.select().from(mailMessages).where(eq(mailMessages.to, english.email));
    expect(toEnglish).toMatchObject({ language: "en" });
    expect(toEnglish!.subject).toMatch(/^Payout of [\d,.]+\skr from MagicDeals$/);
    expect(toEnglish!.text).toContain("/business/payouts");
    const [toNorwegian] = await test.db.select().from(mailMessages).where(eq(mailMessages.to, norwegian.email));
    expect(toNorwegian).toMatchObject({ language: "no" });
    expect(toNorwegian!.subject).toMatch(/^Utbetaling på .+ fra MagicDeals$/);
  });

  it("show a partner only its own statements", async () => {
    const mine = await partnerWithVouchers("growth", [10_000], 10);
    const other = await partnerWithVouchers("growth", [10_000], 10);
    await createPayoutRun(test.db, new Date(Date.now() - MINUTE));
    const [payout] = await listPartnerPayouts(test.db, mine.partnerId);
    expect(await getStatement(test.db, mine.partnerId, payout!.id)).not.toBeNull();
    expect(await getStatement(test.db, other.partnerId, payout!.id)).toBeNull();
    expect(await getStatement(test.db, other.partnerId, "not-an-id")).toBeNull();
    const otherList = await listPartnerPayouts(test.db, other.partnerId);
    expect(otherList.map((p) => p.id)).not.toContain(payout!.id);
    const rows = await test.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.partnerId, other.partnerId)));
    expect(rows).toHaveLength(1);
  });
});

describe("the demo seed", () => {
  it("gives the demo partner two payout runs, one paid and one awaiting approval", async () => {
    const { rows } = await test.db.execute<{ id: string }>(
      sql`SELECT p.id FROM partners p JOIN users u ON u.id = p.owner_user_id WHERE u.email = 'partner@demo.magicdeals.no'`,
    );
    const list = await listPartnerPayouts(test.db, rows[0]!.id);
    // (Runs made by the tests above may hold its voucher redeemed at seeding time.)
    const shown = list.map((p) => [p.status, p.voucherCount]);
    expect(shown).toContainEqual(["pending", 3]);
    expect(shown).toContainEqual(["paid", 5]);
  });
});
