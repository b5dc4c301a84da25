// Signed-in checkout, paying twice at once, and My Vouchers (/account/vouchers) in a real Chromium:
// the account's e-mail instead of the field, one order per purchase however often Pay is sent, the
// vouchers listed with code, status, Copy and QR code, nobody else's vouchers, sign-in required,
// axe. Accounts are registered through /register; rows are read with pg.
import { randomUUID } from "node:crypto";
import type { APIResponse, Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe";
import { register } from "../support/accounts";
import { setupAppDatabase } from "../support/app-database";
import { main, path, toastWith } from "../support/browser-actions";
import { setupBrowser, visit, type Lang } from "../support/browser-page";
import { chooseCardAndAcceptTerms, fillGuestCart, payButton, payInCardFrame } from "../support/checkout-form";
import { mailsTo } from "../support/outbox";
import { pdfText } from "../support/pdf-text";
import { formatPrice } from "#i18n/format";

const browser = setupBrowser();
const { pool } = setupAppDatabase();

const CODE = /^MAGIC-[A-HJ-KM-NP-Z2-9]{5}-[A-HJ-KM-NP-Z2-9]{5}$/;
const DATE = { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Europe/Oslo" } as const;
const date = (value: Date, lang: Lang) => value.toLocaleDateString(lang === "no" ? "nb-NO" : "en-GB", DATE);

type Account = Awaited<ReturnType<typeof register>>;

let buyer: Account;
let other: Account;
// Registrations are throttled per client address: setupAppDatabase clears the counters around the file.
beforeAll(async () => {
  buyer = await register(browser.baseUrl, "Kari Kjøper");
  other = await register(browser.baseUrl, "Ola Annen");
});

const newPage = (
  options: { lang?: Lang; as?: Account; clipboard?: boolean; allowConsole?: RegExp; javaScriptEnabled?: boolean } = {},
) =>
  browser.newPage({
    lang: options.lang,
    javaScriptEnabled: options.javaScriptEnabled,
    session: options.as?.session,
    allowConsole: options.allowConsole,
    ...(options.clipboard ? { permissions: ["clipboard-read", "clipboard-write"] } : {}),
  });

const voucherWith = (scope: Page | Locator, code: string) => scope.getByTestId("voucher").filter({ hasText: code });

/** Basic × `quantity` of the first live deal in the browser's cart storage, as the app stores it. */
async function seedCart(page: Page, quantity: number) {
  const { rows } = await pool.query<{ id: number; title: string; city: string }>(
    `SELECT d.id, d.title, d.city FROM deals d JOIN deal_packages p ON p.deal_id = d.id AND p.kind = 'basic'
      WHERE d.status = 'published' AND d.ends_at > now() ORDER BY d.id LIMIT 1`,
  );
  const deal = rows[0]!;
  await fillGuestCart(page, pool, [{ dealId: deal.id, kind: "basic", quantity }]);
  return { title: deal.title, city: deal.city };
}

/** What the signed-in checkout bought: the codes as shown, their validity and the success page. */
let bought: { codes: string[]; validUntil: Date; successUrl: string } | undefined;

describe("signed-in checkout", () => {
  it("uses the account's e-mail and puts the vouchers in My Vouchers", async () => {
    const page = await newPage({ as: buyer });
    const deal = await seedCart(page, 2);
    await visit(page, "/checkout");
    await payButton(page).waitFor();
    expect(await main(page).getByLabel("E-post for verdikortene").count()).toBe(0);
    expect(await main(page).getByText(`E-post for verdikortene: ${buyer.email}`).isVisible()).toBe(true);

    await chooseCardAndAcceptTerms(page);
    await payButton(page).click();
    await payInCardFrame(page);
    await page.waitForURL(/\/payment\/success\?order=/);
    await page.getByTestId("order-number").waitFor();
    const codes = await page.getByTestId("voucher-code").allInnerTexts();
    expect(codes).toHaveLength(2);
    for (const code of codes) expect(code).toMatch(CODE);

    const order = await pool.query(
      `SELECT o.email, u.email AS account, min(v.valid_until) AS valid_until FROM orders o
         JOIN users u ON u.id = o.user_id JOIN vouchers v ON v.order_id = o.id
        WHERE o.number = $1 GROUP BY o.id, u.id`,
      [await page.getByTestId("order-number").innerText()],
    );
    expect(order.rows).toMatchObject([{ email: buyer.email, account: buyer.email }]);
    const validUntil: Date = order.rows[0].valid_until;
    bought = { codes, validUntil, successUrl: page.url() };

    await main(page).getByRole("link", { name: "Mine verdikort" }).click();
    await page.waitForURL(/\/account\/vouchers$/);
    await page.getByRole("heading", { level: 1, name: "Mine verdikort" }).waitFor();
    for (const code of codes) {
      const card = voucherWith(page, code);
      expect(await card.count()).toBe(1);
      expect(await card.getByRole("heading", { level: 3 }).innerText()).toBe(deal.title);
      expect(await card.getByText(deal.city, { exact: true }).isVisible()).toBe(true);
      expect(await card.getByText(`Gyldig til ${date(validUntil, "no")}`, { exact: true }).isVisible()).toBe(true);
      expect(await card.getByTestId("voucher-code").innerText()).toBe(code);
      expect(await card.getByTestId("voucher-status").innerText()).toBe("Aktiv");
    }
  });
});

describe("my vouchers", () => {
  const purchase = () => {
    if (!bought) throw new Error("The signed-in checkout above did not buy anything");
    return bought;
  };

  it("copies a code to the clipboard with a toast", async () => {
    const { codes } = purchase();
    const page = await newPage({ as: buyer, clipboard: true });
    await visit(page, "/account/vouchers");
    await voucherWith(page, codes[1]!).getByRole("button", { name: "Kopier kode" }).click();
    expect((await toastWith(page, "Koden er kopiert")).text).toContain(codes[1]);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes[1]);
  });

  it("shows and hides a voucher's QR code", async () => {
    const { codes } = purchase();
    const page = await newPage({ as: buyer });
    await visit(page, "/account/vouchers");
    const card = voucherWith(page, codes[0]!);
    expect(await card.getByTestId("voucher-qr").count()).toBe(0);
    const show = card.getByRole("button", { name: "Vis QR-kode" });
    expect(await show.getAttribute("aria-expanded")).toBe("false");
    await show.click();
    const qr = card.getByRole("img", { name: `QR-kode for ${codes[0]}` });
    await qr.waitFor();
    expect(await card.getByTestId("voucher-qr").getAttribute("alt")).toContain(codes[0]);
    expect(await card.getByTestId("voucher-qr").getAttribute("src")).toMatch(/^data:image\//);
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const hide = card.getByRole("button", { name: "Skjul QR-kode" });
    expect(await hide.getAttribute("aria-expanded")).toBe("true");
    await expectNoAxeViolations(page);
    await hide.click();
    await card.getByTestId("voucher-qr").waitFor({ state: "detached" });
    expect(await card.getByRole("button", { name: "Vis QR-kode" }).isVisible()).toBe(true);
    // The other voucher's QR code stayed hidden throughout.
    expect(await page.getByTestId("voucher-qr").count()).toBe(0);
  });

  it("lists the vouchers in English with no axe violations", async () => {
    const { codes, validUntil } = purchase();
    const page = await newPage({ as: buyer, lang: "en" });
    await visit(page, "/account/vouchers");
    await page.getByRole("heading", { level: 1, name: "My Vouchers" }).waitFor();
    const card = voucherWith(page, codes[0]!);
    expect(await card.getByTestId("voucher-status").innerText()).toBe("Active");
    expect(await card.getByText(`Valid until ${date(validUntil, "en")}`, { exact: true }).isVisible()).toBe(true);
    await card.getByRole("button", { name: "Show QR Code" }).click();
    await card.getByRole("img", { name: `QR code for ${codes[0]}` }).waitFor();
    await expectNoAxeViolations(page);
  });

  it("shows another account none of them, nor the buyer's order", async () => {
    const { codes, successUrl } = purchase();
    // The buyer's order answers this account 404 (Chromium logs it).
    const page = await newPage({ as: other, allowConsole: /status of 404/ });
    await visit(page, "/account/vouchers");
    await main(page).getByText("Du har ingen verdikort ennå.").waitFor();
    expect(await page.getByTestId("voucher").count()).toBe(0);
    const body = await page.locator("body").innerText();
    for (const code of codes) expect(body).not.toContain(code);
    await expectNoAxeViolations(page);

    await visit(page, successUrl);
    await main(page).getByRole("heading", { level: 1, name: "Fant ikke bestillingen." }).waitFor();
    expect(await page.locator("body").innerText()).not.toContain(codes[0]);
  });

  it("sends a signed-out visitor to /login", async () => {
    const page = await newPage();
    await visit(page, "/account/vouchers");
    expect(path(page)).toBe("/login?redirectTo=%2Faccount%2Fvouchers");
    expect(await page.getByTestId("voucher").count()).toBe(0);
  });
});

describe("refunding a voucher", () => {
  const purchase = () => {
    if (!bought) throw new Error("The signed-in checkout above did not buy anything");
    return bought;
  };
  const flat = (text: string) => text.replace(/\s+/g, " ").trim();
  /** What the refund should say: the voucher's price, the card it goes back to, and the last day. */
  async function refundFacts(code: string, lang: Lang) {
    const { rows } = await pool.query<{
      id: string;
      price: string;
      brand: string;
      last4: string;
      created_at: Date;
    }>(
      `SELECT v.id, ol.unit_price_ore AS price, o.card_brand AS brand, o.card_last4 AS last4, o.created_at
         FROM vouchers v JOIN orders o ON o.id = v.order_id JOIN order_lines ol ON ol.id = v.order_line_id
        WHERE replace(v.code, '-', '') = replace($1, '-', '')`,
      [code],
    );
    const row = rows[0]!;
    return {
      id: row.id,
      amount: flat(formatPrice(Number(row.price), lang)),
      method: `${row.brand} ·· ${row.last4}`,
      deadline: date(new Date(row.created_at.getTime() + 14 * 86_400_000), lang),
    };
  }
  const statusOf = async (id: string) =>
    (await pool.query<{ status: string }>("SELECT status FROM vouchers WHERE id = $1", [id])).rows[0]!.status;

  it("asks first, saying how much goes back to which card; Avbryt keeps the voucher, Bekreft refunds it", async () => {
    const { codes } = purchase();
    const code = codes[1]!;
    const facts = await refundFacts(code, "no");
    expect(facts.method).toMatch(/^\w+ ·· \d{4}$/);
    const page = await newPage({ as: buyer });
    await visit(page, "/account/vouchers");
    const active = page.getByRole("region", { name: "Klare til bruk" });
    const card = voucherWith(active, code);
    expect(await card.getByText(`Kan refunderes til ${facts.deadline}`, { exact: true }).isVisible()).toBe(true);

    await card.getByRole("button", { name: "Refunder" }).click();
    const dialog = page.getByRole("dialog", { name: "Refundere verdikortet?" });
    await dialog.waitFor();
    expect(flat(await dialog.getByTestId("refund-amount").innerText())).toBe(
      `${facts.amount} tilbake til ${facts.method}`,
    );
    await expect.poll(() => dialog.evaluate((d) => d.matches(":modal"))).toBe(true);
    await expectNoAxeViolations(page);

    await dialog.getByRole("link", { name: "Avbryt" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await statusOf(facts.id)).toBe("active");
    expect(await voucherWith(active, code).getByTestId("voucher-status").innerText()).toBe("Aktiv");
    // Escape closes the dialog like Avbryt.
    await voucherWith(active, code).getByRole("button", { name: "Refunder" }).click();
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await statusOf(facts.id)).toBe("active");

    await voucherWith(active, code).getByRole("button", { name: "Refunder" }).click();
    await dialog.getByRole("button", { name: "Bekreft refusjon" }).click();
    await main(page).getByText(`Verdikortet er refundert. ${facts.amount} går tilbake til ${facts.method}.`).waitFor();
    await dialog.waitFor({ state: "detached" });
    expect(await statusOf(facts.id)).toBe("refunded");

    const refunded = voucherWith(page.getByRole("region", { name: "Tidligere verdikort" }), code);
    expect(await refunded.count()).toBe(1);
    expect(await voucherWith(active, code).count()).toBe(0);
    expect(await refunded.getByRole("button", { name: "Vis QR-kode" }).count()).toBe(0);
    expect(await refunded.getByRole("link", { name: "Last ned PDF" }).count()).toBe(0);
    expect(await refunded.getByRole("button", { name: "Send på e-post" }).count()).toBe(0);
    expect(await refunded.getByRole("button", { name: "Refunder" }).count()).toBe(0);
    await expectNoAxeViolations(page);

    const pdf = await page.request.get(`/vouchers/${facts.id}/pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdfText(Buffer.from(await pdf.body()))).toContain("REFUNDERT");
  });

  it("works without JavaScript, in English: a confirm step, Cancel, then Confirm refund", async () => {
    const { codes } = purchase();
    const code = codes[0]!;
    const facts = await refundFacts(code, "en");
    const page = await newPage({ as: buyer, lang: "en", javaScriptEnabled: false });
    await page.goto("/account/vouchers");
    const active = page.getByRole("region", { name: "Ready to use" });
    const card = voucherWith(active, code);
    expect(await card.getByText(`Refundable until ${facts.deadline}`, { exact: true }).isVisible()).toBe(true);

    await card.getByRole("button", { name: "Refund" }).click();
    await page.waitForURL(/\/account\/vouchers\?refund=/);
    const dialog = page.getByRole("dialog", { name: "Refund this voucher?" });
    expect(flat(await dialog.getByTestId("refund-amount").innerText())).toBe(`${facts.amount} back to ${facts.method}`);

    await dialog.getByRole("link", { name: "Cancel" }).click();
    await page.waitForURL(/\/account\/vouchers$/);
    expect(await dialog.count()).toBe(0);
    expect(await statusOf(facts.id)).toBe("active");

    await voucherWith(active, code).getByRole("button", { name: "Refund" }).click();
    await page.waitForURL(/\?refund=/);
    await dialog.getByRole("button", { name: "Confirm refund" }).click();
    await main(page)
      .getByText(`The voucher has been refunded. ${facts.amount} goes back to ${facts.method}.`)
      .waitFor();
    expect(await statusOf(facts.id)).toBe("refunded");
    const refunded = voucherWith(page.getByRole("region", { name: "Past vouchers" }), code);
    expect(await refunded.count()).toBe(1);
    expect(await refunded.getByRole("button", { name: "Show QR Code" }).count()).toBe(0);
    expect(await refunded.getByRole("link", { name: "Download PDF" }).count()).toBe(0);
    expect(await refunded.getByRole("button", { name: "Email Voucher" }).count()).toBe(0);

    const pdf = await page.request.get(`/vouchers/${facts.id}/pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdfText(Buffer.from(await pdf.body()))).toContain("REFUNDED");
  });
});

describe("paying twice", () => {
  /** A guest with a fresh address and 2 vouchers in the cart, card chosen and the terms accepted. */
  async function guestReadyToPay(page: Page) {
    const email = `gjest+${randomUUID()}@example.no`;
    await seedCart(page, 2);
    await visit(page, "/checkout");
    await main(page).getByLabel("E-post for verdikortene", { exact: true }).fill(email);
    await chooseCardAndAcceptTerms(page);
    return email;
  }
  const count = async (sql: string, email: string) => Number((await pool.query(sql, [email])).rows[0].count);
  const orders = (email: string) => count("SELECT count(*) FROM orders WHERE email = $1", email);
  const vouchers = (email: string) =>
    count("SELECT count(*) FROM vouchers v JOIN orders o ON o.id = v.order_id WHERE o.email = $1", email);
  const mails = async (email: string) => (await mailsTo(pool, email)).length;

  it("makes one order from a double click on Pay", async () => {
    const page = await newPage();
    const email = await guestReadyToPay(page);
    await payButton(page).dblclick();
    await payInCardFrame(page);
    await page.waitForURL(/\/payment\/success\?order=/);
    await page.getByTestId("order-number").waitFor();
    expect(await orders(email)).toBe(1);
    expect(await vouchers(email)).toBe(2);
  });

  it("makes one order, and sends one e-mail, when the same payment reaches the server twice at once", async () => {
    const page = await newPage();
    const email = await guestReadyToPay(page);
    // The form sends one request (a second submit aborts the first in the browser): send a copy of
    // it, same cookies and idempotency key, alongside the original.
    let copy: Promise<APIResponse> | undefined;
    await page.route(
      (url) => url.pathname === "/checkout.data",
      async (route) => {
        const request = route.request();
        if (request.method() === "POST" && !copy) {
          const headers = { "content-type": request.headers()["content-type"] ?? "", origin: browser.baseUrl };
          copy = page.request.post(request.url(), { headers, data: request.postDataBuffer() ?? "" });
        }
        await route.fallback();
      },
    );
    await payButton(page).click();
    await payInCardFrame(page);
    await page.waitForURL(/\/payment\/success\?order=/);
    await page.getByTestId("order-number").waitFor();
    // Both requests found the same hold: one payment, one order.
    expect((await copy!).status()).toBe(200);
    expect(await count("SELECT count(*) FROM checkout_holds WHERE email = $1", email)).toBe(1);
    expect(await orders(email)).toBe(1);
    expect(await vouchers(email)).toBe(2);
    // The request that wrote the order may still be sending its e-mail: one arrives, never two.
    await expect.poll(() => mails(email)).toBe(1);
  });
});
