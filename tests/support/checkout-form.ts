// Paying in the browser: a guest cart put into browser storage as the app stores it, the card
// form filled with the test payment service's cards, and the Pay button.
import type pg from "pg";
import type { Page } from "playwright-core";
import { TEST_CARDS } from "../../domain/checkout/payments.server";
import { main } from "./browser-actions";
import { visit, type Lang } from "./browser-page";
import { FUTURE_EXPIRY } from "./test-cards";

// The card form's labels, as in i18n/locales/*.no.ts and *.en.ts.
const CARD_LABELS = {
  no: { number: "Kortnummer", expiry: "Utløpsdato (MM/ÅÅ)", cvv: "CVC", name: "Navn på kortet" },
  en: { number: "Card number", expiry: "Expiry date (MM/YY)", cvv: "CVV", name: "Cardholder name" },
} as const;

export interface Card {
  number?: string;
  expiry?: string;
  cvv?: string;
  name?: string;
}

/** Fills the checkout's card fields; the approved test card unless told otherwise. */
export async function fillCard(page: Page, card: Card = {}, lang: Lang = "no"): Promise<void> {
  const labels = CARD_LABELS[lang];
  const field = (label: string) => main(page).getByLabel(label, { exact: true });
  await field(labels.number).fill(card.number ?? TEST_CARDS.approve);
  await field(labels.expiry).fill(card.expiry ?? FUTURE_EXPIRY);
  await field(labels.cvv).fill(card.cvv ?? "123");
  await field(labels.name).fill(card.name ?? "Kari Nordmann");
}

/** The checkout's Pay button ("Betal 1 299 kr"). */
export const payButton = (page: Page, lang: Lang = "no") =>
  main(page).getByRole("button", { name: lang === "no" ? /^Betal \d/ : /^Pay \d/ });

export interface CartLineWanted {
  dealId: number;
  kind: "basic" | "premium" | "group";
  quantity: number;
}

/**
 * Puts these lines into the browser's guest cart (`cart-storage`), with the titles and prices
 * the app would store, read from its database. Opens the start page to reach the site's storage.
 */
export async function fillGuestCart(page: Page, pool: pg.Pool, lines: CartLineWanted[]) {
  const items = [];
  for (const { dealId, kind, quantity } of lines) {
    const { rows } = await pool.query<{ title: string; image_src: string; original: string; price: string }>(
      `SELECT d.title, d.image_src, d.original_price_ore AS original, p.price_ore AS price
         FROM deals d JOIN deal_packages p ON p.deal_id = d.id AND p.kind = $2 WHERE d.id = $1`,
      [dealId, kind],
    );
    const deal = rows[0];
    if (!deal) throw new Error(`Deal ${dealId} has no ${kind} package`);
    items.push({
      id: dealId,
      selectedPackage: kind,
      title: deal.title,
      image: deal.image_src,
      unitPriceOre: Number(deal.price),
      originalPriceOre: Number(deal.original),
      quantity,
    });
  }
  await visit(page, "/");
  const stored = {
    state: {
      items,
      total: items.reduce((sum, item) => sum + item.unitPriceOre * item.quantity, 0),
      itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    },
    version: 0,
  };
  await page.evaluate((value) => localStorage.setItem("cart-storage", JSON.stringify(value)), stored);
  return items;
}
