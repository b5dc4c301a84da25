// The voucher state machine: whoever changes a voucher (the partner at the counter, its owner, an
// admin, the expiry sweep), the change is one conditional transition with one event and one
// audit row, and a voucher that has left active never moves again.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type Connection } from "#db/connection.server";
import { auditLog, deals, mailMessages, partners, users, voucherEvents, vouchers } from "#db/schema.server";
import { registerAccount } from "#domain/accounts/accounts.server";
import { voidVoucher } from "#domain/admin/admin-records.server";
import { setupTestDatabase } from "../../tests/support/test-database";
import { setupTestShop } from "../../tests/support/buy-vouchers";
import { redeemVoucher } from "./redemptions.server";
import { refundVoucher } from "./refunds.server";
import { expireVouchers } from "./voucher-lifecycle.server";
import { transitionVouchers, VOUCHER_TRANSITIONS, type VoucherTransition } from "./voucher-transitions.server";

const t = setupTestDatabase({ seeded: true });
const shop = setupTestShop(t);
const limits = { perPartner: { max: 1000, windowSeconds: 900 }, perIp: { max: 1000, windowSeconds: 900 } };

// Three app copies' pools, so the three changes below run in three real transactions at once.
const pools: Connection[] = [];
beforeAll(() => {
  for (let i = 0; i < 3; i++) pools.push(connect(t.url, { max: 4 }));
});
afterAll(async () => {
  for (const pool of pools) await pool.close();
});

async function boughtVoucher() {
  const email = `tilstand-${crypto.randomUUID()}@example.no`;
  const account = await registerAccount(t.db, { name: "Kari", email, password: "passord-123" });
  if (!account.ok) throw new Error("no account");
  const order = await shop.buy(t.db, {
    lines: [{ dealId: 1, packageKind: "basic", quantity: 1 }],
    email,
    userId: account.user.id,
    language: "no",
  });
  if (!order.ok) throw new Error(order.reason);
  const [voucher] = await t.db.select().from(vouchers).where(eq(vouchers.orderId, order.orderId));
  return { email, userId: account.user.id, voucher: voucher! };
}

const eventsOf = (voucherId: string) =>
  t.db
    .select({ from: voucherEvents.fromStatus, to: voucherEvents.toStatus })
    .from(voucherEvents)
    .where(eq(voucherEvents.voucherId, voucherId))
    .orderBy(voucherEvents.id);
const auditOf = (voucherId: string) => t.db.select().from(auditLog).where(eq(auditLog.subjectId, voucherId));

describe("voucher transitions", () => {
  it("lets one of a redemption, a refund and a voiding at the same moment win, with one event and one audit row", async () => {
    const [owner] = await t.db
      .select({ partnerId: partners.id, userId: partners.ownerUserId })
      .from(deals)
      .innerJoin(partners, eq(partners.id, deals.partnerId))
      .where(eq(deals.id, 1));
    const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
    for (let round = 0; round < 6; round++) {
      const { email, userId, voucher } = await boughtVoucher();
      const [redeemed, refunded, voided] = await Promise.all([
        redeemVoucher(
          pools[0]!.db,
          { partnerId: owner!.partnerId, userId: owner!.userId!, ip: "10.0.0.9", code: voucher.code },
          limits,
        ),
        refundVoucher(pools[1]!.db, shop.services, { voucherId: voucher.id, userId, language: "no" }),
        voidVoucher(pools[2]!.db, { voucherId: voucher.id, adminId: admin!.id, reason: "Svindel" }),
      ]);
      const won = [redeemed.ok && "redeem", refunded.ok && "refund", voided.ok && "void"].filter(
        (w): w is VoucherTransition => Boolean(w),
      );
      expect(won).toHaveLength(1);
      const transition = won[0]!;
      const [after] = await t.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
      expect(after?.status).toBe(VOUCHER_TRANSITIONS[transition].to);
      expect(await eventsOf(voucher.id)).toEqual([
        { from: null, to: "active" },
        { from: "active", to: VOUCHER_TRANSITIONS[transition].to },
      ]);
      expect((await auditOf(voucher.id)).map((a) => a.action)).toEqual([`voucher.${transition}`]);
      // The refund e-mail exists exactly when the refund won.
      const refundMails = (await t.db.select().from(mailMessages).where(eq(mailMessages.to, email))).filter((m) =>
        m.subject.startsWith("Refusjon"),
      );
      expect(refundMails).toHaveLength(transition === "refund" ? 1 : 0);
    }
  });

  it("moves no voucher that has left active, and expires with the server as the actor", async () => {
    const { voucher } = await boughtVoucher();
    const expiredOne = await boughtVoucher();
    await t.db
      .update(vouchers)
      .set({ validUntil: new Date(Date.now() - 60_000) })
      .where(eq(vouchers.id, expiredOne.voucher.id));
    expect(await expireVouchers(t.db)).toBeGreaterThanOrEqual(1);
    expect(await auditOf(expiredOne.voucher.id)).toMatchObject([
      { action: "voucher.expire", actorUserId: null, details: { reason: "valid-until passed" } },
    ]);

    for (const transition of Object.keys(VOUCHER_TRANSITIONS) as VoucherTransition[]) {
      const moved = await transitionVouchers(t.db, {
        transition,
        where: eq(vouchers.id, expiredOne.voucher.id),
        actorUserId: null,
        reason: "test",
      });
      expect(moved, transition).toEqual([]);
    }
    expect((await t.db.select().from(vouchers).where(eq(vouchers.id, expiredOne.voucher.id)))[0]?.status).toBe(
      "expired",
    );
    // The untouched voucher is still active, its only event the purchase.
    expect(await eventsOf(voucher.id)).toEqual([{ from: null, to: "active" }]);
    const { rows } = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE subject_id = ${expiredOne.voucher.id}`,
    );
    expect(rows[0]!.n).toBe(1);
  });
});
