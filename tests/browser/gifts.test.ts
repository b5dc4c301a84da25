// Giving a voucher as a gift in a real Chromium, in both languages: "Gi som gave" on the deal
// page checks its fields in the visitor's language and puts the gift in the cart; the paid order's
// gift e-mail goes out through the job worker the same day, without the price; its link opens
// the gift, and another account claims it with "Legg i min konto".
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { osloToday } from "../../domain/vouchers/gift-input";
import { groupCode } from "../../domain/vouchers/voucher-codes";
import { newAccount, sessionFor } from "../support/accounts";
import { setupAppDatabase } from "../support/app-database";
import { expectNoAxeViolations } from "../support/axe";
import { setupBrowser, visit } from "../support/browser-page";
import { CHECKOUT_BY_CARD, payCheckoutAnswer } from "../support/checkout-http";
import { HttpClient } from "../support/http-client";
import { mailsTo } from "../support/outbox";

const browser = setupBrowser();
const connection = setupAppDatabase();
const pool = new pg.Pool({ connectionString: inject("appDatabaseUrl"), max: 2 });
let dealId = 0;

beforeAll(async () => {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT d.id FROM deals d JOIN deal_packages p ON p.deal_id = d.id AND p.kind = 'basic' AND p.min_quantity = 1
      WHERE d.status = 'published' AND d.ends_at > now() + interval '1 day' AND d.units_cap IS NULL
        AND d.per_customer_limit IS NULL AND d.starts_at IS NULL ORDER BY d.id DESC LIMIT 1`,
  );
  dealId = rows[0]!.id;
});
afterAll(() => pool.end());

const TEXTS = {
  no: {
    give: "Gi som gave",
    name: "Mottakerens navn",
    email: "Mottakerens e-post",
    message: "Hilsen (valgfritt)",
    date: "Sendes dato",
    add: "Legg gaven i handlekurven",
    past: "Datoen kan ikke ha passert.",
    invalidEmail: "Skriv inn en gyldig e-postadresse",
    inCart: "Gave til Ola",
    subject: "Kari Giver har gitt deg en gave",
    claim: "Legg i min konto",
    claimed: "Gaven ligger i kontoen din under Mine verdikort.",
    title: "En gave til deg",
  },
  en: {
    give: "Give as a gift",
    name: "Recipient's name",
    email: "Recipient's email",
    message: "Greeting (optional)",
    date: "Send on",
    add: "Add the gift to the cart",
    past: "The date cannot be in the past.",
    invalidEmail: "Enter a valid email address",
    inCart: "Gift for Ola",
    subject: "Kari Giver has given you a gift",
    claim: "Add to my account",
    claimed: "The gift is in your account under My Vouchers.",
    title: "A gift for you",
  },
} as const;

describe("a voucher given as a gift", () => {
  for (const lang of ["no", "en"] as const) {
    it(`is chosen on the deal page, delivered by e-mail without the price, and claimed into another account (${lang})`, async () => {
      const text = TEXTS[lang];
      const recipient = `mottaker+${randomUUID()}@example.no`;
      // The refused first try is answered 400, which Chromium logs.
      const page = await browser.newPage({ lang, allowConsole: /status of 400/ });
      await visit(page, `/deal/${dealId}`);
      await page.getByRole("button", { name: text.give }).click();
      const form = page.getByTestId("gift-form");
      await form.getByLabel(text.name).fill("Ola");
      await form.getByLabel(text.email).fill("ikke-en-adresse");
      await form.getByLabel(text.date).fill("2020-01-01");
      await form.getByRole("button", { name: text.add }).click();
      await form.getByText(text.past).first().waitFor();
      await form.getByText(text.invalidEmail).first().waitFor();
      await expectNoAxeViolations(page);

      await form.getByLabel(text.email).fill(recipient);
      await form.getByLabel(text.message).fill("Gratulerer med dagen!");
      await form.getByLabel(text.date).fill(osloToday(new Date()));
      await form.getByRole("button", { name: text.add }).click();
      await form.waitFor({ state: "detached" });

      await visit(page, "/cart");
      const gift = page.getByTestId("cart-line-gift");
      await gift.getByText(text.inCart).waitFor();
      await expectNoAxeViolations(page);

      // The checkout sends what the page's cart holds: the line with its gift.
      const stored = await page.evaluate(() => localStorage.getItem("cart-storage"));
      const items = (JSON.parse(stored!) as { state: { items: Record<string, unknown>[] } }).state.items;
      const lines = items.map((l) => ({
        dealId: l.id,
        packageKind: l.selectedPackage,
        quantity: l.quantity,
        gift: l.gift,
      }));
      const buyer = new HttpClient(browser.baseUrl);
      const email = `giver+${randomUUID()}@example.no`;
      const started = await buyer.postForm(lang === "en" ? "/en/checkout" : "/checkout", {
        idempotencyKey: randomUUID(),
        lines: JSON.stringify(lines),
        email,
        ...CHECKOUT_BY_CARD,
      });
      const answer = await started.text();
      expect(started.status, answer.slice(0, 300)).toBeLessThan(400);
      await (await buyer.get(await payCheckoutAnswer(answer))).arrayBuffer();

      // The gift is due today: the app's job worker sends it.
      await expect.poll(async () => (await mailsTo(pool, recipient)).length, { timeout: 30_000 }).toBe(1);
      const [mail] = await mailsTo(pool, recipient);
      expect(mail!.text).toContain("Gratulerer med dagen!");
      expect(mail!.text).not.toMatch(/\bkr\b/);
      const [confirmation] = await mailsTo(pool, email);
      expect(confirmation!.text).toContain(text.inCart);
      const link = new URL(/https?:\/\/[^\s"<]+\/gift\/[^\s"<]+/.exec(mail!.text)![0]).pathname;
      expect(link.startsWith(lang === "en" ? "/en/gift/" : "/gift/")).toBe(true);

      const friend = await newAccount(connection.db, "Ola Mottaker");
      const other = await browser.newPage({ lang, session: await sessionFor(connection.db, friend.id) });
      await other.goto(new URL(link, browser.baseUrl).toString());
      await other.waitForSelector("html[data-hydrated]");
      await other.getByRole("heading", { level: 1, name: text.title }).waitFor();
      const { rows } = await pool.query<{ code: string }>(
        "SELECT v.code FROM vouchers v JOIN orders o ON o.id = v.order_id WHERE o.email = $1",
        [email],
      );
      expect(await other.getByTestId("gift-code").innerText()).toBe(groupCode(rows[0]!.code));
      expect(await other.getByTestId("gift-voucher").innerText()).not.toMatch(/\bkr\b/);
      await expectNoAxeViolations(other);
      await other.getByRole("button", { name: text.claim }).click();
      await other.getByText(text.claimed).first().waitFor();
      const claimed = await pool.query<{ claimed_by: string }>(
        "SELECT g.claimed_by FROM voucher_gifts g JOIN vouchers v ON v.id = g.voucher_id WHERE v.code = $1",
        [rows[0]!.code],
      );
      expect(claimed.rows[0]!.claimed_by).toBe(friend.id);
    });
  }
});
