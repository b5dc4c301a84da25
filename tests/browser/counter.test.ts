// The partner's counter in a real Chromium without BarcodeDetector (as on an iPhone, in Firefox
// or in Chrome on Linux): the camera films the customer's QR code and the page reads it with its
// own decoder; a redemption is green with the time and empties the field; today's redemptions
// are listed; the owner undoes one. In English, a code typed in lower case with spaces.
import { and, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { deals } from "../../db/schema.server";
import { DEMO_PARTNER, register, signIn, findDemoPartnerId } from "../support/accounts";
import { setupAppDatabase } from "../support/app-database";
import { expectNoAxeViolations } from "../support/axe";
import { main } from "../support/browser-actions";
import { setupBrowser, visit, type Lang } from "../support/browser-page";
import { fillGuestCart, payAtCheckoutByCard } from "../support/checkout-form";
import { fakeCamera } from "../support/fake-camera";

const camera = fakeCamera();
const browser = setupBrowser(undefined, camera.flags);
const app = setupAppDatabase();
// Refused undos answer 409, which Chromium logs.
const REFUSED = /Failed to load resource: the server responded with a status of 409/;

let partnerSession = "";
let partnerId = "";
beforeAll(async () => {
  partnerSession = await signIn(browser.baseUrl, DEMO_PARTNER);
  partnerId = await findDemoPartnerId(app.db);
});

/** A customer buys one of the demo partner's deals; the codes as the customer's page shows them. */
async function customerCodes(quantity: number): Promise<string[]> {
  const { session } = await register(browser.baseUrl, "Kari Kjøper");
  const buyer = await browser.newPage({ session });
  const [deal] = await app.db
    .select({ id: deals.id })
    .from(deals)
    .where(and(eq(deals.partnerId, partnerId), eq(deals.status, "published")))
    .orderBy(deals.id)
    .limit(1);
  await fillGuestCart(buyer, app.pool, [{ dealId: deal!.id, kind: "basic", quantity }]);
  await visit(buyer, "/checkout");
  await payAtCheckoutByCard(buyer);
  await buyer.waitForURL(/\/payment\/success\?order=/);
  await buyer.getByTestId("voucher-code").first().waitFor();
  return buyer.getByTestId("voucher-code").allInnerTexts();
}

async function counterPage(lang: Lang): Promise<Page> {
  const page = await browser.newPage({ session: partnerSession, lang, allowConsole: REFUSED });
  await visit(page, "/business/redeem");
  return page;
}

const codeField = (page: Page, lang: Lang) =>
  main(page).getByLabel(lang === "no" ? "Verdikortkode" : "Voucher code", { exact: true });

describe("the counter", () => {
  it("reads the QR code from the camera without BarcodeDetector, redeems in green and lets the owner undo", async () => {
    const [code] = await customerCodes(1);
    const counter = await counterPage("no");
    expect(await counter.evaluate(() => "BarcodeDetector" in globalThis)).toBe(false);

    // The customer's phone shows the QR code of the stored code (without the reading dash).
    camera.show(code!.replace(/^MAGIC-(\w{5})-/, "MAGIC-$1"));
    await main(counter).getByRole("button", { name: "Skann QR-kode" }).click();
    await counter.getByTestId("voucher-state").waitFor();
    expect(await counter.getByTestId("voucher-state").innerText()).toBe("Gyldig – kan løses inn");
    // Shown as the customer sees it.
    expect(await main(counter).getByRole("heading", { level: 2, name: code! }).count()).toBe(1);

    await main(counter).getByRole("button", { name: "Løs inn", exact: true }).click();
    const done = counter.getByTestId("redeemed");
    await done.waitFor();
    expect(await done.innerText()).toMatch(/Løst inn kl\. \d\d\.\d\d/);
    expect(await done.getAttribute("class")).toContain("emerald");
    expect(await codeField(counter, "no").inputValue()).toBe("");
    const today = counter.getByTestId("todays-redemptions");
    await today.getByRole("row").filter({ hasText: code! }).waitFor();
    await expectNoAxeViolations(counter);

    await today.getByRole("button", { name: `Angre innløsningen av ${code}` }).click();
    await main(counter).getByText(`Innløsningen av ${code} er angret. Verdikortet er gyldig igjen.`).waitFor();
    await today.getByRole("row").filter({ hasText: code! }).filter({ hasText: "Angret" }).waitFor();
    expect(await today.getByRole("button", { name: `Angre innløsningen av ${code}` }).count()).toBe(0);
    const { rows } = await app.pool.query<{ status: string }>("SELECT status FROM vouchers WHERE code = $1", [
      code!.replace(/^MAGIC-(\w{5})-/, "MAGIC-$1"),
    ]);
    expect(rows[0]?.status).toBe("active");
  });

  it("finds a code typed in lower case with spaces, in English, and refuses an undo after the window", async () => {
    const [code] = await customerCodes(1);
    const counter = await counterPage("en");
    const typed = code!.toLowerCase().replaceAll("-", " ");
    await codeField(counter, "en").fill(typed);
    await main(counter).getByRole("button", { name: "Find voucher" }).click();
    await counter.getByTestId("voucher-state").waitFor();
    expect(await counter.getByTestId("voucher-state").innerText()).toBe("Valid – can be redeemed");
    await main(counter).getByRole("button", { name: "Redeem", exact: true }).click();
    await counter.getByTestId("redeemed").waitFor();
    expect(await counter.getByTestId("redeemed").innerText()).toMatch(/Redeemed at \d\d:\d\d/);

    // Eleven minutes later the Undo button is gone, and a stale one is refused.
    const stored = code!.replace(/^MAGIC-(\w{5})-/, "MAGIC-$1");
    await app.pool.query(
      `UPDATE voucher_events SET occurred_at = occurred_at - interval '11 minutes'
        WHERE to_status = 'redeemed' AND voucher_id = (SELECT id FROM vouchers WHERE code = $1)`,
      [stored],
    );
    const undo = counter
      .getByTestId("todays-redemptions")
      .getByRole("button", { name: `Undo the redemption of ${code}` });
    await undo.click();
    await main(counter)
      .getByText(/can no longer be undone/)
      .waitFor();
    await visit(counter, "/business/redeem");
    expect(await counter.getByRole("button", { name: `Undo the redemption of ${code}` }).count()).toBe(0);
    const { rows } = await app.pool.query<{ status: string }>("SELECT status FROM vouchers WHERE code = $1", [stored]);
    expect(rows[0]?.status).toBe("redeemed");
    await expectNoAxeViolations(counter);
  });
});
