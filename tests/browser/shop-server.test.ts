// A signed-in customer's cart and wishlist kept on the server, the merge of a guest's at
// sign-in, /account/favorites, and My Vouchers' PDF download, refund and Email Voucher, in a
// real Chromium with axe. Accounts are registered through /register; rows are read with pg.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe";
import { register as registerThroughForm } from "../support/accounts";
import { setupAppDatabase } from "../support/app-database";
import { main } from "../support/browser-actions";
import { setupBrowser, visit, waitForHydration } from "../support/browser-page";
import { payButton } from "../support/checkout-form";
import { mailsTo } from "../support/outbox";
import { HttpClient } from "../support/http-client";
import { payAtCheckoutByCard } from "../support/checkout-form";
import { startApp } from "../support/app-server";
import { startLoopbackSmtp, type LoopbackSmtp } from "../support/loopback-smtp";
import { pdfText } from "../support/pdf-text";

const browser = setupBrowser();
const { pool } = setupAppDatabase();

type Account = Awaited<ReturnType<typeof register>>;

/** A customer registered through /register, with the id the app gave the account. */
async function register(name: string) {
  const account = await registerThroughForm(browser.baseUrl, name, "handel");
  const { rows } = await pool.query("SELECT id FROM users WHERE email = $1", [account.email]);
  return { id: rows[0].id as string, ...account };
}

const clearLimits = () => pool.query("DELETE FROM rate_limits WHERE key LIKE 'voucher-email:%'");
beforeAll(clearLimits);
afterAll(clearLimits);

const newPage = (as?: Account, allowConsole?: RegExp) => browser.newPage({ session: as?.session, allowConsole });
const badge = (page: Page, which: "cart" | "wishlist") =>
  page.getByTestId(`header-${which}`).getByTestId("count-badge");
const badgeText = async (page: Page, which: "cart" | "wishlist") =>
  (await badge(page, which).count()) === 0 ? "" : await badge(page, which).innerText();
const cards = (page: Page) => main(page).getByTestId("deal-card");
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

async function serverCart(userId: string) {
  const { rows } = await pool.query(
    "SELECT deal_id, package_kind, quantity FROM cart_items WHERE user_id = $1 ORDER BY deal_id, package_kind",
    [userId],
  );
  return rows.map((r) => [r.deal_id as number, r.package_kind as string, r.quantity as number]);
}
async function serverWishlist(userId: string) {
  const { rows } = await pool.query("SELECT deal_id FROM wishlist_items WHERE user_id = $1 ORDER BY deal_id", [userId]);
  return rows.map((r) => r.deal_id as number);
}
const cardId = async (page: Page, index: number) =>
  Number((await cards(page).nth(index).getByRole("link").first().getAttribute("href"))!.split("/").pop());

async function signIn(page: Page, account: Account) {
  await visit(page, "/login");
  await main(page).getByLabel("E-post", { exact: true }).fill(account.email);
  await main(page).getByLabel("Passord", { exact: true }).fill(account.password);
  await main(page).getByRole("button", { name: "Logg inn", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await waitForHydration(page);
}

async function signOut(page: Page) {
  await page.getByTestId("user-menu").locator("summary").click();
  await page.getByTestId("user-menu").getByRole("button", { name: "Logg ut", exact: true }).click();
  await page.getByRole("banner").getByRole("link", { name: "Logg inn" }).waitFor();
}

describe("signed-in cart and wishlist", () => {
  it("are kept on the server: still there after signing out and in again, badges right", async () => {
    const account = await register("Kari Server");
    const page = await newPage(account);
    await visit(page, "/deals?sort=popular");
    const [first, second] = [await cardId(page, 0), await cardId(page, 1)];

    await cards(page).nth(0).getByRole("button", { name: "Legg i handlekurv" }).click();
    await cards(page).nth(0).getByRole("button", { name: "Legg i handlekurv" }).click();
    await cards(page)
      .nth(1)
      .getByRole("button", { name: /i ønskelisten$/ })
      .click();
    await expect.poll(() => badgeText(page, "cart")).toBe("2");
    await expect.poll(() => badgeText(page, "wishlist")).toBe("1");
    expect(
      await cards(page)
        .nth(1)
        .getByRole("button", { name: /fra ønskelisten$/ })
        .getAttribute("aria-pressed"),
    ).toBe("true");
    expect(await serverCart(account.id)).toEqual([[first, "basic", 2]]);
    expect(await serverWishlist(account.id)).toEqual([second]);
    // Nothing went to browser storage.
    expect(await stored(page, "cart-storage")).toBeNull();
    expect(await stored(page, "wishlist-storage")).toBeNull();

    // From the deal page: another package, its own line.
    await visit(page, `/deal/${second}`);
    await main(page).getByRole("radio").nth(1).check();
    await page.locator("#purchase").getByRole("button", { name: "Legg i handlekurv" }).click();
    await expect.poll(() => badgeText(page, "cart")).toBe("3");
    expect(await serverCart(account.id)).toEqual(
      [[first, "basic", 2] as const, [second, "premium", 1] as const].sort((a, b) => a[0] - b[0]),
    );

    // The cart is in the page as the server sends it, whole before the page's script has run.
    const withoutScript = await browser.newPage({ session: account.session, javaScriptEnabled: false });
    await withoutScript.goto(`${browser.baseUrl}/cart`);
    expect(await main(withoutScript).getByTestId("cart-line").count()).toBe(2);

    // /cart edits go to the server.
    await visit(page, "/cart");
    await expect.poll(() => main(page).getByTestId("cart-line").count()).toBe(2);
    await expectNoAxeViolations(page);
    await main(page)
      .getByRole("button", { name: /^Flere av/ })
      .first()
      .click();
    await expect.poll(() => badgeText(page, "cart")).toBe("4");
    await main(page)
      .getByRole("button", { name: /^Fjern / })
      .last()
      .click();
    await expect.poll(() => main(page).getByTestId("cart-line").count()).toBe(1);
    const left = await serverCart(account.id);
    expect(left).toHaveLength(1);
    await expect.poll(() => badgeText(page, "cart")).toBe(String(left[0]![2]));

    await signOut(page);
    expect(await badgeText(page, "cart")).toBe("");
    expect(await badgeText(page, "wishlist")).toBe("");
    await visit(page, "/cart");
    await main(page).getByRole("heading", { name: "Handlekurven din er tom" }).waitFor();
    await visit(page, "/wishlist");
    await main(page).getByRole("heading", { name: "Ønskelisten din er tom" }).waitFor();

    await signIn(page, account);
    await expect.poll(() => badgeText(page, "cart")).toBe(String(left[0]![2]));
    await expect.poll(() => badgeText(page, "wishlist")).toBe("1");
    await visit(page, "/wishlist");
    await expect.poll(() => main(page).getByTestId("deal-card").count()).toBe(1);
    await expectNoAxeViolations(page);
  });

  it("merges a guest's cart and wishlist at sign-in, once", async () => {
    const account = await register("Ola Fletter");
    const page = await newPage(account);
    await visit(page, "/deals?sort=popular");
    const [a, b, c] = [await cardId(page, 2), await cardId(page, 3), await cardId(page, 4)];
    await cards(page).nth(2).getByRole("button", { name: "Legg i handlekurv" }).click();
    await cards(page)
      .nth(3)
      .getByRole("button", { name: /i ønskelisten$/ })
      .click();
    await expect.poll(() => serverWishlist(account.id)).toEqual([b]);
    await signOut(page);

    // As a guest: the same line again, a new one, and hearts (one already saved on the server).
    await visit(page, "/deals?sort=popular");
    await cards(page).nth(2).getByRole("button", { name: "Legg i handlekurv" }).click();
    await cards(page).nth(2).getByRole("button", { name: "Legg i handlekurv" }).click();
    await cards(page).nth(4).getByRole("button", { name: "Legg i handlekurv" }).click();
    await cards(page)
      .nth(3)
      .getByRole("button", { name: /i ønskelisten$/ })
      .click();
    await cards(page)
      .nth(4)
      .getByRole("button", { name: /i ønskelisten$/ })
      .click();
    await expect.poll(() => badgeText(page, "cart")).toBe("3");
    expect(await serverCart(account.id)).toEqual([[a, "basic", 1]]);

    await signIn(page, account);
    const expected = [[a, "basic", 3] as const, [c, "basic", 1] as const].sort((x, y) => x[0] - y[0]);
    await expect.poll(() => serverCart(account.id)).toEqual(expected);
    await expect
      .poll(() => stored(page, "cart-storage").then((s) => JSON.parse(s ?? "null")?.state.items.length))
      .toBe(0);
    expect(JSON.parse((await stored(page, "wishlist-storage")) ?? "null")?.state.items).toEqual([]);
    expect(await serverWishlist(account.id)).toEqual([b, c].sort((x, y) => x - y));
    await expect.poll(() => badgeText(page, "cart")).toBe("4");
    await expect.poll(() => badgeText(page, "wishlist")).toBe("2");

    // Loading pages again merges nothing twice.
    await visit(page, "/cart");
    await visit(page, "/");
    expect(await serverCart(account.id)).toEqual(expected);
    // On the shared home page the badge comes from /me, a moment after the page.
    await expect.poll(() => badgeText(page, "cart")).toBe("4");
  });
});

describe("/account/favorites", () => {
  it("asks a guest to sign in", async () => {
    const page = await newPage();
    await visit(page, "/account/favorites");
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/account/favorites");
  });

  it("shows the empty state, then the saved deals, and drops one when its heart is clicked", async () => {
    const account = await register("Åse Favoritt");
    const page = await newPage(account);
    await visit(page, "/account/favorites");
    await main(page).getByRole("heading", { level: 1, name: "Mine favoritter" }).waitFor();
    await main(page).getByRole("heading", { name: "Ingen favoritter ennå" }).waitFor();
    expect(await main(page).getByRole("link", { name: "Se tilbud" }).getAttribute("href")).toBe("/deals");
    await expectNoAxeViolations(page);

    await visit(page, "/deals?sort=popular");
    const titles = [
      await cards(page).nth(0).getByRole("heading").innerText(),
      await cards(page).nth(1).getByRole("heading").innerText(),
    ];
    for (const i of [0, 1])
      await cards(page)
        .nth(i)
        .getByRole("button", { name: /i ønskelisten$/ })
        .click();
    await expect.poll(() => badgeText(page, "wishlist")).toBe("2");

    await visit(page, "/account/favorites");
    expect(await cards(page).getByRole("heading").allInnerTexts()).toEqual(titles);
    await expectNoAxeViolations(page);
    await cards(page)
      .first()
      .getByRole("button", { name: /fra ønskelisten$/ })
      .click();
    await expect.poll(() => cards(page).count()).toBe(1);
    expect(await cards(page).getByRole("heading").innerText()).toBe(titles[1]);
    await expect.poll(() => badgeText(page, "wishlist")).toBe("1");

    await page.context().addCookies([{ name: "language", value: "en", url: browser.baseUrl }]);
    await cards(page)
      .first()
      .getByRole("button", { name: /from wishlist$|fra ønskelisten$/ })
      .click();
    await expect.poll(() => badgeText(page, "wishlist")).toBe("");
    await visit(page, "/account/favorites");
    await main(page).getByRole("heading", { name: "No favorites yet" }).waitFor();
  });
});

/** Buys the signed-in user's server cart (one basic voucher of the first card) with the test card. */
async function buyOne(page: Page) {
  await visit(page, "/deals?sort=popular");
  await cards(page).nth(5).getByRole("button", { name: "Legg i handlekurv" }).click();
  await expect.poll(() => badgeText(page, "cart")).toBe("1");
  await visit(page, "/checkout");
  const pay = payButton(page);
  await pay.waitFor();
  await payAtCheckoutByCard(page);
  await page.waitForURL(/\/payment\/success\?order=/);
  return main(page).getByTestId("voucher-code").first().innerText();
}

describe("My Vouchers", () => {
  it("checkout empties the server cart; PDF download, Email Voucher and refund work", async () => {
    const account = await register("Per Kjøper");
    const page = await newPage(account);
    const code = await buyOne(page);
    expect(await serverCart(account.id)).toEqual([]);
    await expect.poll(() => badgeText(page, "cart")).toBe("");

    await visit(page, "/account/vouchers");
    const voucher = main(page).getByTestId("voucher").filter({ hasText: code });
    await expectNoAxeViolations(page);

    // PDF download: a real PDF with the code in its text.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      voucher.getByRole("link", { name: "Last ned PDF" }).click(),
    ]);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdfText(pdf)).toContain(`Kode: ${code}`);

    // Email Voucher: to the account's address, with the code.
    await voucher.getByRole("button", { name: "Send på e-post" }).click();
    await page.getByText("Verdikortet er sendt").waitFor();
    await expect
      .poll(async () => (await mailsTo(pool, account.email)).filter((m) => m.subject.includes(code)))
      .toHaveLength(1);
    const mail = (await mailsTo(pool, account.email)).find((m) => m.subject.includes(code))!;
    expect(mail.text).toContain(`Kode: ${code}`);

    // Refund, after its confirm step: the badge turns refunded and a confirmation e-mail arrives.
    await voucher.getByRole("button", { name: "Refunder" }).click();
    await page
      .getByRole("dialog", { name: "Refundere verdikortet?" })
      .getByRole("button", { name: "Bekreft refusjon" })
      .click();
    await expect.poll(() => voucher.getByTestId("voucher-status").innerText()).toBe("Refundert");
    await expect
      .poll(async () => (await mailsTo(pool, account.email)).some((m) => m.subject === `Refusjon av verdikort ${code}`))
      .toBe(true);
  });

  it("sends a guest's voucher from the success page to the order's e-mail, only in that browser, throttled", async () => {
    // The throttled request answers 429, which Chromium logs.
    const page = await newPage(undefined, /status of 429/);
    const email = `gjest+${randomUUID()}@example.no`;
    await visit(page, "/deals?sort=popular");
    await cards(page).nth(6).getByRole("button", { name: "Legg i handlekurv" }).click();
    await visit(page, "/checkout");
    await main(page).getByLabel("E-post for verdikortene", { exact: true }).fill(email);
    await payAtCheckoutByCard(page, { holder: "Gjest Gjestesen" });
    await page.waitForURL(/\/payment\/success\?order=/);
    const code = await main(page).getByTestId("voucher-code").first().innerText();
    await expectNoAxeViolations(page);

    await main(page).getByRole("button", { name: "Send på e-post" }).first().click();
    await page.getByText(`Vi har sendt det til ${email}.`).waitFor();
    await expect.poll(async () => (await mailsTo(pool, email)).filter((m) => m.subject.includes(code))).toHaveLength(1);

    // Another browser cannot have it sent (nor learn the address).
    const { rows } = await pool.query("SELECT id FROM vouchers WHERE code = $1", [
      code.replaceAll("-", "").replace(/^MAGIC/, "MAGIC-"),
    ]);
    const voucherId = rows[0]?.id as string;
    expect(voucherId).toBeTruthy();
    const stranger = new HttpClient(browser.baseUrl);
    const refused = await stranger.postForm(`/vouchers/${voucherId}/email`, {});
    expect(refused.status).toBe(404);

    // Throttled: three per voucher an hour, then a message in the user's language.
    const sent = async () => (await mailsTo(pool, email)).filter((m) => m.subject.includes(code)).length;
    for (const count of [2, 3]) {
      await main(page).getByRole("button", { name: "Send på e-post" }).first().click();
      await expect.poll(sent).toBe(count);
    }
    await main(page).getByRole("button", { name: "Send på e-post" }).first().click();
    await page.getByText("Verdikortet ble ikke sendt").waitFor();
    await page.getByText(/Prøv igjen om \d+ min\./).waitFor();
    expect((await mailsTo(pool, email)).filter((m) => m.subject.includes(code))).toHaveLength(3);
  });
});

describe("Email Voucher over SMTP", () => {
  // A second copy of the app on the same database that sends through a loopback SMTP server,
  // so the test sees the message as a mail client would, attachments included (the outbox
  // table keeps text and HTML only).
  let smtp: LoopbackSmtp;
  let app: Awaited<ReturnType<typeof startApp>> | undefined;
  beforeAll(async () => {
    smtp = await startLoopbackSmtp();
    app = await startApp({ DATABASE_URL: inject("appDatabaseUrl"), TRUST_PROXY: "1", SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await app?.stop();
    await smtp?.close();
  });

  it("arrives with the code, and the voucher as a PDF attachment", async () => {
    const account = await register("Siri Smtp");
    const code = await buyOne(await newPage(account));
    const page = await browser.newPage({ baseURL: app!.baseUrl });
    await page.context().addCookies([{ name: "session", value: account.session, url: app!.baseUrl }]);
    await visit(page, "/account/vouchers");
    await main(page)
      .getByTestId("voucher")
      .filter({ hasText: code })
      .getByRole("button", { name: "Send på e-post" })
      .click();
    await page.getByText("Verdikortet er sendt").waitFor();
    // Queued by the request, sent by the job worker a moment later. The SMTP copy also sends the
    // order's confirmation, still queued from the purchase: only the voucher's e-mail counts here.
    const voucherMails = () =>
      smtp.received.map((mail) => mail.raw.toString("latin1")).filter((raw) => raw.includes(`Kode: ${code}`));
    await expect.poll(() => voucherMails().length, { timeout: 15_000 }).toBe(1);

    const raw = voucherMails()[0]!;
    expect(raw).toMatch(new RegExp(`^To: ${account.email.replace(/[.+]/g, "\\$&")}\\r?$`, "mi"));
    expect(raw).toContain(`Kode: ${code}`);
    const part = /Content-Type: application\/pdf[^\r\n]*(?:\r\n[^\r\n]+)*\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(raw);
    expect(part, "a PDF attachment").not.toBeNull();
    expect(raw).toMatch(/filename="?MAGIC-[A-Z0-9]+\.pdf"?/);
    const pdf = Buffer.from(part![1]!.replace(/\r\n/g, ""), "base64");
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdfText(pdf)).toContain(`Kode: ${code}`);
  });
});
