// A guest's order: its confirmation carries a private signed link to its vouchers (refundable
// there), and it joins the account that later proves the address, never one that merely claims it.
import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { deals, mailMessages, orders, vouchers } from "#db/schema.server";
import { registerAccount } from "#domain/accounts/accounts.server";
import { confirmEmail, createVerificationToken } from "#domain/accounts/email-verification.server";
import { createResetToken, resetPassword } from "#domain/accounts/password-reset.server";
import { signUp } from "#domain/accounts/sign-up.server";
import { createSigner } from "#domain/platform/signing.server";
import { refundGuestVoucher, refundVoucher } from "#domain/vouchers/refunds.server";
import { listUserVouchers } from "#domain/vouchers/vouchers.server";
import { setupTestDatabase } from "../../tests/support/test-database";
import { setupTestShop } from "../../tests/support/buy-vouchers";
import { TEST_ORIGIN, TEST_SIGNER } from "../../tests/support/shop-services";
import { guestOrderToken, openGuestOrder, orderIdFromGuestToken } from "./guest-orders.server";

const t = setupTestDatabase({ seeded: true });
const shop = setupTestShop(t);
const ctx = { language: "no" as const, origin: TEST_ORIGIN, support: "hjelp@magicdeals.test" };

let dealId = 0;
beforeAll(async () => {
  const [deal] = await t.db
    .select({ id: deals.id })
    .from(deals)
    .where(
      and(
        eq(deals.status, "published"),
        gt(deals.endsAt, new Date(Date.now() + 7 * 86_400_000)),
        isNull(deals.startsAt),
        isNull(deals.unitsCap),
        isNull(deals.perCustomerLimit),
      ),
    )
    .orderBy(asc(deals.id))
    .limit(1);
  dealId = deal!.id;
});

async function guestBuys(email: string, quantity = 1) {
  const result = await shop.buy(t.db, {
    lines: [{ dealId, packageKind: "basic", quantity }],
    email,
    userId: null,
    language: "no",
  });
  if (!result.ok) throw new Error(result.reason);
  return result;
}

const mailsTo = (email: string) => t.db.select().from(mailMessages).where(eq(mailMessages.to, email));
const ownerOf = async (orderId: string) =>
  (await t.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId)))[0]?.userId;

describe("a guest order's private link", () => {
  it("is in the confirmation e-mail and opens that order's vouchers; a tampered link opens nothing", async () => {
    const email = `gjest-${randomUUID()}@example.no`;
    const order = await guestBuys(email, 2);
    const [mail] = await mailsTo(email);
    const token = new RegExp(`${TEST_ORIGIN}/orders/([^\\s"<]+)`).exec(mail!.text)?.[1];
    expect(token).toBe(guestOrderToken(TEST_SIGNER, order.orderId));
    expect(mail!.text).not.toContain("/account/vouchers");

    const page = await openGuestOrder(t.db, TEST_SIGNER, token!, "no");
    expect(page?.kind).toBe("order");
    if (page?.kind !== "order") return;
    expect(page.order.number).toBe(order.number);
    expect(page.order.vouchers.map((v) => v.code).sort()).toEqual(order.vouchers.map((v) => v.code).sort());

    const other = await guestBuys(`annen-${randomUUID()}@example.no`);
    const [id, signature] = token!.split(".") as [string, string];
    const flipped = signature.startsWith("A") ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const tampered = [
      `${id}.${flipped}`,
      `${other.orderId}.${signature}`, // another order's id under this order's signature
      id,
      `${id}.`,
      `${id}.${signature}.x`,
      `${id}.${createSigner("another secret, just as long as the first one").sign("guest-order-link", id)}`,
      `${id}.${TEST_SIGNER.sign("guest-orders", id)}`, // signed for another purpose
    ];
    for (const bad of tampered) {
      expect(orderIdFromGuestToken(TEST_SIGNER, bad)).toBeNull();
      expect(await openGuestOrder(t.db, TEST_SIGNER, bad, "no")).toBeNull();
    }
  });

  it("refunds a voucher of that order only, once", async () => {
    const order = await guestBuys(`refusjon-${randomUUID()}@example.no`, 2);
    const other = await guestBuys(`annen-${randomUUID()}@example.no`);
    const [first] = order.vouchers;
    // A voucher of another order is not this link's to refund.
    expect(
      await refundGuestVoucher(t.db, shop.services, {
        voucherId: other.vouchers[0]!.id,
        orderId: order.orderId,
        language: "no",
      }),
    ).toEqual({ ok: false, reason: "notFound" });
    const results = await Promise.all(
      [1, 2].map(() =>
        refundGuestVoucher(t.db, shop.services, { voucherId: first!.id, orderId: order.orderId, language: "no" }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, reason: "notActive" });
    const statuses = await t.db.select({ id: vouchers.id, status: vouchers.status }).from(vouchers);
    expect(statuses.find((v) => v.id === first!.id)?.status).toBe("refunded");
    expect(statuses.find((v) => v.id === order.vouchers[1]!.id)?.status).toBe("active");
    expect(statuses.find((v) => v.id === other.vouchers[0]!.id)?.status).toBe("active");
  });
});

describe("guest orders join the account that proves their address", () => {
  it("attaches on verification only, whatever the case of the address, and leaves other addresses' orders", async () => {
    const email = `kari-${randomUUID()}@example.no`;
    const mine = [await guestBuys(email), await guestBuys(email.toUpperCase())];
    const someoneElses = await guestBuys(`ola-${randomUUID()}@example.no`);

    // Signing up with the address claims it: nothing attaches yet.
    expect(await signUp(t.db, shop.services.mailer, { name: "Kari", email, password: "et-godt-passord" }, ctx)).toBe(
      "created",
    );
    for (const order of mine) expect(await ownerOf(order.orderId)).toBeNull();
    const [guestLink] = await mailsTo(email);
    const token = guestOrderToken(TEST_SIGNER, mine[0]!.orderId);
    expect((await openGuestOrder(t.db, TEST_SIGNER, token, "no"))?.kind).toBe("order");

    // Following the link in the sign-up e-mail proves it: the orders are the account's now.
    const verifyMail = (await mailsTo(email)).find((m) => m.id !== guestLink!.id && /verify-email/.test(m.text));
    const verifyToken = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(verifyMail!.text)![1]!;
    expect(await confirmEmail(t.db, shop.services.mailer, verifyToken, ctx)).toEqual({
      ok: true,
      kind: "confirmed",
      ordersAttached: 2,
    });
    const [account] = await t.db.select({ id: orders.userId }).from(orders).where(eq(orders.id, mine[0]!.orderId));
    const userId = account!.id!;
    expect(userId).toBeTruthy();
    for (const order of mine) expect(await ownerOf(order.orderId)).toBe(userId);
    expect(await ownerOf(someoneElses.orderId)).toBeNull();

    const listed = await listUserVouchers(t.db, userId, "no");
    expect(listed.map((v) => v.orderId).sort()).toEqual(mine.map((o) => o.orderId).sort());
    // The old link now points to the account; its refund goes through My Vouchers.
    expect(await openGuestOrder(t.db, TEST_SIGNER, token, "no")).toEqual({ kind: "onAccount" });
    const voucherId = mine[0]!.vouchers[0]!.id;
    expect(
      await refundGuestVoucher(t.db, shop.services, { voucherId, orderId: mine[0]!.orderId, language: "no" }),
    ).toEqual({ ok: false, reason: "notFound" });
    expect(await refundVoucher(t.db, shop.services, { voucherId, userId, language: "no" })).toMatchObject({ ok: true });
  });

  it("attaches when a password reset link proves the address of a never-verified account", async () => {
    const email = `ola-${randomUUID()}@example.no`;
    const order = await guestBuys(email);
    await signUp(t.db, shop.services.mailer, { name: "Ola", email, password: "et-godt-passord" }, ctx);
    expect(await ownerOf(order.orderId)).toBeNull();
    const reset = await createResetToken(t.db, email);
    const userId = await resetPassword(t.db, reset!.token, "et-nytt-passord-2026");
    expect(userId).toBe(reset!.user.id);
    expect(await ownerOf(order.orderId)).toBe(userId);
  });

  it("attaches when an account's change to the address is confirmed by its link, not when only asked", async () => {
    const email = `ny-${randomUUID()}@example.no`;
    const order = await guestBuys(email);
    const account = await registerAccount(t.db, {
      name: "Kari",
      email: `gammel-${randomUUID()}@example.no`,
      password: "et-godt-passord",
    });
    if (!account.ok) throw new Error("no account");
    // What an e-mail change in the account settings sends to the new address.
    const token = await createVerificationToken(t.db, account.user.id, email);
    expect(await ownerOf(order.orderId)).toBeNull();
    expect(await confirmEmail(t.db, shop.services.mailer, token, ctx)).toEqual({
      ok: true,
      kind: "changed",
      email,
      ordersAttached: 1,
    });
    expect(await ownerOf(order.orderId)).toBe(account.user.id);
  });
});
