// Paying in the browser: a guest cart put into browser storage as the app stores it, and paying
// on /checkout as a buyer does: card chosen, terms accepted, Pay pressed, then the card typed into
// the payment service's framed fields (never into the shop's page).
import type pg from "pg";
import type { Page } from "playwright-core";
import { main } from "./browser-actions";
import { visit, type Lang } from "./browser-page";

const TEXTS = {
  no: {
    card: /^Kort/,
    terms: "Jeg godtar kjøpsvilkårene",
    pay: /^Betal \d/,
    frame: "Kortbetaling hos betalingstjenesten",
    number: "Kortnummer",
    expiry: "Utløpsdato (MM/ÅÅ)",
    holder: "Kortinnehaverens navn",
  },
  en: {
    card: /^Card/,
    terms: "I accept the terms of purchase",
    pay: /^Pay \d/,
    frame: "Card payment at the payment service",
    number: "Card number",
    expiry: "Expiry date (MM/YY)",
    holder: "Cardholder name",
  },
} as const;

/** On /checkout: card as the method, the terms accepted (Pay not pressed yet). */
export async function chooseCardAndAcceptTerms(page: Page, lang: Lang = "no"): Promise<void> {
  await main(page).getByRole("radio", { name: TEXTS[lang].card }).check();
  await main(page).getByLabel(TEXTS[lang].terms).check();
}

/** After Pay: the card typed into the payment service's frame, and its Pay pressed. */
export async function payInCardFrame(
  page: Page,
  { number = "4242424242424242", holder = "Kari Kjøper", lang = "no" as Lang } = {},
): Promise<void> {
  const t = TEXTS[lang];
  const frame = page.frameLocator(`iframe[title="${t.frame}"]`);
  await frame.getByLabel(t.number).pressSequentially(number);
  await frame.getByLabel(t.expiry).pressSequentially("1239");
  await frame.getByLabel("CVV", { exact: true }).pressSequentially("123");
  await frame.getByLabel(t.holder).fill(holder);
  await frame.getByRole("button", { name: /Betal|Pay/ }).click();
}

/** The whole card payment on /checkout, from choosing card to the frame's Pay. */
export async function payAtCheckoutByCard(
  page: Page,
  options: { number?: string; holder?: string; lang?: Lang } = {},
): Promise<void> {
  const lang = options.lang ?? "no";
  await chooseCardAndAcceptTerms(page, lang);
  await payButton(page, lang).click();
  await payInCardFrame(page, options);
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
export async function fillGuestCart(
  page: Page,
  pool: pg.Pool,
  lines: CartLineWanted[],
  { waitForMerge = true }: { waitForMerge?: boolean } = {},
) {
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
  // Signed in, the browser's cart joins the server's cart on the next page load (as after signing
  // in): wait for that, so the next page reads the merged cart rather than racing the merge.
  if (waitForMerge && (await page.context().cookies()).some((c) => c.name === "session" && c.value !== "")) {
    await visit(page, "/");
    await page.waitForFunction(() => {
      const raw = localStorage.getItem("cart-storage");
      const items = raw ? (JSON.parse(raw) as { state?: { items?: unknown[] } }).state?.items : [];
      return (items ?? []).length === 0;
    });
  }
  return items;
}
