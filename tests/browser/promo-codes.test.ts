// Promo codes in a real Chromium: an admin makes a code in the console, a guest applies it in
// the cart (a refused code says why, in the visitor's language), pays the discounted total by
// card, and the confirmation and the order show the discount; axe on each page.
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN, sessionOf, signedInClient } from "../support/accounts";
import { setupAppDatabase } from "../support/app-database";
import { expectNoAxeViolations } from "../support/axe";
import { main } from "../support/browser-actions";
import { setupBrowser, visit, type Lang } from "../support/browser-page";
import { fillGuestCart, payAtCheckoutByCard } from "../support/checkout-form";
import type { HttpClient } from "../support/http-client";

const browser = setupBrowser();
const { pool } = setupAppDatabase();
const NBSP = "\u00a0";
const nbPrice = (ore: number) => `${String(Math.round(ore / 100)).replace(/\B(?=(\d{3})+$)/g, NBSP)}${NBSP}kr`;

// [Bokmål, English], as in i18n/locales/promo.*.ts.
const TEXTS = {
  label: ["Rabattkode", "Promo code"],
  apply: ["Bruk", "Apply"],
  unknown: ["Vi finner ikke denne rabattkoden.", "We cannot find this promo code."],
  belowMinimum: ["Minstebeløp 500 kr for denne rabattkoden.", "Minimum amount 500 kr for this promo code."],
  email: ["E-post for verdikortene", "Email for your vouchers"],
} as const;
const text = (lang: Lang, key: keyof typeof TEXTS) => TEXTS[key][lang === "no" ? 0 : 1].replaceAll(" kr", `${NBSP}kr`);

let admin: HttpClient;
let dealId = 0;
let priceOre = 0;
beforeAll(async () => {
  admin = await signedInClient(browser.baseUrl, DEMO_ADMIN);
  const { rows } = await pool.query<{ id: number; price: string }>(
    `SELECT d.id, p.price_ore AS price FROM deals d JOIN deal_packages p ON p.deal_id = d.id AND p.kind = 'basic'
      WHERE d.status = 'published' AND d.ends_at > now() + interval '7 days' AND p.price_ore BETWEEN 25000 AND 45000
        AND p.min_quantity = 1 ORDER BY d.id DESC LIMIT 1`,
  );
  dealId = rows[0]!.id;
  priceOre = Number(rows[0]!.price);
});

/** The admin makes a code in the console: 20 %, at least 500 kr. */
async function adminCreatesCode(code: string) {
  const page = await browser.newPage({ session: sessionOf(admin) });
  await visit(page, "/admin/promo-codes");
  await expectNoAxeViolations(page);
  await main(page).getByLabel("Kode", { exact: true }).fill(code.toLowerCase());
  await main(page).getByLabel("Rabatt (prosent eller kroner)").fill("20");
  await main(page).getByLabel("Minstebeløp i kroner (valgfritt)").fill("500");
  await main(page).getByRole("button", { name: "Lag rabattkoden" }).click();
  await main(page).getByText(`Rabattkoden ${code} er laget.`).waitFor();
  // The list is the loader's, refreshed after the action: wait for the row rather than read once.
  await page.getByTestId("promo-codes").getByRole("cell", { name: code, exact: true }).waitFor();
  await expectNoAxeViolations(page);
  await page.close();
}

async function applyCode(page: Page, lang: Lang, code: string) {
  await main(page).getByLabel(text(lang, "label"), { exact: true }).fill(code);
  await main(page)
    .getByRole("button", { name: text(lang, "apply"), exact: true })
    .click();
}

describe("promo codes", () => {
  for (const lang of ["no", "en"] as const) {
    it(`admin makes a code; a guest applies it in the cart and pays the discounted total (${lang})`, async () => {
      const code = `VAAR${lang.toUpperCase()}${randomUUID().slice(0, 6).toUpperCase()}`;
      await adminCreatesCode(code);

      const page = await browser.newPage({ lang });
      await fillGuestCart(page, pool, [{ dealId, kind: "basic", quantity: 1 }]);
      await visit(page, "/cart");
      await page.getByTestId("order-total").waitFor();
      await applyCode(page, lang, "FINNESIKKE");
      await main(page)
        .getByRole("alert")
        .filter({ hasText: text(lang, "unknown") })
        .waitFor();
      await applyCode(page, lang, code.toLowerCase());
      // One unit is below the code's minimum.
      await main(page)
        .getByRole("alert")
        .filter({ hasText: text(lang, "belowMinimum") })
        .waitFor();
      await expectNoAxeViolations(page);

      await fillGuestCart(page, pool, [{ dealId, kind: "basic", quantity: 2 }]);
      await visit(page, "/cart");
      const subtotal = priceOre * 2;
      const discount = Math.floor(subtotal / 5);
      await expect.poll(() => page.getByTestId("promo-discount").textContent()).toContain(code);
      expect(await page.getByTestId("promo-discount").innerText()).toContain(nbPrice(discount));
      expect(await page.getByTestId("order-total").innerText()).toBe(nbPrice(subtotal - discount));
      await expectNoAxeViolations(page);

      await visit(page, "/checkout");
      const email = `rabatt-${randomUUID()}@example.no`;
      await main(page).getByLabel(text(lang, "email"), { exact: true }).fill(email);
      await expect.poll(() => page.getByTestId("order-total").textContent()).toBe(nbPrice(subtotal - discount));
      await payAtCheckoutByCard(page, { lang });
      await page.waitForURL(/\/payment\/success\?order=/);
      await page.getByTestId("order-discount").waitFor();
      expect(await page.getByTestId("order-discount").innerText()).toContain(code);
      expect(await page.getByTestId("order-discount").innerText()).toContain(nbPrice(discount));
      await expectNoAxeViolations(page);

      const { rows } = await pool.query<{ total_ore: string }>("SELECT total_ore FROM orders WHERE email = $1", [
        email,
      ]);
      expect(rows.map((r) => Number(r.total_ore))).toEqual([subtotal - discount]);
      const used = await pool.query<{ used_count: number }>("SELECT used_count FROM promo_codes WHERE code = $1", [
        code,
      ]);
      expect(used.rows[0]!.used_count).toBe(1);
    });
  }
});
