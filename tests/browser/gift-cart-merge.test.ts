// A guest's gift survives signing in, in a real Chromium: the cart line marked "Gi som gave"
// (recipient, greeting, day) in browser storage joins the account's cart at sign-in with its gift.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { osloToday } from "../../domain/vouchers/gift-input";
import { newAccount } from "../support/accounts";
import { setupAppDatabase } from "../support/app-database";
import { main } from "../support/browser-actions";
import { setupBrowser, visit, waitForHydration } from "../support/browser-page";

const browser = setupBrowser();
const db = setupAppDatabase();
let dealId = 0;

beforeAll(async () => {
  const [row] = await db.rows<{ id: number }>(
    `SELECT d.id FROM deals d JOIN deal_packages p ON p.deal_id = d.id AND p.kind = 'basic' AND p.min_quantity = 1
      WHERE d.status = 'published' AND d.ends_at > now() + interval '1 day' AND d.units_cap IS NULL
        AND d.per_customer_limit IS NULL AND d.starts_at IS NULL ORDER BY d.id DESC LIMIT 1 OFFSET 1`,
  );
  dealId = row!.id;
});

describe("a guest's gift at sign-in", () => {
  it("stays on the cart line after the guest signs in", async () => {
    const account = await newAccount(db.db, "Kari Giver");
    const recipient = `mottaker+${randomUUID()}@example.no`;
    const page = await browser.newPage();
    await visit(page, `/deal/${dealId}`);
    await page.getByRole("button", { name: "Gi som gave" }).click();
    const form = page.getByTestId("gift-form");
    await form.getByLabel("Mottakerens navn").fill("Ola");
    await form.getByLabel("Mottakerens e-post").fill(recipient);
    await form.getByLabel("Hilsen (valgfritt)").fill("Gratulerer med dagen!");
    await form.getByLabel("Sendes dato").fill(osloToday(new Date()));
    await form.getByRole("button", { name: "Legg gaven i handlekurven" }).click();
    await form.waitFor({ state: "detached" });
    await visit(page, "/cart");
    await page.getByTestId("cart-line-gift").getByText("Gave til Ola").waitFor();

    await visit(page, "/login?redirectTo=/cart");
    await main(page).getByLabel("E-post", { exact: true }).fill(account.email);
    await main(page).getByLabel("Passord", { exact: true }).fill(account.password);
    await main(page).getByRole("button", { name: "Logg inn", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/cart");
    await waitForHydration(page);
    // The browser's copy goes once the server's merged cart is shown.
    await page.waitForFunction(() => {
      const stored = localStorage.getItem("cart-storage");
      return stored !== null && (JSON.parse(stored) as { state: { items: unknown[] } }).state.items.length === 0;
    });

    const [line] = await db.rows<{ gift: { recipientName: string; recipientEmail: string; message: string } | null }>(
      "SELECT gift FROM cart_items WHERE user_id = $1 AND deal_id = $2",
      [account.id, dealId],
    );
    expect(line?.gift).toMatchObject({
      recipientName: "Ola",
      recipientEmail: recipient,
      message: "Gratulerer med dagen!",
    });

    // The account's cart, read from the server on a fresh page, still shows it as a gift.
    await visit(page, "/cart");
    await page.getByTestId("cart-line-gift").getByText("Gave til Ola").waitFor();
  });
});
