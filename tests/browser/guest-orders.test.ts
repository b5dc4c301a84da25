// A guest buyer's vouchers in a real Chromium: the confirmation e-mail's private link opens the
// order's vouchers in any browser (QR, PDF, refund with its confirm step), in both languages; a
// tampered link is a plain 404; the success page offers an account instead of the sign-in.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { groupCode } from "../../domain/vouchers/voucher-codes";
import { expectNoAxeViolations } from "../support/axe";
import { setupBrowser, visit, waitForHydration } from "../support/browser-page";
import { CHECKOUT_BY_CARD, payCheckoutAnswer } from "../support/checkout-http";
import { HttpClient } from "../support/http-client";
import { main, submit } from "../support/browser-actions";
import { mailsTo } from "../support/outbox";

const browser = setupBrowser();
const pool = new pg.Pool({ connectionString: inject("appDatabaseUrl"), max: 2 });

const email = `gjest+${randomUUID()}@example.no`;
let guest: HttpClient;
let order: { id: string; number: string; codes: string[] };
let link = "";

const voucherWith = (scope: Page | Locator, code: string) => scope.getByTestId("voucher").filter({ hasText: code });
const grouped = groupCode;
const statusOf = async (code: string) =>
  (await pool.query<{ status: string }>("SELECT status FROM vouchers WHERE code = $1", [code])).rows[0]!.status;

beforeAll(async () => {
  const { rows: deals } = await pool.query<{ id: number }>(
    `SELECT d.id FROM deals d JOIN deal_packages p ON p.deal_id = d.id AND p.kind = 'basic' AND p.min_quantity = 1
      WHERE d.status = 'published' AND d.ends_at > now() + interval '1 day' AND d.units_cap IS NULL
        AND d.per_customer_limit IS NULL AND d.starts_at IS NULL ORDER BY d.id LIMIT 1`,
  );
  guest = new HttpClient(browser.baseUrl);
  const idempotencyKey = randomUUID();
  const started = await guest.postForm("/checkout", {
    idempotencyKey,
    lines: JSON.stringify([{ dealId: deals[0]!.id, packageKind: "basic", quantity: 2 }]),
    email,
    ...CHECKOUT_BY_CARD,
  });
  const answer = await started.text();
  if (started.status >= 400) throw new Error(`checkout: HTTP ${started.status} ${answer.slice(0, 300)}`);
  await (await guest.get(await payCheckoutAnswer(answer))).arrayBuffer();
  const { rows } = await pool.query<{ id: string; number: string; code: string }>(
    `SELECT o.id, o.number, v.code FROM checkout_holds h JOIN orders o ON o.id = h.order_id
       JOIN vouchers v ON v.order_id = o.id WHERE h.idempotency_key = $1 ORDER BY v.code`,
    [idempotencyKey],
  );
  order = { id: rows[0]!.id, number: rows[0]!.number, codes: rows.map((r) => r.code) };
  // The link as the buyer finds it in the confirmation e-mail.
  const [confirmation] = await mailsTo(pool, email);
  const found = /https?:\/\/[^\s"<]+\/orders\/[^\s"<]+/.exec(confirmation!.text)?.[0];
  if (!found) throw new Error(`No order link in the e-mail:\n${confirmation!.text}`);
  link = new URL(found).pathname;
});
afterAll(() => pool.end());

describe("a guest order's private link", () => {
  it("opens the vouchers in another browser, never cached, and refunds one after confirming (Bokmål)", async () => {
    const page = await browser.newPage();
    const response = await visit(page, link);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await page.getByRole("heading", { level: 1, name: `Bestilling ${order.number}` }).waitFor();
    const active = page.getByRole("region", { name: "Aktive" });
    const [first, second] = order.codes.map(grouped) as [string, string];
    expect(await voucherWith(active, first).count()).toBe(1);
    const card = voucherWith(active, second);
    expect(await card.getByTestId("refund-deadline").innerText()).toMatch(/^Kan refunderes til \d\d\.\d\d\.\d{4}$/);
    await card.getByRole("button", { name: "Vis QR-kode" }).click();
    await card.getByTestId("voucher-qr").waitFor();
    // The PDF opens for this browser too: the link made it the order's.
    const pdfHref = await card.getByRole("link", { name: "Last ned PDF" }).getAttribute("href");
    const pdf = await page.request.get(pdfHref!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    await expectNoAxeViolations(page);

    await card.getByRole("button", { name: "Refunder" }).click();
    const dialog = page.getByRole("dialog", { name: "Refundere verdikortet?" });
    await dialog.waitFor();
    expect(await dialog.getByTestId("refund-amount").innerText()).toMatch(/tilbake til /);
    await dialog.getByRole("link", { name: "Avbryt" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await statusOf(order.codes[1]!)).toBe("active");

    await voucherWith(active, second).getByRole("button", { name: "Refunder" }).click();
    await dialog.getByRole("button", { name: "Bekreft refusjon" }).click();
    await page
      .getByRole("main")
      .getByText(/^Verdikortet er refundert\./)
      .waitFor();
    expect(await statusOf(order.codes[1]!)).toBe("refunded");
    expect(await statusOf(order.codes[0]!)).toBe("active");
    const refunded = voucherWith(page.getByRole("region", { name: "Refundert" }), second);
    await expect.poll(() => refunded.count()).toBe(1);
    expect(await refunded.getByRole("link", { name: "Last ned PDF" }).count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it("works in English, and offers an account with the address filled in", async () => {
    const page = await browser.newPage({ lang: "en" });
    await visit(page, link);
    await page.getByRole("heading", { level: 1, name: `Order ${order.number}` }).waitFor();
    expect(await page.getByRole("region", { name: "Active" }).getByTestId("voucher").count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Create an account and keep your vouchers" }).click();
    await page.waitForURL(/\/register\?/);
    expect(await page.getByLabel("Email").first().inputValue()).toBe(email);
  });

  it("answers a tampered or unsigned link with a plain 404 that shows nothing of the order", async () => {
    const [id, signature] = link.slice("/orders/".length).split(".") as [string, string];
    const flipped = `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    for (const bad of [`/orders/${id}.${flipped}`, `/orders/${id}`, `/orders/${randomUUID()}.${signature}`]) {
      const page = await browser.newPage({ allowConsole: /status of 404/ });
      const response = await visit(page, bad);
      expect(response?.status(), bad).toBe(404);
      const text = await page.locator("body").innerText();
      expect(text).not.toContain(order.number);
      for (const code of order.codes) expect(text).not.toContain(grouped(code));
    }
  });
});

describe("the payment success page for a guest", () => {
  it("offers to create an account and keep the vouchers, not the sign-in, in both languages", async () => {
    const ordersCookie = /(?:^|; )orders=([^;]+)/.exec(guest.cookieHeader())![1]!;
    for (const [lang, label] of [
      ["no", "Opprett konto og lagre verdikortene"],
      ["en", "Create an account and keep your vouchers"],
    ] as const) {
      const page = await browser.newPage({ lang });
      await page.context().addCookies([{ name: "orders", value: ordersCookie, url: browser.baseUrl }]);
      await visit(page, `/payment/success?order=${order.id}`);
      const offer = page.getByRole("link", { name: label });
      const href = new URL((await offer.getAttribute("href"))!, browser.baseUrl);
      // English pages keep their "/en" (decision 030).
      expect(href.pathname).toBe(lang === "en" ? "/en/register" : "/register");
      expect(href.searchParams.get("email")).toBe(email);
      // No way to My Vouchers, which would only ask a guest to sign in.
      expect(await page.getByRole("main").locator('a[href$="/account/vouchers"]').count()).toBe(0);
      await expectNoAxeViolations(page);
    }
  });
});

describe("the guest who creates an account with the order's address", () => {
  it("gets the order under My Vouchers once the address is confirmed, and the old link says so", async () => {
    await pool.query("DELETE FROM rate_limits WHERE key LIKE 'register:ip:%'");
    const page = await browser.newPage();
    await visit(page, link);
    await page.getByRole("link", { name: "Opprett konto og lagre verdikortene" }).click();
    await page.waitForURL(/\/register\?/);
    await waitForHydration(page);
    expect(await main(page).getByLabel("E-post", { exact: true }).inputValue()).toBe(email);
    await main(page).getByLabel("Fullt navn", { exact: true }).fill("Gina Gjest");
    await main(page).getByLabel("Passord", { exact: true }).fill("gjestens-passord-1");
    await main(page).getByLabel("Gjenta passord", { exact: true }).fill("gjestens-passord-1");
    await submit(page, "Opprett konto");
    await main(page).getByRole("heading", { name: "Sjekk e-posten din" }).waitFor();
    // Signed up but not confirmed: the order is still the guest's.
    const owner = async () =>
      (await pool.query<{ user_id: string | null }>("SELECT user_id FROM orders WHERE id = $1", [order.id])).rows[0]!
        .user_id;
    expect(await owner()).toBeNull();

    const verify = (await mailsTo(pool, email))
      .map((m) => /\/verify-email\/[A-Za-z0-9_-]+/.exec(m.text)?.[0])
      .find(Boolean);
    await visit(page, verify!);
    await submit(page, "Bekreft adressen");
    await main(page).getByText("Bestillingen du gjorde med adressen, er lagt til under Mine verdikort.").waitFor();
    expect(await owner()).not.toBeNull();
    await main(page).getByRole("link", { name: "Mine verdikort" }).click();
    await page.waitForURL(/\/login/);
    await waitForHydration(page);
    await main(page).getByLabel("E-post", { exact: true }).fill(email);
    await main(page).getByLabel("Passord", { exact: true }).fill("gjestens-passord-1");
    await submit(page, "Logg inn");
    await page.waitForURL(/\/account\/vouchers/);
    // On My Vouchers now: the refunded one in the history, the other ready to use.
    const history = page.getByRole("region", { name: "Tidligere verdikort" });
    await history.getByTestId("voucher").waitFor();
    expect(await history.getByTestId("voucher-status").allInnerTexts()).toEqual(["Refundert"]);
    expect(await page.getByRole("region", { name: "Klare til bruk" }).getByTestId("voucher").count()).toBe(1);

    // The e-mailed link now points to the account instead of showing the order to whoever has it.
    const elsewhere = await browser.newPage();
    await visit(elsewhere, link);
    await elsewhere.getByRole("heading", { level: 1, name: "Bestillingen er lagt til kontoen din" }).waitFor();
    expect(await elsewhere.getByTestId("voucher").count()).toBe(0);
    await expectNoAxeViolations(elsewhere);
  });
});
