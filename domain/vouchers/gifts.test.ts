import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs, mailMessages, voucherGifts, vouchers } from "#db/schema.server";
import { createCustomer } from "#domain/demo/factories.server";
import { formatPrice } from "#i18n/format";
import { fieldErrors } from "#i18n/form-errors.server";
import { setupTestShop } from "../../tests/support/buy-vouchers";
import { pdfText } from "../../tests/support/pdf-text";
import { outboxMailer, TEST_ORIGIN, TEST_SIGNER } from "../../tests/support/shop-services";
import { setupTestDatabase } from "../../tests/support/test-database";
import { giftSchema, osloToday, type GiftDetails } from "./gift-input";
import { claimGift, deliverGift, forgetGiftsOf, giftStatuses, giftToken, openGift } from "./gifts.server";
import { collectMyData } from "#domain/accounts/my-data.server";
import { refundVoucher } from "./refunds.server";
import { listUserVouchers } from "./vouchers.server";

const test = setupTestDatabase({ seeded: true });
const shop = setupTestShop(test);
const services = { mailer: outboxMailer(), origin: TEST_ORIGIN, signer: TEST_SIGNER };

const dayAfter = (days: number) => {
  const date = new Date(`${osloToday(new Date())}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
/** Noon in Oslo on a day: surely that day there. */
const noonOf = (day: string) => new Date(`${day}T11:00:00Z`);

async function buyGift(options: { deliverOn: string; language?: "no" | "en"; dealId?: number }) {
  const email = `giver-${crypto.randomUUID()}@example.no`;
  const buyer = await createCustomer(test.db, { name: "Kari Giver", email });
  const recipientEmail = `ola-${crypto.randomUUID()}@example.no`;
  const gift: GiftDetails = {
    recipientName: "Ola",
    recipientEmail,
    message: "Gratulerer med dagen!",
    deliverOn: options.deliverOn,
  };
  const order = await shop.buy(test.db, {
    lines: [{ dealId: options.dealId ?? 30, packageKind: "basic", quantity: 1, gift }],
    email,
    userId: buyer.id,
    language: options.language ?? "no",
  });
  if (!order.ok) throw new Error(order.reason);
  const voucher = order.vouchers[0]!;
  return { buyer, recipientEmail, voucher, orderId: order.orderId };
}

const giftMails = (to: string) => test.db.select().from(mailMessages).where(eq(mailMessages.to, to));

describe("a gift's delivery", () => {
  it("is scheduled at checkout and sent once on its day, not before, when two workers run", async () => {
    const deliverOn = dayAfter(3);
    const { recipientEmail, voucher, buyer } = await buyGift({ deliverOn });
    const [job] = await test.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `gift:${voucher.id}`));
    expect(job?.status).toBe("queued");
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());
    // The buyer's confirmation says who gets it and when.
    const [confirmation] = await test.db.select().from(mailMessages).where(eq(mailMessages.to, buyer.email));
    expect(confirmation?.text).toContain("Gave til Ola, sendes");

    expect(await deliverGift(test.db, services, voucher.id, noonOf(dayAfter(2)))).toBe(false);
    expect(await giftMails(recipientEmail)).toHaveLength(0);

    const results = await Promise.all([
      deliverGift(test.db, services, voucher.id, noonOf(deliverOn)),
      deliverGift(test.db, services, voucher.id, noonOf(deliverOn)),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await giftMails(recipientEmail)).toHaveLength(1);
  });

  it("sends the voucher without its price, in the buyer's language, with the greeting and a link", async () => {
    const { recipientEmail, voucher } = await buyGift({ deliverOn: dayAfter(0), language: "en", dealId: 32 });
    await deliverGift(test.db, services, voucher.id);
    const [mail] = await giftMails(recipientEmail);
    expect(mail?.language).toBe("en");
    expect(mail?.subject).toBe("Kari Giver has given you a gift");
    expect(mail?.text).toContain("Gratulerer med dagen!");
    expect(mail?.text).toContain(`${TEST_ORIGIN}/en/gift/`);
    expect(mail?.text).not.toMatch(/\bkr\b|NOK/);
    const [line] = await test.db
      .execute<{ unit_price_ore: number }>(
        sql`select unit_price_ore from order_lines where id = ${voucher.orderLineId}`,
      )
      .then((r) => r.rows);
    expect(mail?.text).not.toContain(formatPrice(Number(line!.unit_price_ore), "en"));
    const pdf = mail!.attachments.find((a) => a.contentType === "application/pdf");
    const text = pdfText(Buffer.from(pdf!.contentBase64!, "base64"));
    expect(text).toContain("A gift for Ola");
    expect(text).not.toMatch(/\bkr\b/);
    expect(text).not.toContain(formatPrice(Number(line!.unit_price_ore), "en"));
  });

  it("is cancelled by a refund before its day", async () => {
    const deliverOn = dayAfter(5);
    const { recipientEmail, voucher, buyer } = await buyGift({ deliverOn, dealId: 33 });
    const refunded = await refundVoucher(test.db, shop.services, {
      voucherId: voucher.id,
      userId: buyer.id,
      language: "no",
    });
    expect(refunded.ok).toBe(true);
    expect(
      await test.db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `gift:${voucher.id}`)),
    ).toHaveLength(0);
    expect(await deliverGift(test.db, services, voucher.id, noonOf(deliverOn))).toBe(false);
    expect(await giftMails(recipientEmail)).toHaveLength(0);
    expect((await giftStatuses(test.db, [voucher.id])).get(voucher.id)?.state).toBe("cancelled");
  });
});

describe("the recipient's link", () => {
  it("opens only a delivered gift, records the opening, and is claimed once when two claim at once", async () => {
    const { voucher, buyer } = await buyGift({ deliverOn: dayAfter(0), dealId: 34 });
    const token = giftToken(TEST_SIGNER, voucher.id);
    expect(await openGift(test.db, TEST_SIGNER, `${voucher.id}.forged`, null, "no")).toBeNull();
    expect(await openGift(test.db, TEST_SIGNER, token, null, "no")).toBeNull(); // not sent yet
    await deliverGift(test.db, services, voucher.id);

    const page = await openGift(test.db, TEST_SIGNER, token, null, "no");
    expect(page?.voucher.code).toBe(voucher.code);
    expect(page?.message).toBe("Gratulerer med dagen!");
    expect((await giftStatuses(test.db, [voucher.id])).get(voucher.id)?.state).toBe("opened");

    expect(await claimGift(test.db, TEST_SIGNER, token, buyer.id)).toEqual({ ok: false, reason: "ownGift" });
    const [a, b] = await Promise.all(
      ["a", "b"].map((n) =>
        createCustomer(test.db, { name: n, email: `claim-${n}-${crypto.randomUUID()}@example.no` }),
      ),
    );
    const results = await Promise.all([
      claimGift(test.db, TEST_SIGNER, token, a!.id),
      claimGift(test.db, TEST_SIGNER, token, b!.id),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "alreadyClaimed" }]);
    const [gift] = await test.db.select().from(voucherGifts).where(eq(voucherGifts.voucherId, voucher.id));
    const winner = results[0]!.ok ? a! : b!;
    expect(gift?.claimedBy).toBe(winner.id);

    // The voucher is in the recipient's account; the buyer sees it claimed and can no longer refund it.
    expect((await listUserVouchers(test.db, winner.id, "no")).map((v) => v.code)).toEqual([voucher.code]);
    const mine = await listUserVouchers(test.db, buyer.id, "no");
    expect(mine[0]?.refundBlock).toBe("giftClaimed");
    expect((await giftStatuses(test.db, [voucher.id])).get(voucher.id)?.state).toBe("claimed");
    expect(
      await refundVoucher(test.db, shop.services, { voucherId: voucher.id, userId: buyer.id, language: "no" }),
    ).toEqual({
      ok: false,
      reason: "giftClaimed",
    });
    const [still] = await test.db
      .select()
      .from(vouchers)
      .where(and(eq(vouchers.id, voucher.id)));
    expect(still?.status).toBe("active");
  });
});

describe("the gift form's rules", () => {
  it("refuses a past day, a day more than a year ahead and a long greeting, in both languages", () => {
    const parsed = giftSchema().safeParse({
      recipientName: "Ola",
      recipientEmail: "ola@example.no",
      message: "x".repeat(501),
      deliverOn: dayAfter(-1),
    });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!, "no")).toEqual({
      message: "Hilsenen kan være høyst 500 tegn.",
      deliverOn: "Datoen kan ikke ha passert.",
    });
    const far = giftSchema().safeParse({ recipientName: "Ola", recipientEmail: "x", deliverOn: dayAfter(400) });
    expect(fieldErrors(far.error!, "en")).toEqual({
      recipientEmail: "Enter a valid email address, for example name@example.com.",
      deliverOn: "The date can be at most one year ahead.",
    });
    expect(
      giftSchema().safeParse({ recipientName: "Ola", recipientEmail: "o@x.no", deliverOn: dayAfter(365) }).success,
    ).toBe(true);
  });
});

describe("gifts in Mine data", () => {
  it("exports the gifts a customer gave and claimed; deletion forgets delivered greetings and the claimer", async () => {
    const { voucher, buyer, recipientEmail } = await buyGift({ deliverOn: dayAfter(0), dealId: 35 });
    await deliverGift(test.db, services, voucher.id);
    const friend = await createCustomer(test.db, { name: "Ola", email: `friend-${crypto.randomUUID()}@example.no` });
    expect((await claimGift(test.db, TEST_SIGNER, giftToken(TEST_SIGNER, voucher.id), friend.id)).ok).toBe(true);

    const given = await collectMyData(test.db, buyer.id);
    expect(given.gifts.given).toEqual([
      expect.objectContaining({ voucherCode: voucher.code, recipientEmail, message: "Gratulerer med dagen!" }),
    ]);
    const received = await collectMyData(test.db, friend.id);
    expect(received.gifts.received.map((g) => g.voucherCode)).toEqual([voucher.code]);

    await test.db.transaction((tx) => forgetGiftsOf(tx, buyer.id));
    await test.db.transaction((tx) => forgetGiftsOf(tx, friend.id));
    const [gift] = await test.db.select().from(voucherGifts).where(eq(voucherGifts.voucherId, voucher.id));
    expect(gift).toMatchObject({ message: "", claimedBy: null });
  });
});
