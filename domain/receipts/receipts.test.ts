// Receipts and credit notes as a Norwegian buyer expects them: the order e-mail shows the seller
// (MagicDeals AS, org. no. MVA), the order number and date, each line with quantity, unit price
// and total, the VAT by rate, the total and the payment (card and last four, or Vipps), in the
// order's language; the receipt PDF goes with it, made when the message is sent; a refund's
// e-mail carries a credit note the same way. Mail goes to a real SMTP server on loopback.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { startLoopbackSmtp, type LoopbackSmtp } from "../../tests/support/loopback-smtp";
import { pdfText } from "../../tests/support/pdf-text";
import { TEST_ORIGIN } from "../../tests/support/shop-services";
import { setupTestShop } from "../../tests/support/buy-vouchers";
import { deals, mailMessages, orders, refunds, vouchers } from "#db/schema.server";
import { formatAmount, formatDate } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { registerAccount } from "#domain/accounts/accounts.server";
import { orderConfirmationMail } from "#domain/checkout/order-confirmation-mail.server";
import { createMailer, deliverMail } from "#domain/platform/mail.server";
import { getMail } from "#domain/platform/outbox.server";
import { refundVoucher } from "#domain/vouchers/refunds.server";
import { loadReceipt, type SalesDocument } from "./sales-document.server";
import { salesDocumentPdf } from "./sales-document-pdf.server";
import { salesDocumentDetails } from "./sales-document-mail.server";
import { vatByRate } from "./vat";

const test = setupTestDatabase({ seeded: true });
const shop = setupTestShop(test);
let smtp: LoopbackSmtp;
/** Each message the loopback SMTP server took, whole. */
const received = () => smtp.received.map((mail) => mail.raw);
beforeAll(async () => {
  smtp = await startLoopbackSmtp();
});
afterAll(() => smtp?.close());

const FROM = "MagicDeals <no-reply@magicdeals.no>";
const outbox = () => ({ provider: shop.payments.provider, mailer: createMailer(undefined, FROM), origin: TEST_ORIGIN });
const smtpServices = () => ({
  provider: shop.payments.provider,
  mailer: createMailer(smtp.url, FROM),
  origin: TEST_ORIGIN,
});

/** Buys `quantity` basic units of a deal with the test Visa card, as a signed-in customer. */
async function buy(
  dealId: number,
  quantity: number,
  language: Language,
  services: ReturnType<typeof outbox> = outbox(),
) {
  const email = `kvittering-${randomUUID()}@example.no`;
  const account = await registerAccount(test.db, { name: "Kari", email, password: "passord-123" });
  if (!account.ok) throw new Error("no account");
  const now = new Date(test.seededAt.getTime() + 60_000);
  const order = await shop.buy(
    test.db,
    { lines: [{ dealId, packageKind: "basic", quantity }], email, userId: account.user.id, language },
    { mailer: services.mailer, now },
  );
  if (!order.ok) throw new Error(order.reason);
  const [row] = await test.db.select().from(orders).where(eq(orders.id, order.orderId));
  const [deal] = await test.db.select().from(deals).where(eq(deals.id, dealId));
  const mails = await test.db.select().from(mailMessages).where(eq(mailMessages.to, email));
  return { order: row!, deal: deal!, userId: account.user.id, email, mails, now };
}

/** The PDF attached to a message as it arrived at the SMTP server. */
function attachedPdf(raw: Buffer): Buffer {
  const match = /Content-Type: application\/pdf[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/.exec(
    raw.toString("latin1"),
  );
  if (!match) throw new Error("no PDF attached");
  return Buffer.from(match[1]!.replace(/\s/g, ""), "base64");
}

describe("the order e-mail as a receipt", () => {
  it("shows seller, org. no. MVA, order number and date, each line, VAT by rate, total and card, in Norwegian", async () => {
    const { order, deal, mails, now } = await buy(30, 2, "no");
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    const unit = order.totalOre / 2;
    const vat = Math.round((order.totalOre * 25) / 125);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("MagicDeals AS, Org.nr. 921 234 562 MVA");
      expect(part).toContain(order.number);
      expect(part).toContain(formatDate(now, "no"));
      expect(part).toContain(
        `2 × ${deal.title} à ${formatAmount(unit, "no")}`.replace(/&/g, part === mail.html ? "&amp;" : "&"),
      );
      expect(part).toContain(formatAmount(order.totalOre, "no"));
      expect(part).toContain(`Herav mva. 25 % av ${formatAmount(order.totalOre - vat, "no")}`);
      expect(part).toContain(formatAmount(vat, "no"));
      expect(part).toContain("Visa, kort som slutter på 4242");
    }
    expect(mail.text).toContain(
      `2 × ${deal.title} à ${formatAmount(unit, "no")}: ${formatAmount(order.totalOre, "no")}`,
    );
    expect(mail.text).toContain(`Ordrenummer: ${order.number}`);
    expect(mail.text).toContain(`Dato: ${formatDate(now, "no")}`);
    expect(mail.text).toContain(`Totalt inkl. mva.: ${formatAmount(order.totalOre, "no")}`);
    expect(mail.text).toContain(
      `Herav mva. 25 % av ${formatAmount(order.totalOre - vat, "no")}: ${formatAmount(vat, "no")}`,
    );
    expect(mail.text).toContain("Betalt med: Visa, kort som slutter på 4242");
    // The PDF is named in the row, not stored in it; the admin outbox lists it by name.
    expect(mail.attachments).toEqual([
      {
        filename: `kvittering-${order.number}.pdf`,
        contentType: "application/pdf",
        document: { kind: "receipt", orderId: order.id },
      },
    ]);
    expect((await getMail(test.db, mail.id, "no"))?.attachments).toEqual([`kvittering-${order.number}.pdf`]);
  });

  it("is in English for an order placed in English", async () => {
    const { order, mails, now } = await buy(31, 1, "en");
    const text = mails[0]!.text;
    const vat = Math.round((order.totalOre * 25) / 125);
    expect(text).toContain("Seller: MagicDeals AS, Org. no. 921 234 562 MVA");
    expect(text).toContain(`Order number: ${order.number}`);
    expect(text).toContain(`Date: ${formatDate(now, "en")}`);
    expect(text).toContain(`Total incl. VAT: ${formatAmount(order.totalOre, "en")}`);
    expect(text).toContain(
      `Of which VAT (MVA) 25 % of ${formatAmount(order.totalOre - vat, "en")}: ${formatAmount(vat, "en")}`,
    );
    expect(text).toContain("Paid with: Visa card ending in 4242");
    expect(text).not.toContain("Ordrenummer");
    expect(mails[0]!.attachments[0]!.filename).toBe(`receipt-${order.number}.pdf`);
  });

  it("says Vipps, without card digits, for an order paid with Vipps", async () => {
    const confirmation = (payment: { type: "vipps" } | { type: "card"; brand: string; last4: string }) =>
      orderConfirmationMail(
        {
          id: randomUUID(),
          email: "kari@example.no",
          number: "ORD-VIPPS00001",
          createdAt: new Date("2026-11-20T12:00:00Z"),
          totalOre: 49_900,
          lines: [{ title: "Spadag", quantity: 1, unitPriceOre: 49_900 }],
          payment,
          vouchers: [],
        },
        "no",
        { kind: "account", url: `${TEST_ORIGIN}/account/vouchers` },
      );
    expect(confirmation({ type: "vipps" }).text).toContain("Betalt med: Vipps");
    expect(confirmation({ type: "vipps" }).text).not.toContain("slutter på");
    expect(confirmation({ type: "card", brand: "Mastercard", last4: "4444" }).text).toContain(
      "Betalt med: Mastercard, kort som slutter på 4444",
    );

    // As the wired checkout stores a Vipps payment: brand "vipps", no digits. The PDF says Vipps.
    const { order } = await buy(32, 1, "no");
    await test.db.update(orders).set({ cardBrand: "vipps", cardLast4: "" }).where(eq(orders.id, order.id));
    const receipt = await loadReceipt(test.db, order.id);
    expect(receipt?.payment).toEqual({ type: "vipps" });
    const text = pdfText(Buffer.from(await salesDocumentPdf(receipt!, "no")));
    expect(text).toContain("Betalt med: Vipps");
    expect(text).not.toContain("4242");
  });

  it("adds up the VAT per rate, so lines at 25, 15 and 12 % each get their own", () => {
    expect(
      vatByRate([
        { totalOre: 129_900, vatRatePercent: 25 },
        { totalOre: 10_000, vatRatePercent: 15 },
        { totalOre: 11_200, vatRatePercent: 12 },
        { totalOre: 20_000, vatRatePercent: 25 },
      ]),
    ).toEqual([
      { ratePercent: 25, baseOre: 119_920, vatOre: 29_980 },
      { ratePercent: 15, baseOre: 8_696, vatOre: 1_304 },
      { ratePercent: 12, baseOre: 10_000, vatOre: 1_200 },
    ]);
    const lines = [
      { title: "Spadag", quantity: 1, unitPriceOre: 100_000, totalOre: 100_000, vatRatePercent: 25 },
      { title: "Middag", quantity: 2, unitPriceOre: 23_000, totalOre: 46_000, vatRatePercent: 15 },
      { title: "Kino", quantity: 1, unitPriceOre: 11_200, totalOre: 11_200, vatRatePercent: 12 },
    ];
    const document: SalesDocument = {
      kind: "receipt",
      number: "ORD-RATES00001",
      date: new Date("2026-11-20T12:00:00Z"),
      orderNumber: "ORD-RATES00001",
      orderDate: new Date("2026-11-20T12:00:00Z"),
      lines,
      vat: vatByRate(lines),
      totalOre: 157_200,
      payment: { type: "vipps" },
      language: "no",
    };
    const vatRows = salesDocumentDetails(document, "no").rows.filter((r) => r.label.startsWith("Herav mva."));
    expect(vatRows.map((r) => `${r.label}: ${r.value}`)).toEqual([
      `Herav mva. 25 % av ${formatAmount(80_000, "no")}: ${formatAmount(20_000, "no")}`,
      `Herav mva. 15 % av ${formatAmount(40_000, "no")}: ${formatAmount(6_000, "no")}`,
      `Herav mva. 12 % av ${formatAmount(10_000, "no")}: ${formatAmount(1_200, "no")}`,
    ]);
  });

  it("attaches the receipt PDF, made from the order when the message is sent", async () => {
    smtp.received.length = 0;
    const services = smtpServices();
    const { order, mails } = await buy(33, 1, "no", services);
    await deliverMail(test.db, services.mailer, mails[0]!.id);
    expect(received()).toHaveLength(1);
    const raw = received()[0]!.toString("latin1");
    expect(raw).toContain(`kvittering-${order.number}.pdf`);
    const pdf = attachedPdf(received()[0]!);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf);
    for (const expected of [
      "Kvittering",
      "Selger: MagicDeals AS",
      "Org.nr. 921 234 562 MVA",
      `Ordrenummer: ${order.number}`,
      "Totalt inkl. mva.",
      "Herav mva. 25 %",
      "Betalt med: Visa, kort som slutter på 4242",
    ])
      expect(text).toContain(expected);
    // Sent, the row still names the document and holds no file.
    const [sent] = await test.db.select().from(mailMessages).where(eq(mailMessages.id, mails[0]!.id));
    expect(sent?.status).toBe("sent");
    expect(sent?.attachments).toEqual([
      {
        filename: `kvittering-${order.number}.pdf`,
        contentType: "application/pdf",
        document: { kind: "receipt", orderId: order.id },
      },
    ]);
  });
});

describe("the credit note of a refund", () => {
  it("goes with the refund e-mail: its own number, the receipt it credits, negative amounts and VAT, as a PDF", async () => {
    smtp.received.length = 0;
    const services = smtpServices();
    const { order, deal, userId, email, now } = await buy(34, 1, "no", services);
    const [voucher] = await test.db.select().from(vouchers).where(eq(vouchers.orderId, order.id));
    const result = await refundVoucher(test.db, services, { voucherId: voucher!.id, userId, language: "no" }, now);
    expect(result.ok).toBe(true);
    const [refund] = await test.db.select().from(refunds).where(eq(refunds.voucherId, voucher!.id));
    expect(refund?.creditNoteNumber).toMatch(/^KN-[0-9A-F]{10}$/);
    const number = refund!.creditNoteNumber!;

    const [mail] = (await test.db.select().from(mailMessages).where(eq(mailMessages.to, email))).filter((m) =>
      m.subject.startsWith("Refusjon"),
    );
    const vat = Math.round((order.totalOre * 25) / 125);
    expect(mail!.text).toContain("Kreditnota");
    expect(mail!.text).toContain("Selger: MagicDeals AS, Org.nr. 921 234 562 MVA");
    expect(mail!.text).toContain(`Kreditnotanummer: ${number}`);
    expect(mail!.text).toContain(`Krediterer kvittering: ${order.number}, ${formatDate(order.createdAt, "no")}`);
    expect(mail!.text).toContain(
      `1 × ${deal.title} à ${formatAmount(-order.totalOre, "no")}: ${formatAmount(-order.totalOre, "no")}`,
    );
    expect(mail!.text).toContain(`Totalt inkl. mva.: ${formatAmount(-order.totalOre, "no")}`);
    expect(mail!.text).toContain(
      `Herav mva. 25 % av ${formatAmount(-(order.totalOre - vat), "no")}: ${formatAmount(-vat, "no")}`,
    );
    expect(mail!.text).toContain("Tilbakebetales til: Visa, kort som slutter på 4242");
    expect(formatAmount(-vat, "no")).toMatch(/^\u2212/);
    expect(mail!.attachments).toEqual([
      {
        filename: `kreditnota-${number}.pdf`,
        contentType: "application/pdf",
        document: { kind: "credit-note", refundId: refund!.id },
      },
    ]);

    await deliverMail(test.db, services.mailer, mail!.id);
    const delivered = received().find((raw) => raw.toString("latin1").includes(`kreditnota-${number}.pdf`));
    const text = pdfText(attachedPdf(delivered!));
    expect(text).toContain("Kreditnota");
    expect(text).toContain(`Kreditnotanummer: ${number}`);
    expect(text).toContain(`Krediterer kvittering: ${order.number}`);
    expect(text).toContain(`Totalt inkl. mva.`);
    expect(text).toContain(formatAmount(-order.totalOre, "no").replace("\u2212", "-"));
  });
});
