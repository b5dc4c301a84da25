// Payouts in a real Chromium: the partner's dashboard figures and /business/payouts (the account
// number's check, a statement downloaded as PDF and CSV) in both languages, and the admin
// approving a run and marking it paid. Axe on each. The partner, its redeemed vouchers and the
// run are written straight into the app's database.
import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPartner, createUser } from "#domain/demo/factories.server";
import { createPayoutRun } from "#domain/partners/payout-runs.server";
import { expectNoAxeViolations } from "../support/axe";
import { sessionFor } from "../support/accounts";
import { setupAppDatabase } from "../support/app-database";
import { setupBrowser, visit } from "../support/browser-page";
import { addPaidOrder, createDeal, endCreatedDeals } from "../support/partner-fixtures";
import { pdfText } from "../support/pdf-text";

const browser = setupBrowser();
const app = setupAppDatabase();

let partnerSession: string;
let adminSession: string;
let runId: string;

beforeAll(async () => {
  const partner = await createPartner(app.db, { name: "Utbetaling Spa", plan: "starter" });
  partnerSession = await sessionFor(app.db, partner.userId);
  const admin = await createUser(app.db, { role: "admin", email: `admin+${crypto.randomUUID()}@example.no` });
  adminSession = await sessionFor(app.db, admin.id);
  // A picture the app has (the factory's default is a name only).
  const [picture] = await app.rows<{ image_src: string }>("SELECT image_src FROM deals ORDER BY id LIMIT 1");
  const deal = await createDeal(app.db, partner.partnerId, { imageSrc: picture!.image_src });
  const order = await addPaidOrder(app.db, {
    dealId: deal.id,
    userId: null,
    quantity: 5,
    unitPriceOre: 50_000,
    at: new Date(Date.now() - 3_600_000),
  });
  // Four of five redeemed half an hour ago; one still open.
  const redeemed = order.voucherIds.slice(0, 4);
  await app.db.execute(sql`UPDATE vouchers SET status = 'redeemed' WHERE id = ANY(${sql.param(redeemed)}::uuid[])`);
  await app.db.execute(sql`INSERT INTO voucher_events (voucher_id, from_status, to_status, occurred_at)
    SELECT id, 'active', 'redeemed', now() - interval '30 minutes' FROM unnest(${sql.param(redeemed)}::uuid[]) AS id`);
  // A period of its own (to the millisecond), so other files' runs do not collide with it.
  const run = await createPayoutRun(app.db, new Date(Date.now() - 60_000 - Math.floor(Math.random() * 60_000)));
  if (!run.created) throw new Error("no run");
  runId = run.runId;
});

afterAll(async () => {
  await endCreatedDeals(app.db);
});

/** innerText with no-break spaces as plain ones. */
const textOf = async (locator: { innerText: () => Promise<string> }) => (await locator.innerText()).replace(/\s/g, " ");

// Starter: 20 % commission of 500 kr = 100 kr, 25 kr VAT on it, 375 kr net per voucher.
describe("the partner's payouts", () => {
  it("shows earnings, rates and liability on the dashboard, and a statement to download (Bokmål)", async () => {
    const page = await browser.newPage({ session: partnerSession });
    await visit(page, "/business/dashboard");
    const summary = page.getByTestId("payout-summary");
    expect(await textOf(summary.getByTestId("payout-earned"))).toContain("1 500 kr");
    expect(await textOf(summary.getByTestId("payout-redemption-rate"))).toContain("80,0 %");
    expect(await textOf(summary.getByTestId("payout-refund-rate"))).toContain("0,0 %");
    expect(await textOf(summary.getByTestId("payout-liability"))).toContain("500 kr");
    expect(await textOf(summary.getByTestId("payout-next-payout"))).toContain("Neste utbetaling");
    await expectNoAxeViolations(page);

    await summary.getByRole("link", { name: "Utbetalinger og oppgjør" }).click();
    await page.waitForURL("**/business/payouts");
    await page.getByRole("heading", { name: "Utbetalinger", level: 1 }).waitFor();
    expect(await page.getByTestId("account-missing").isVisible()).toBe(true);
    const row = page.getByTestId("payout-row").first();
    expect(await textOf(row)).toContain("1 500 kr");
    expect(await row.innerText()).toContain("Til godkjenning");
    const [pdf] = await Promise.all([
      page.waitForEvent("download"),
      row.getByRole("link", { name: /som PDF/ }).click(),
    ]);
    const text = pdfText(await readFile((await pdf.path())!));
    expect(text).toContain("Utbetalingsoppgjør");
    expect(text).toContain("Utbetaling Spa");
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      row.getByRole("link", { name: /som CSV/ }).click(),
    ]);
    const lines = (await readFile((await csv.path())!, "utf8")).trim().split("\r\n");
    expect(lines).toHaveLength(6);
    expect(lines.at(-1)).toBe("total;;;2000.00;400.00;100.00;1500.00");
    await expectNoAxeViolations(page);
  });

  it("refuses an account number whose check digit is wrong, and saves a right one (English)", async () => {
    const page = await browser.newPage({ session: partnerSession, lang: "en", allowConsole: /status of 400/ });
    await visit(page, "/business/payouts");
    const field = page.getByLabel("Account number", { exact: true });
    await field.fill("1234 56 78904");
    await page.getByRole("button", { name: "Save account number" }).click();
    await page.getByText("The account number is not valid (its check digit does not match).").first().waitFor();
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    await expectNoAxeViolations(page);
    await page.getByLabel("Account number", { exact: true }).fill("1234 56 78903");
    await page.getByRole("button", { name: "Save account number" }).click();
    await page.getByText("The account number is saved.").waitFor();
    expect(await page.getByLabel("Account number", { exact: true }).inputValue()).toBe("1234.56.78903");
    expect(await page.getByTestId("payout-row").first().innerText()).toContain("Awaiting approval");
  });
});

describe("the admin's payout runs", () => {
  it("approves a run and marks it paid (Bokmål), and the partner sees it paid", async () => {
    const page = await browser.newPage({ session: adminSession });
    await visit(page, "/admin/payouts");
    const row = page
      .getByTestId("payout-run")
      .filter({ has: page.locator(`a[href="/admin/payouts/${runId}/payout-file.csv"]`) });
    await expectNoAxeViolations(page);
    await row.getByRole("button", { name: "Godkjenn" }).click();
    await page.getByText("Kjøringen er godkjent.").waitFor();
    await row.getByRole("button", { name: "Merk som betalt" }).click();
    await page.getByText("Kjøringen er merket som betalt, og partnerne får e-post.").waitFor();
    await row.getByText("Utbetalt").waitFor();
    const [file] = await Promise.all([
      page.waitForEvent("download"),
      row.getByRole("link", { name: /Last ned betalingsfilen/ }).click(),
    ]);
    const csv = await readFile((await file.path())!, "utf8");
    expect(csv.split("\r\n")[0]).toBe("partner;org_number;account_number;amount_nok;kid");
    expect(csv).toContain("Utbetaling Spa;");

    const partnerPage = await browser.newPage({ session: partnerSession, lang: "en" });
    await visit(partnerPage, "/business/payouts");
    expect(await partnerPage.getByTestId("payout-row").first().innerText()).toContain("Paid");
  });

  it("shows the runs in English", async () => {
    const page = await browser.newPage({ session: adminSession, lang: "en" });
    await visit(page, "/admin/payouts");
    await page.getByRole("heading", { name: "Payouts", level: 1 }).waitFor();
    expect(await page.getByTestId("payout-run").count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });
});
