// The receipt and refund states where people see them, in a real Chromium: My Vouchers links
// each voucher to its order's receipt PDF (the buyer's own), and shows "Refusjon behandles" while
// the provider has not confirmed the money back; the admin's Orders and vouchers page shows a
// refund in progress, and one the provider refused, with what to do.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { setupBrowser, visit } from "../support/browser-page";
import { CHECKOUT_BY_CARD, payCheckoutAnswer } from "../support/checkout-http";
import { HttpClient } from "../support/http-client";
import { pdfText } from "../support/pdf-text";
import { registerAndSignIn } from "../support/sign-up";

const browser = setupBrowser();
const pool = new pg.Pool({ connectionString: inject("appDatabaseUrl"), max: 2 });
const clearRegisterLimit = () => pool.query("DELETE FROM rate_limits WHERE key LIKE 'register:ip:%'");

let session = "";
let adminSession = "";
let order: { id: string; number: string; voucherId: string };

beforeAll(async () => {
  await clearRegisterLimit();
  const customer = new HttpClient(browser.baseUrl);
  session = await registerAndSignIn(customer, {
    name: "Kari Kvittering",
    email: `kvittering+${randomUUID()}@example.no`,
    password: `hemmelig-${randomUUID()}`,
  });
  const { rows: deals } = await pool.query<{ id: number }>(
    `SELECT d.id FROM deals d JOIN deal_packages p ON p.deal_id = d.id AND p.kind = 'basic'
      WHERE d.status = 'published' AND d.ends_at > now() ORDER BY d.id LIMIT 1`,
  );
  // A signed-in buyer pays for the cart kept on the server.
  const added = await customer.postForm("/cart/lines", {
    intent: "add",
    dealId: String(deals[0]!.id),
    packageKind: "basic",
    quantity: "1",
  });
  await added.arrayBuffer();
  const idempotencyKey = randomUUID();
  const started = await customer.postForm("/checkout", {
    idempotencyKey,
    lines: JSON.stringify([{ dealId: deals[0]!.id, packageKind: "basic", quantity: 1 }]),
    ...CHECKOUT_BY_CARD,
  });
  const answer = await started.text();
  if (started.status >= 400) throw new Error(`checkout: HTTP ${started.status} ${answer.slice(0, 300)}`);
  // Paid by card at the payment service; the return writes the order.
  const returned = await customer.get(await payCheckoutAnswer(answer));
  await returned.arrayBuffer();
  const { rows } = await pool.query<{ id: string; number: string; voucher_id: string }>(
    `SELECT o.id, o.number, v.id AS voucher_id FROM checkout_holds h JOIN orders o ON o.id = h.order_id
       JOIN vouchers v ON v.order_id = o.id WHERE h.idempotency_key = $1`,
    [idempotencyKey],
  );
  order = { id: rows[0]!.id, number: rows[0]!.number, voucherId: rows[0]!.voucher_id };

  const admin = new HttpClient(browser.baseUrl);
  const signedIn = await admin.postForm("/login", {
    email: "admin@demo.magicdeals.no",
    password: "admin-demo-2026",
    redirectTo: "/",
  });
  await signedIn.arrayBuffer();
  adminSession = /(?:^|; )session=([^;]+)/.exec(admin.cookieHeader())![1]!;
});
afterAll(async () => {
  await clearRegisterLimit();
  await pool.end();
});

async function pageAs(sessionValue: string, lang: "no" | "en" = "no") {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page
    .context()
    .addCookies([
      { name: "session", value: sessionValue, url: browser.baseUrl },
      ...(lang === "en" ? [{ name: "language", value: "en", url: browser.baseUrl }] : []),
    ]);
  return page;
}

/** Puts the voucher's refund where a provider may leave it (the local payment service confirms at once). */
async function refundStands(status: "pending" | "failed", reason: string | null = null) {
  await pool.query(
    `INSERT INTO refunds (voucher_id, order_id, charge_reference, amount_ore, status, failure_reason)
     SELECT v.id, v.order_id, 'ref', 100, $2, $3 FROM vouchers v WHERE v.id = $1
     ON CONFLICT (voucher_id) DO UPDATE SET status = $2, failure_reason = $3`,
    [order.voucherId, status, reason],
  );
  await pool.query("UPDATE vouchers SET status = 'refunded' WHERE id = $1", [order.voucherId]);
}

describe("receipts and refunds on screen", () => {
  it("links each voucher on My Vouchers to its order's receipt PDF", async () => {
    const page = await pageAs(session);
    await visit(page, "/account/vouchers");
    const link = page.getByRole("link", { name: "Kvittering (PDF)" }).first();
    expect(await link.getAttribute("href")).toBe(`/orders/${order.id}/receipt.pdf`);
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(`kvittering-${order.number}.pdf`);
    const text = pdfText(await readFile(await download.path()));
    expect(text).toContain(`Ordrenummer: ${order.number}`);
    expect(text).toContain("Org.nr. 921 234 562 MVA");
  });

  it("shows a refund in progress to the customer and the admin, and a refused one to the admin", async () => {
    await refundStands("pending");
    const customer = await pageAs(session);
    await visit(customer, "/account/vouchers");
    await expect.poll(() => customer.getByTestId("voucher-status").first().textContent()).toBe("Refusjon behandles");
    const english = await pageAs(session, "en");
    await visit(english, "/account/vouchers");
    await expect.poll(() => english.getByTestId("voucher-status").first().textContent()).toBe("Refund in progress");

    const admin = await pageAs(adminSession);
    await visit(admin, `/admin/orders?q=${order.number}`);
    await expect.poll(() => admin.getByTestId("admin-voucher").first().textContent()).toContain("Refusjon behandles");

    await refundStands("failed", "invalid: Refund exceeds the captured amount");
    await visit(admin, `/admin/orders?q=${order.number}`);
    const voucher = admin.getByTestId("admin-voucher").first();
    await expect.poll(() => voucher.textContent()).toContain("Refusjon avvist av betalingsleverandøren");
    expect(await voucher.textContent()).toContain("Refund exceeds the captured amount");
    // The customer has not had the money back: still in progress for them.
    await visit(customer, "/account/vouchers");
    await expect.poll(() => customer.getByTestId("voucher-status").first().textContent()).toBe("Refusjon behandles");
  });
});
