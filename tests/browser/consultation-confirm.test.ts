// Confirming a consultation in a real Chromium: book, open the link from the e-mail in the
// outbox (which only shows the booking: mail scanners open links too), press its button, see the
// booking confirmed (and the sales team told); an expired link says so in the visitor's language
// and offers to book again.
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setupAppDatabase } from "../support/app-database";
import { expectNoAxeViolations } from "../support/axe";
import { setupBrowser, visit } from "../support/browser-page";

const browser = setupBrowser();
const app = setupAppDatabase();
const SALES_EMAIL = "salg@magicdeals.no";

const unique = () => randomUUID().slice(0, 8);

/** Oslo's calendar date `days` from today, yyyy-mm-dd. */
function osloDate(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Oslo" }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const field = (page: Page, label: string) => page.getByRole("main").getByLabel(label, { exact: true });

/** The confirmation link in the newest e-mail to `address`, as a path on this site. */
async function confirmPath(address: string): Promise<string> {
  const { rows } = await app.pool.query<{ text: string }>(
    `SELECT text FROM mail_messages WHERE lower("to") = lower($1) ORDER BY created_at DESC`,
    [address],
  );
  const link = /https?:\/\/[^/\s]+(\/business\/consultation\/confirm\/[A-Za-z0-9_-]+)/.exec(rows[0]?.text ?? "");
  if (!link?.[1]) throw new Error(`No confirmation link in the mail to ${address}`);
  return link[1];
}

describe("confirming a consultation by the e-mailed link", () => {
  it("books, opens the link from the outbox, confirms with its button and sees the booking confirmed", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await visit(page, "/business/consultation");
    const email = `confirm-${unique()}@example.no`;
    const date = osloDate(40);
    await field(page, "Bedriftens navn").fill("Fjordlys Spa AS");
    await field(page, "Kontaktperson").fill("Kari Nordmann");
    await field(page, "E-post").fill(email);
    await field(page, "Telefon").fill("+47 912 34 567");
    await field(page, "Ønsket dato").fill(date);
    await field(page, "Ønsket tidspunkt").selectOption("15:00");
    await field(page, "Hva trenger bedriften hjelp med?").fill("Flere kunder på ukedager.");
    await page.getByRole("main").getByRole("button", { name: "Bestill konsultasjon" }).click();
    await page.getByTestId("toast").filter({ hasText: "Konsultasjonen er bestilt!" }).first().waitFor();

    const salesAbout = async () =>
      (
        await app.pool.query(`SELECT 1 FROM mail_messages WHERE "to" = $1 AND text LIKE $2`, [
          SALES_EMAIL,
          `%${email}%`,
        ])
      ).rows.length;
    expect(await salesAbout()).toBe(0);

    const confirmed = async () =>
      (
        await app.pool.query(
          "SELECT confirmed_at IS NOT NULL AS confirmed, hold_expires_at IS NULL AS released FROM consultations WHERE email = $1",
          [email],
        )
      ).rows;
    // Opening the link (as a mail scanner or link preview does) shows the booking and confirms nothing.
    const link = await confirmPath(email);
    const scanned = await fetch(new URL(link, browser.baseUrl));
    expect(scanned.status).toBe(200);
    await visit(page, link);
    const [y, m, d] = date.split("-");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Bekreft bestillingen");
    expect(await page.getByRole("main").innerText()).toContain(`${d}.${m}.${y} kl. 15.00`);
    expect(await confirmed()).toEqual([{ confirmed: false, released: false }]);
    expect(await salesAbout()).toBe(0);
    await expectNoAxeViolations(page);

    await page.getByRole("main").getByRole("button", { name: "Bekreft bestillingen" }).click();
    await page.getByRole("heading", { level: 1, name: "Konsultasjonen er bekreftet" }).waitFor();
    expect(await page.getByRole("main").getByRole("status").innerText()).toContain(`${d}.${m}.${y} kl. 15.00`);
    expect(await confirmed()).toEqual([{ confirmed: true, released: true }]);
    expect(await salesAbout()).toBe(1);
    await expectNoAxeViolations(page);
  });

  it("says an expired link has expired, in English too, and offers to book again", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, allowConsole: /status of 410/ });
    await page.context().addCookies([{ name: "language", value: "en", url: browser.baseUrl }]);
    await visit(page, `/business/consultation/confirm/${"A".repeat(43)}`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("The link has expired");
    await page.getByRole("main").getByRole("link", { name: "Book again" }).click();
    await page.waitForURL(/\/business\/consultation$/);
    await expectNoAxeViolations(page);
  });
});
