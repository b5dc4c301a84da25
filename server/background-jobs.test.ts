import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deals, mailMessages, sessions, users, voucherEvents, vouchers } from "#db/schema.server";
import { createCustomer } from "#domain/demo/factories.server";
import { createMailer } from "#domain/platform/mail.server";
import { setupTestDatabase } from "../tests/support/test-database";
import { jobHandlers } from "./background-jobs.server";
import { setupTestShop } from "../tests/support/buy-vouchers";

const t = setupTestDatabase({ seeded: true });
const shop = setupTestShop(t);
const handlers = () =>
  jobHandlers(t.db, createMailer(undefined, "MagicDeals <no-reply@magicdeals.no>"), "https://magicdeals.test");

async function customerWithVoucher(options: { reminders: boolean; language?: "no" | "en" }) {
  const email = `jobs-${crypto.randomUUID()}@example.no`;
  const account = await createCustomer(t.db, { name: "Kari", email });
  await t.db.update(users).set({ notifyVoucherReminders: options.reminders }).where(eq(users.id, account.id));
  const order = await shop.buy(t.db, {
    lines: [{ dealId: 30, packageKind: "basic", quantity: 1 }],
    email,
    userId: account.id,
    language: options.language ?? "no",
  });
  if (!order.ok) throw new Error(order.reason);
  const [voucher] = await t.db.select().from(vouchers).where(eq(vouchers.orderId, order.orderId));
  return { email, voucher: voucher! };
}

const setValidUntil = (voucherId: string, daysFromNow: number) =>
  t.db
    .update(vouchers)
    .set({ validUntil: sql`now() + make_interval(days => ${daysFromNow})` })
    .where(eq(vouchers.id, voucherId));

describe("voucher expiry", () => {
  it("expires active vouchers past their date once, recording the change", async () => {
    const past = await customerWithVoucher({ reminders: true });
    const current = await customerWithVoucher({ reminders: true });
    await t.db
      .update(vouchers)
      .set({ validUntil: new Date(Date.now() - 60_000) })
      .where(eq(vouchers.id, past.voucher.id));

    await handlers()["vouchers.expire"]!({});
    await handlers()["vouchers.expire"]!({});

    const rows = await t.db
      .select({ id: vouchers.id, status: vouchers.status })
      .from(vouchers)
      .where(inArray(vouchers.id, [past.voucher.id, current.voucher.id]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [past.voucher.id]: "expired",
      [current.voucher.id]: "active",
    });
    const events = await t.db.select().from(voucherEvents).where(eq(voucherEvents.voucherId, past.voucher.id));
    expect(events.map((e) => [e.fromStatus, e.toStatus])).toEqual([
      [null, "active"],
      ["active", "expired"],
    ]);
  });
});

describe("expiration reminders", () => {
  const remindersTo = (email: string) =>
    t.db
      .select()
      .from(mailMessages)
      .where(
        and(
          eq(mailMessages.to, email),
          sql`(${mailMessages.subject} LIKE '%går snart ut%' OR ${mailMessages.subject} LIKE '%expires soon%')`,
        ),
      );

  it("reminds once, 7 days before, only owners who kept reminders on, in their language", async () => {
    const keeps = await customerWithVoucher({ reminders: true });
    const english = await customerWithVoucher({ reminders: true, language: "en" });
    const optedOut = await customerWithVoucher({ reminders: false });
    const notYet = await customerWithVoucher({ reminders: true });
    for (const c of [keeps, english, optedOut]) await setValidUntil(c.voucher.id, 5);
    await setValidUntil(notYet.voucher.id, 20);

    // Two copies' workers running the sweep at the same moment still send one reminder each.
    await Promise.all([handlers()["vouchers.remind"]!({}), handlers()["vouchers.remind"]!({})]);
    await handlers()["vouchers.remind"]!({});

    const [kept] = await remindersTo(keeps.email);
    expect(await remindersTo(keeps.email)).toHaveLength(1);
    expect(kept!.text).toContain("MAGIC-");
    expect(kept!.text).toContain("https://magicdeals.test/account/vouchers");
    expect((await remindersTo(english.email))[0]?.subject).toMatch(/expires soon/);
    expect(await remindersTo(optedOut.email)).toHaveLength(0);
    expect(await remindersTo(notYet.email)).toHaveLength(0);
  });
});

describe("housekeeping", () => {
  it("ends deals past their end time and keeps the rest", async () => {
    await t.db
      .update(deals)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(deals.id, 40));
    await handlers()["deals.end"]!({});
    const rows = await t.db
      .select({ id: deals.id, status: deals.status })
      .from(deals)
      .where(inArray(deals.id, [40, 41]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({ 40: "ended", 41: "published" });
  });

  it("removes expired sessions only", async () => {
    const [user] = await t.db.select({ id: users.id }).from(users).limit(1);
    await t.db.insert(sessions).values([
      { idHash: "expired-session", userId: user!.id, expiresAt: new Date(Date.now() - 1000) },
      { idHash: "live-session", userId: user!.id, expiresAt: new Date(Date.now() + 3_600_000) },
    ]);
    await handlers().housekeeping!({});
    const left = await t.db
      .select({ id: sessions.idHash })
      .from(sessions)
      .where(inArray(sessions.idHash, ["expired-session", "live-session"]));
    expect(left.map((s) => s.id)).toEqual(["live-session"]);
  });
});
