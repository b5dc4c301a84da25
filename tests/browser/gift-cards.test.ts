// MagicDeals gift cards in a real Chromium, in both languages: a signed-in customer buys a card
// on /gavekort by card at the payment service, finds it under My gift cards, then spends it on a
// deal at the checkout (an unknown code is refused with its reason first); the card pays the
// whole order, so no payment step comes, and the rest stays on the card. Axe on each page.
import { beforeAll, describe, expect, it } from "vitest";
import { register } from "../support/accounts";
import { setupAppDatabase } from "../support/app-database";
import { expectNoAxeViolations } from "../support/axe";
import { main } from "../support/browser-actions";
import { setupBrowser, visit, type Lang } from "../support/browser-page";
import { fillGuestCart, payInCardFrame } from "../support/checkout-form";

const browser = setupBrowser();
const { pool } = setupAppDatabase();
const NBSP = "\u00a0";

// [Bokmål, English], as in i18n/locales/giftCards.*.ts.
const TEXTS = {
  card: [/^Kort/, /^Card/],
  buy: ["Kjøp gavekort for 500 kr", "Buy a gift card for 500 kr"],
  myCards: ["Mine gavekort", "My gift cards"],
  field: ["Gavekort", "Gift card"],
  unknown: ["Vi finner ikke dette gavekortet.", "We cannot find this gift card."],
  terms: ["Jeg godtar kjøpsvilkårene", "I accept the terms of purchase"],
  complete: ["Fullfør bestillingen", "Complete the order"],
  orderPaid: ["Betalt med gavekort", "Paid with gift card"],
} as const;
const text = (lang: Lang, key: keyof typeof TEXTS) => {
  const value = TEXTS[key][lang === "no" ? 0 : 1];
  return typeof value === "string" ? value.replaceAll(" kr", `${NBSP}kr`) : value;
};

let dealId = 0;
let priceOre = 0;
beforeAll(async () => {
  const { rows } = await pool.query<{ id: number; price: string }>(
    `SELECT d.id, p.price_ore AS price FROM deals d JOIN deal_packages p ON p.deal_id = d.id AND p.kind = 'basic'
      WHERE d.status = 'published' AND d.ends_at > now() + interval '7 days' AND p.price_ore BETWEEN 15000 AND 45000
        AND p.min_quantity = 1 AND (d.units_cap IS NULL OR d.units_cap - d.units_sold > 10)
        AND d.per_customer_limit IS NULL
      ORDER BY d.id LIMIT 1`,
  );
  dealId = rows[0]!.id;
  priceOre = Number(rows[0]!.price);
});

describe("gift cards", () => {
  for (const lang of ["no", "en"] as const) {
    it(`a customer buys a 500 kr gift card by card, then it pays a deal at the checkout (${lang})`, async () => {
      const customer = await register(browser.baseUrl, "Gunn Gavekort", `gavekort-${lang}`);
      // The refused code is the checkout action's 409 answer, which the browser logs.
      const page = await browser.newPage({ lang, session: customer.session, allowConsole: /status of 409/ });

      await visit(page, "/gavekort");
      await expectNoAxeViolations(page);
      await main(page)
        .getByRole("radio", { name: `500${NBSP}kr` })
        .check();
      await main(page)
        .getByRole("radio", { name: text(lang, "card") as RegExp })
        .check();
      await main(page)
        .getByRole("button", { name: text(lang, "buy") as string })
        .click();
      await payInCardFrame(page, { lang });
      await page.waitForURL(/\/account\/gift-cards\?bought=1/);
      const table = page.getByTestId("gift-cards");
      await table.waitFor();
      const { rows } = await pool.query<{ code: string; balance_ore: string }>(
        "SELECT g.code, g.balance_ore FROM gift_cards g JOIN users u ON u.id = g.buyer_user_id WHERE u.email = $1",
        [customer.email],
      );
      expect(rows).toHaveLength(1);
      const code = rows[0]!.code;
      expect(Number(rows[0]!.balance_ore)).toBe(50_000);
      const grouped = `${code.slice(0, 10)}-${code.slice(10)}`;
      await table.getByRole("cell", { name: grouped }).waitFor();
      await expectNoAxeViolations(page);

      // Spending it: an unknown code is refused with its reason, then the real one pays the order.
      await fillGuestCart(page, pool, [{ dealId, kind: "basic", quantity: 1 }]);
      await visit(page, "/checkout");
      const field = main(page).getByLabel(text(lang, "field") as string, { exact: true });
      await field.fill("GAVE-AAAAA-AAAAA");
      await main(page)
        .getByLabel(text(lang, "terms") as string)
        .check();
      await main(page)
        .getByRole("button", { name: text(lang, "complete") as string })
        .click();
      await main(page)
        .getByText(text(lang, "unknown") as string)
        .first()
        .waitFor();
      await expectNoAxeViolations(page);
      await field.fill(grouped.toLowerCase());
      await main(page)
        .getByRole("button", { name: text(lang, "complete") as string })
        .click();
      await page.waitForURL(/\/payment\/success\?order=/);
      // The order page says what the card paid, its code masked: here all of it.
      const paid = page.getByTestId("order-gift-card");
      await paid.waitFor();
      expect(await paid.innerText()).toContain(`${text(lang, "orderPaid") as string} (GAVE-…${code.slice(-4)})`);
      expect(await paid.innerText()).not.toContain(code);
      await expectNoAxeViolations(page);

      const after = await pool.query<{ balance_ore: string }>("SELECT balance_ore FROM gift_cards WHERE code = $1", [
        code,
      ]);
      expect(Number(after.rows[0]!.balance_ore)).toBe(50_000 - priceOre);
      await visit(page, "/account/gift-cards");
      await page.getByTestId("gift-cards").waitFor();
      await expectNoAxeViolations(page);
    });
  }
});
