// A review's life on the deal page after it is written, in a real Chromium: readers mark it
// "Nyttig" (once each, remembered on their next visit, never their own; guests are asked to sign in), the partner answers it from
// /business/reviews, and an admin hides it with a reason from /admin/reviews (in both languages).
// The deal page is shared and cached: each step checks what a visitor then sees on it.
import { randomUUID } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN, DEMO_PARTNER, newAccount, sessionFor } from "../support/accounts";
import { setupAppDatabase } from "../support/app-database";
import { setupBrowser, visit, type Lang } from "../support/browser-page";
import { makeReview, removeReviews, type MadeReview } from "../support/review-fixtures";

const browser = setupBrowser();
const db = setupAppDatabase();

const made: MadeReview[] = [];
const touchedDeals = new Set<number>();
afterAll(() => removeReviews(db, made, [...touchedDeals]));

async function reviewOf(dealId: number, text: string): Promise<MadeReview> {
  const review = await makeReview(db, dealId, text);
  made.push(review);
  touchedDeals.add(dealId);
  return review;
}

async function userIdOf(email: string): Promise<string> {
  const [row] = await db.rows<{ id: string }>("SELECT id FROM users WHERE email = $1", [email]);
  return row!.id;
}

/**
 * Opens the deal page until `expected` shows: a change empties the page caches through
 * LISTEN/NOTIFY, which may reach the serving copy a moment after the change's answer.
 */
async function visitUntil(page: Page, path: string, expected: (page: Page) => Promise<boolean>) {
  for (let attempt = 0; attempt < 20; attempt++) {
    await visit(page, path);
    if (await expected(page)) return;
    await page.waitForTimeout(250);
  }
  throw new Error(`${path} never showed what was expected`);
}

const reviewWith = (page: Page, words: string): Locator => page.getByTestId("review").filter({ hasText: words });

// Live deals no other browser test changes (reviews.test.ts takes the 24th with reviews).
let dealId = 0;
let partnerDeal = { id: 0, partner: "" };
beforeAll(async () => {
  const [open] = await db.rows<{ id: number }>(
    `SELECT id FROM deals WHERE status = 'published' AND ends_at > now() + interval '1 day'
      ORDER BY id LIMIT 1 OFFSET 41`,
  );
  dealId = open!.id;
  const [own] = await db.rows<{ id: number; partner: string }>(
    `SELECT d.id, p.name AS partner FROM deals d JOIN partners p ON p.id = d.partner_id JOIN users u ON u.id = p.owner_user_id
      WHERE u.email = $1 AND d.status = 'published' AND d.ends_at > now() + interval '1 day' ORDER BY d.id DESC LIMIT 1`,
    [DEMO_PARTNER.email],
  );
  partnerDeal = own!;
});

describe("Nyttig on a review", () => {
  it("counts a signed-in reader's vote once, asks a guest to sign in, and refuses the writer's own", async () => {
    const words = `Hyggelig betjening ${randomUUID().slice(0, 8)}`;
    const review = await reviewOf(dealId, words);

    // A guest is sent to sign in, and back to the reviews after.
    const guest = await browser.newPage();
    await visit(guest, `/deal/${dealId}`);
    const signIn = reviewWith(guest, words).getByRole("link", { name: "Logg inn for å markere som nyttig" });
    await signIn.waitFor();
    const href = new URL((await signIn.getAttribute("href"))!, browser.baseUrl);
    expect(href.pathname).toBe("/login");
    expect(href.searchParams.get("redirectTo")).toBe(`/deal/${dealId}#reviews`);

    const reader = await newAccount(db.db, "Lise Lesersen");
    const page = await browser.newPage({ session: await sessionFor(db.db, reader.id) });
    await visit(page, `/deal/${dealId}`);
    const item = reviewWith(page, words);
    await item.getByRole("button", { name: "Nyttig" }).click();
    await item.getByText("1 syntes dette var nyttig").waitFor();
    await item.getByRole("button", { name: "Du syntes dette var nyttig" }).waitFor();
    expect(await item.getByRole("button", { name: "Du syntes dette var nyttig" }).isDisabled()).toBe(true);

    // A new visit remembers the vote (the shared page asks /reviews/voted after hydration), so
    // the button cannot count it twice.
    await visit(page, `/deal/${dealId}`);
    const again = reviewWith(page, words).getByRole("button", { name: "Du syntes dette var nyttig" });
    await again.waitFor();
    expect(await again.isDisabled()).toBe(true);
    expect(await again.getAttribute("aria-pressed")).toBe("true");
    expect(await reviewWith(page, words).getByRole("button", { name: "Nyttig", exact: true }).count()).toBe(0);
    expect(await reviewWith(page, words).getByTestId("helpful-count").innerText()).toBe("1 syntes dette var nyttig");
    // Another reader's page does not show this reader's vote.
    const other = await newAccount(db.db, "Ola Annensen");
    const otherPage = await browser.newPage({ session: await sessionFor(db.db, other.id) });
    await visit(otherPage, `/deal/${dealId}`);
    await reviewWith(otherPage, words).getByRole("button", { name: "Nyttig", exact: true }).waitFor();
    const [row] = await db.rows<{ helpful_count: number }>("SELECT helpful_count FROM reviews WHERE id = $1", [
      review.reviewId,
    ]);
    expect(row!.helpful_count).toBe(1);

    // The writer may not mark their own review (the refusal's 409 is logged by Chromium).
    const writer = await browser.newPage({
      session: await sessionFor(db.db, review.userId),
      allowConsole: /status of 409/,
    });
    await visit(writer, `/deal/${dealId}`);
    await reviewWith(writer, words).getByRole("button", { name: "Nyttig" }).click();
    await reviewWith(writer, words).getByRole("alert").filter({ hasText: "din egen vurdering" }).waitFor();
    const [after] = await db.rows<{ helpful_count: number }>("SELECT helpful_count FROM reviews WHERE id = $1", [
      review.reviewId,
    ]);
    expect(after!.helpful_count).toBe(1);
  });
});

describe("the partner's answer", () => {
  it("is written on /business/reviews and shown under the review on the deal page", async () => {
    const words = `Flott behandling ${randomUUID().slice(0, 8)}`;
    await reviewOf(partnerDeal.id, words);
    const answer = `Takk for besøket! ${randomUUID().slice(0, 8)}`;

    const partner = await browser.newPage({ session: await sessionFor(db.db, await userIdOf(DEMO_PARTNER.email)) });
    await visit(partner, "/business/reviews");
    const item = partner.getByTestId("partner-review").filter({ hasText: words });
    await item.getByLabel("Ditt offentlige svar").fill(answer);
    await item.getByRole("button", { name: "Publiser svar" }).click();
    await partner.getByText("Svaret er publisert.").first().waitFor();
    await item.getByText(answer).waitFor();

    const guest = await browser.newPage();
    await visitUntil(guest, `/deal/${partnerDeal.id}`, (page) => reviewWith(page, words).getByText(answer).isVisible());
    expect(await reviewWith(guest, words).getByText(`Svar fra ${partnerDeal.partner}`).isVisible()).toBe(true);
  });
});

const HIDING = {
  no: { reason: "Begrunnelse", hide: "Skjul vurderingen", done: "Vurderingen er skjult.", why: "Personangrep" },
  en: { reason: "Reason", hide: "Hide the review", done: "The review is hidden.", why: "Personal attack" },
} as const;

describe.each(["no", "en"] as const)("an admin hiding a review (%s)", (lang: Lang) => {
  const text = HIDING[lang];

  it("hides it with a reason on /admin/reviews, and it leaves the deal page", async () => {
    const words = `Uhøflig eier ${randomUUID().slice(0, 8)}`;
    await reviewOf(dealId, words);
    const guest = await browser.newPage({ lang });
    await visitUntil(guest, `/deal/${dealId}`, (page) => reviewWith(page, words).isVisible());

    const admin = await browser.newPage({ lang, session: await sessionFor(db.db, await userIdOf(DEMO_ADMIN.email)) });
    await visit(admin, "/admin/reviews");
    const item = admin.getByTestId("admin-review").filter({ hasText: words });
    await item.getByLabel(text.reason).fill(text.why);
    await item.getByRole("button", { name: text.hide }).click();
    await admin.getByText(text.done).first().waitFor();
    await item.getByText(text.why).waitFor();

    await visitUntil(guest, `/deal/${dealId}`, async (page) => (await reviewWith(page, words).count()) === 0);
  });
});
