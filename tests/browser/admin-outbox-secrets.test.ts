// The admin outbox never shows a reset link's token or a voucher code: not in the list, not in
// the opened message (page and its data request), while the message waits to be sent.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { passwordResetMail } from "../../domain/accounts/password-reset-mail.server";
import { orderConfirmationMail } from "../../domain/checkout/order-confirmation-mail.server";
import { createMailer, queueMail } from "../../domain/platform/mail.server";
import { setupAppDatabase } from "../support/app-database";
import { setupBrowser, visit } from "../support/browser-page";
import { HttpClient } from "../support/http-client";

const browser = setupBrowser();
const app = setupAppDatabase();
const outboxOnly = createMailer(undefined, "MagicDeals <no-reply@magicdeals.no>");

const TOKEN = randomUUID().replace(/-/g, "") + "Xy_9";
const CODE = `MAGIC-${randomUUID()
  .replace(/[^A-Z2-9]/gi, "")
  .toUpperCase()
  .slice(0, 10)}`;
const GROUPED = `${CODE.slice(0, 11)}-${CODE.slice(11)}`;

let admin: HttpClient;
let resetId = "";
let orderId = "";

beforeAll(async () => {
  admin = new HttpClient(browser.baseUrl);
  const response = await admin.postForm("/login", {
    email: "admin@demo.magicdeals.no",
    password: "admin-demo-2026",
    redirectTo: "/",
  });
  expect(response.status).toBe(302);
  resetId = await queueMail(
    app.db,
    outboxOnly,
    passwordResetMail(
      { name: "Kari", email: "kari-secret@example.no" },
      "no",
      `${browser.baseUrl}/reset-password/${TOKEN}`,
    ),
  );
  orderId = await queueMail(
    app.db,
    outboxOnly,
    orderConfirmationMail(
      {
        id: crypto.randomUUID(),
        email: "kari-secret@example.no",
        number: "MD-9001",
        createdAt: new Date(),
        totalOre: 49_900,
        lines: [{ title: "Spadag", quantity: 1, unitPriceOre: 49_900 }],
        payment: { type: "card", brand: "Visa", last4: "4242" },
        vouchers: [{ code: CODE, title: "Spadag", validUntil: "2027-05-01" }],
      },
      "en",
      { kind: "account", url: `${browser.baseUrl}/account/vouchers` },
    ),
  );
});

const leaks = (body: string) => [TOKEN, CODE, GROUPED].filter((secret) => body.includes(secret));

describe("the admin outbox and secrets", () => {
  it("keeps the secrets in the stored message that is still to be sent", async () => {
    const { rows } = await app.pool.query<{ text: string }>("SELECT text FROM mail_messages WHERE id = $1", [resetId]);
    expect(rows[0]!.text).toContain(TOKEN);
  });

  it("shows neither the token nor the voucher code over HTTP: list, message pages and data requests", async () => {
    for (const path of [
      "/admin/outbox",
      `/admin/outbox?id=${resetId}`,
      `/admin/outbox?id=${orderId}`,
      `/admin/outbox.data`,
      `/admin/outbox.data?id=${resetId}`,
      `/admin/outbox.data?id=${orderId}`,
    ]) {
      const response = await admin.get(path);
      expect(response.status, path).toBe(200);
      const body = await response.text();
      expect(leaks(body), path).toEqual([]);
      if (path.includes("?id=")) expect(body, path).toContain("[skjult]");
    }
  });

  it("shows [hidden] in place of the code in Chromium, for an English-speaking admin", async () => {
    const page = await browser.newPage({
      viewport: { width: 1280, height: 900 },
      allowConsole: /Blocked script execution in 'about:srcdoc'/,
    });
    const session = /(?:^|; )session=([^;]+)/.exec(admin.cookieHeader())![1]!;
    await page.context().addCookies([
      { name: "session", value: session, url: browser.baseUrl },
      { name: "language", value: "en", url: browser.baseUrl },
    ]);
    await visit(page, `/admin/outbox?id=${orderId}`);
    const shown = await page.getByRole("main").innerText();
    expect(shown).toContain("[hidden]");
    expect(leaks(shown)).toEqual([]);
    expect(leaks(await page.content())).toEqual([]);
  });
});
