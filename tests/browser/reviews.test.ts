// Verified reviews in a real Chromium, in both languages: a customer whose voucher was used finds
// "Skriv en vurdering" on it in My Vouchers, writes a review, and lands on the deal page, where the
// review is listed as a verified purchase and the rating's count, the card-style "★ 4,6 (12)" and
// the JSON-LD aggregateRating and review all count it. Axe on the form and the deal page.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe";
import { newAccount, sessionFor } from "../support/accounts";
import { setupAppDatabase } from "../support/app-database";
import { setupBrowser, visit, type Lang } from "../support/browser-page";

const browser = setupBrowser();
const db = setupAppDatabase();

const TEXTS = {
  no: {
    write: "Skriv en vurdering",
    rating: "4 av 5",
    text: "Vurderingen din",
    submit: "Publiser vurdering",
    verified: "Verifisert kjøp",
    toast: "Takk! Vurderingen din er publisert.",
    reviewed: "Du har vurdert dette",
    textRequired: "Skriv noen ord om opplevelsen.",
    words: "Koselig sted og flinke folk",
  },
  en: {
    write: "Write a review",
    rating: "4 out of 5",
    text: "Your review",
    submit: "Publish review",
    verified: "Verified purchase",
    toast: "Thank you! Your review is published.",
    reviewed: "You have reviewed this",
    textRequired: "Write a few words about the experience.",
    words: "Cosy place and skilled people",
  },
} as const;

// A live deal no other browser test changes; its reviews from this file are removed afterwards.
let deal = { id: 0, title: "", title_en: null as string | null };
beforeAll(async () => {
  const [row] = await db.rows<typeof deal>(
    `SELECT id, title, title_en FROM deals WHERE status = 'published' AND ends_at > now() + interval '1 day'
      AND review_count > 2 ORDER BY id LIMIT 1 OFFSET 23`,
  );
  deal = row!;
});
const written: string[] = [];
afterAll(async () => {
  await db.pool.query("DELETE FROM reviews WHERE voucher_id = ANY($1::uuid[])", [written]);
  await db.pool.query(
    `UPDATE deals SET rating = coalesce((SELECT round(avg(rating), 1) FROM reviews WHERE deal_id = $1 AND hidden_at IS NULL), 0),
       review_count = (SELECT count(*) FROM reviews WHERE deal_id = $1 AND hidden_at IS NULL) WHERE id = $1`,
    [deal.id],
  );
});

/** A customer with a voucher of the deal already used at the business (the counter is tested elsewhere). */
async function customerWithUsedVoucher() {
  const account = await newAccount(db.db, "Kari Nordmann");
  const orderId = randomUUID();
  const lineId = randomUUID();
  const voucherId = randomUUID();
  const serial = randomUUID().replace(/-/g, "").slice(0, 9).toUpperCase();
  await db.pool.query(
    `WITH o AS (
       INSERT INTO orders (id, number, user_id, email, language, total_ore, original_total_ore, vat_ore, card_brand, card_last4)
       SELECT $1, 'ORD-T' || $4, $5, $6, 'no', discounted_price_ore, original_price_ore, 0, 'Visa', '4242' FROM deals WHERE id = $7
       RETURNING id
     ), l AS (
       INSERT INTO order_lines (id, order_id, deal_id, package_kind, title, quantity, unit_price_ore, unit_original_ore, validity_days)
       SELECT $2, o.id, d.id, 'basic', d.title, 1, d.discounted_price_ore, d.original_price_ore, 180 FROM o, deals d WHERE d.id = $7
       RETURNING id
     )
     INSERT INTO vouchers (id, code, order_id, order_line_id, deal_id, status, valid_until)
     SELECT $3, 'MAGIC-T' || $4, $1, l.id, $7, 'redeemed', now() + interval '100 days' FROM l`,
    [orderId, lineId, voucherId, serial, account.id, account.email, deal.id],
  );
  written.push(voucherId);
  return { session: await sessionFor(db.db, account.id), voucherId };
}

async function dealCount(): Promise<number> {
  const [row] = await db.rows<{ review_count: number }>("SELECT review_count FROM deals WHERE id = $1", [deal.id]);
  return row!.review_count;
}

describe.each(["no", "en"] as const)("verified reviews (%s)", (lang: Lang) => {
  const text = TEXTS[lang];

  it("writes a review from a used voucher and shows it on the deal page, counted, as a verified purchase", async () => {
    const customer = await customerWithUsedVoucher();
    const before = await dealCount();
    // The submit without words answers 400, which the browser logs.
    const page = await browser.newPage({ lang, session: customer.session, allowConsole: /status of 400/ });
    await visit(page, "/account/vouchers");
    await page.getByRole("link", { name: text.write }).click();
    await page.waitForURL(new RegExp(`/account/vouchers/${customer.voucherId}/review$`));
    await page.getByRole("button", { name: text.submit }).waitFor();
    await expectNoAxeViolations(page);

    // Without words: the form says what is missing and keeps the stars.
    await page.locator("#rating-4").check();
    await page.getByRole("button", { name: text.submit }).click();
    await page.getByText(text.textRequired).first().waitFor();
    expect(await page.locator("#rating-4").isChecked()).toBe(true);

    const words = `${text.words} ${randomUUID().slice(0, 8)}`;
    await page.getByLabel(text.text).fill(words);
    await page.getByRole("button", { name: text.submit }).click();
    await page.waitForURL(new RegExp(`/deal/${deal.id}(#reviews)?$`));
    await page.getByText(text.toast).first().waitFor();

    const review = page.getByTestId("review").filter({ hasText: words });
    await review.waitFor();
    expect(await review.getByText(text.verified).isVisible()).toBe(true);
    expect(await review.getByText("Kari N.").isVisible()).toBe(true);
    expect(await dealCount()).toBe(before + 1);

    const main = page.getByRole("main");
    const shown = await main.getByTestId("rating").first().innerText();
    const [row] = await db.rows<{ rating: string }>("SELECT rating FROM deals WHERE id = $1", [deal.id]);
    const decimal = lang === "no" ? row!.rating.replace(".", ",") : row!.rating;
    expect(shown.replace(/\s+/g, " ").trim()).toContain(`${decimal} (${before + 1})`);

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "");
    expect(jsonLd.aggregateRating).toMatchObject({ reviewCount: before + 1, ratingValue: Number(row!.rating) });
    expect(jsonLd.review[0]).toMatchObject({ reviewBody: words, reviewRating: { ratingValue: 4 } });
    await expectNoAxeViolations(page);

    // Back in My Vouchers the voucher says it has been reviewed, and its form refuses a second.
    await visit(page, "/account/vouchers");
    await page.getByText(text.reviewed).first().waitFor();
    await visit(page, `/account/vouchers/${customer.voucherId}/review`);
    expect(await page.getByRole("button", { name: text.submit }).count()).toBe(0);
  });
});
