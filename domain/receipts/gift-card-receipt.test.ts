// The receipt of an order a MagicDeals gift card paid partly or wholly (decision 041): the receipt,
// its PDF and the order page show what the card paid (code masked) and what the card or Vipps was
// charged, so the two add up to the total the buyer sees.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { setupFreeDeals } from "../../tests/support/free-deals";
import { setupTestDatabase } from "../../tests/support/test-database";
import { pdfText } from "../../tests/support/pdf-text";
import { setupTestShop } from "../../tests/support/buy-vouchers";
import { formatAmount } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { registerAccount } from "#domain/accounts/accounts.server";
import { issueGiftCard, orderGiftCardPayment } from "#domain/checkout/gift-cards.server";
import { loadReceipt } from "./sales-document.server";
import { salesDocumentPdf } from "./sales-document-pdf.server";
import { salesDocumentDetails } from "./sales-document-mail.server";

const t = setupTestDatabase({ seeded: true });
const shop = setupTestShop(t);
const takeDeal = setupFreeDeals(t);
let buyerId = "";
beforeAll(async () => {
  const account = await registerAccount(t.db, {
    name: "Kari",
    email: "gavekvittering@example.no",
    password: "passord-123",
  });
  if (!account.ok) throw new Error("no account");
  buyerId = account.user.id;
});

/** A deal of its own at a known price, bought with a fresh gift card of `cardOre`. */
async function buyWithCard(priceOre: number, cardOre: number, language: Language) {
  const dealId = await takeDeal(priceOre);
  const code = `GAVE-${randomUUID()
    .replace(/[^A-HJKMNP-Z2-9]/gi, "")
    .toUpperCase()
    .slice(0, 10)
    .padEnd(10, "A")}`;
  await t.db.transaction((tx) =>
    issueGiftCard(tx, { code, amountOre: cardOre, buyerUserId: buyerId, orderId: null }, new Date()),
  );
  const order = await shop.buy(t.db, {
    email: "gavekvittering@example.no",
    userId: buyerId,
    language,
    lines: [{ dealId, packageKind: "basic", quantity: 1 }],
    giftCardCode: code,
  });
  if (!order.ok) throw new Error(order.reason);
  return { orderId: order.orderId, code, masked: `GAVE-…${code.slice(-4)}` };
}

describe("a receipt paid partly by a gift card", () => {
  it("shows the card's part with its masked code and what the Visa card was charged, in Norwegian", async () => {
    const { orderId, code, masked } = await buyWithCard(50_000, 20_000, "no");
    expect(await orderGiftCardPayment(t.db, orderId)).toEqual({ code: masked, amountOre: 20_000 });
    const receipt = await loadReceipt(t.db, orderId);
    expect(receipt).toMatchObject({ totalOre: 50_000, giftCard: { code: masked, amountOre: 20_000 } });

    const rows = salesDocumentDetails(receipt!, "no").rows;
    expect(rows).toContainEqual({
      label: `Betalt med gavekort (${masked})`,
      value: `−${formatAmount(20_000, "no")}`,
    });
    expect(rows).toContainEqual({
      label: "Belastet Visa, kort som slutter på 4242",
      value: formatAmount(30_000, "no"),
    });

    const text = pdfText(Buffer.from(await salesDocumentPdf(receipt!, "no")));
    expect(text).toContain(formatAmount(50_000, "no"));
    // Latin-1 fonts: the ellipsis is written "..." and the minus a hyphen.
    expect(text).toContain(`Betalt med gavekort (GAVE-...${code.slice(-4)})`);
    expect(text).toContain(`-${formatAmount(20_000, "no")}`);
    expect(text).toContain("Belastet Visa, kort som slutter på 4242");
    expect(text).toContain(formatAmount(30_000, "no"));
    // The whole code is never on a receipt: it may still hold money.
    expect(text).not.toContain(code);
  });

  it("says the same in English", async () => {
    const { orderId, code, masked } = await buyWithCard(40_000, 25_000, "en");
    const receipt = await loadReceipt(t.db, orderId);
    const rows = salesDocumentDetails(receipt!, "en").rows;
    expect(rows).toContainEqual({ label: `Paid with gift card (${masked})`, value: `−${formatAmount(25_000, "en")}` });
    expect(rows).toContainEqual({ label: "Charged to Visa card ending in 4242", value: formatAmount(15_000, "en") });
    const text = pdfText(Buffer.from(await salesDocumentPdf(receipt!, "en")));
    expect(text).toContain(`Paid with gift card (GAVE-...${code.slice(-4)})`);
    expect(text).toContain(`-${formatAmount(25_000, "en")}`);
    expect(text).toContain("Charged to Visa card ending in 4242");
    expect(text).toContain(formatAmount(15_000, "en"));
  });

  it("has no charged row when the card paid it all, and no gift-card row without a card", async () => {
    const whole = await buyWithCard(20_000, 50_000, "no");
    const rows = salesDocumentDetails((await loadReceipt(t.db, whole.orderId))!, "no").rows;
    expect(rows).toContainEqual({
      label: `Betalt med gavekort (${whole.masked})`,
      value: `−${formatAmount(20_000, "no")}`,
    });
    expect(rows.some((row) => row.label.startsWith("Belastet"))).toBe(false);
  });
});
