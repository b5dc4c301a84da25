// Paying on /checkout by card as a buyer does: card chosen, terms accepted, Pay pressed, then
// the card typed into the payment service's framed fields (never into the shop's page).
import type { Page } from "playwright-core";

type Lang = "no" | "en";
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
  const main = page.getByRole("main");
  await main.getByRole("radio", { name: TEXTS[lang].card }).check();
  await main.getByLabel(TEXTS[lang].terms).check();
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
  await page.getByRole("main").getByRole("button", { name: TEXTS[lang].pay }).click();
  await payInCardFrame(page, options);
}
