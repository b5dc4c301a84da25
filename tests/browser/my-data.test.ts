// "Mine data" in a real Chromium: from the account settings, a download link and a deletion link
// by e-mail; the link downloads the JSON file, or (after the password and a confirmation) deletes
// the account, signs it out everywhere, and frees the address for a new account. Both languages, axe.
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newAccount as makeAccount, sessionFor } from "../support/accounts";
import { expectNoAxeViolations } from "../support/axe";
import { setupAppDatabase } from "../support/app-database";
import { main, path, submit, toast } from "../support/browser-actions";
import { setupBrowser, visit, type Lang } from "../support/browser-page";
import { HttpClient } from "../support/http-client";
import { newestMailTo } from "../support/outbox";
import { registerAndSignIn } from "../support/sign-up";

const browser = setupBrowser();
const connection = setupAppDatabase();

// [Bokmål, English], as in i18n/locales/myData.*.ts, myDataMail.*.ts and no.ts / en.ts.
const TEXTS = {
  exportButton: ["Last ned mine data", "Download my data"],
  exportSubject: ["Last ned dataene dine fra MagicDeals", "Download your data from MagicDeals"],
  deleteButton: ["Slett kontoen min", "Delete my account"],
  deleteSubject: [
    "Bekreft at du vil slette kontoen din hos MagicDeals",
    "Confirm that you want to delete your MagicDeals account",
  ],
  password: ["Passord", "Password"],
  passwordWrong: ["Passordet er feil", "The password is wrong"],
  confirmTitle: ["Slette kontoen?", "Delete the account?"],
  confirmButton: ["Ja, slett kontoen min", "Yes, delete my account"],
  deleted: ["Kontoen din er slettet", "Your account has been deleted"],
  linkInvalid: ["Lenken virker ikke. Be om en ny her.", "The link does not work. Ask for a new one here."],
  email: ["E-post", "Email"],
  signIn: ["Logg inn", "Sign In"],
  signInFailed: ["Innlogging mislyktes", "Sign in failed"],
} as const;
const text = (lang: Lang, key: keyof typeof TEXTS) => TEXTS[key][lang === "no" ? 0 : 1];

const section = (page: Page) => main(page).locator("#my-data");

/** The path of the newest e-mailed link to `address` that starts with `prefix`. */
async function linkIn(address: string, subject: string, prefix: string): Promise<string> {
  const mail = await newestMailTo(connection.pool, address);
  expect(mail?.subject).toBe(subject);
  const link = new RegExp(`${browser.baseUrl}(${prefix}/[A-Za-z0-9._-]+)`).exec(mail?.text ?? "")?.[1];
  if (!link) throw new Error(`No ${prefix} link in the mail to ${address}: ${mail?.text}`);
  return link;
}

async function signedInPage(lang: Lang, allowConsole?: RegExp) {
  const account = await makeAccount(connection.db);
  const page = await browser.newPage({ lang, session: await sessionFor(connection.db, account.id), allowConsole });
  return { account, page };
}

describe("download my data", () => {
  it.each(["no", "en"] as const)("e-mails a link that downloads a JSON file of the account (%s)", async (lang) => {
    const { account, page } = await signedInPage(lang);
    await visit(page, "/account/settings");
    await expectNoAxeViolations(page);
    await submit(page, text(lang, "exportButton"));
    const sent = section(page).getByRole("status");
    await sent.waitFor();
    expect(await sent.innerText()).toContain(account.email);
    await expectNoAxeViolations(page);

    const link = await linkIn(account.email, text(lang, "exportSubject"), "/account/my-data");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.goto(link).catch(() => undefined), // the answer is a file, not a page
    ]);
    expect(download.suggestedFilename()).toMatch(/^mine-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, "utf8"));
    expect(data.profile).toMatchObject({ name: account.name, email: account.email });
    expect(data.orders).toEqual([]);
    expect(JSON.stringify(data)).not.toMatch(/argon2/);
  });

  it("sends a made-up or foreign link back to the settings with the reason", async () => {
    const { page } = await signedInPage("no");
    await visit(page, "/account/my-data/00000000-0000-4000-8000-000000000000.zz." + "A".repeat(43));
    expect(path(page)).toBe("/account/settings?myData=otherUser");
    await visit(page, "/account/my-data/not-a-link");
    expect(path(page)).toBe("/account/settings?myData=invalid");
    expect(await section(page).getByRole("alert").innerText()).toBe(text("no", "linkInvalid"));
    await expectNoAxeViolations(page);
  });
});

describe("without JavaScript", () => {
  it("sends both requests and says what happened on the settings page", async () => {
    const account = await makeAccount(connection.db);
    const page = await browser.newPage({
      session: await sessionFor(connection.db, account.id),
      javaScriptEnabled: false,
    });
    await page.goto("/account/settings");
    await section(page)
      .getByRole("button", { name: text("no", "exportButton"), exact: true })
      .click();
    await page.waitForURL(/myDataSent=export/);
    expect(await section(page).getByRole("status").innerText()).toContain(account.email);
    await linkIn(account.email, text("no", "exportSubject"), "/account/my-data");

    await section(page).getByLabel(text("no", "password"), { exact: true }).fill("not-my-password");
    await section(page)
      .getByRole("button", { name: text("no", "deleteButton"), exact: true })
      .click();
    await page.waitForURL(/myData=passwordWrong/);
    expect(await section(page).getByRole("alert").innerText()).toBe(text("no", "passwordWrong"));
    await section(page).getByLabel(text("no", "password"), { exact: true }).fill(account.password);
    await section(page)
      .getByRole("button", { name: text("no", "deleteButton"), exact: true })
      .click();
    await page.waitForURL(/myDataSent=delete/);
    await linkIn(account.email, text("no", "deleteSubject"), "/account/delete");
  });
});

describe("delete my account", () => {
  it.each(["no", "en"] as const)(
    "asks for the password, e-mails a link, and the confirmed link deletes and signs out (%s)",
    async (lang) => {
      const { account, page } = await signedInPage(lang, /status of (400|401)/);
      await visit(page, "/account/settings");
      const password = section(page).getByLabel(text(lang, "password"), { exact: true });
      await password.fill("not-my-password");
      await submit(page, text(lang, "deleteButton"));
      const problem = section(page).getByRole("alert");
      await problem.waitFor();
      expect(await problem.innerText()).toContain(text(lang, "passwordWrong"));
      expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("alert");
      await expectNoAxeViolations(page);

      await password.fill(account.password);
      await submit(page, text(lang, "deleteButton"));
      await section(page).getByRole("status").waitFor();
      const link = await linkIn(account.email, text(lang, "deleteSubject"), "/account/delete");

      // Opening the link deletes nothing; the page's button does.
      await visit(page, link);
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(text(lang, "confirmTitle"));
      expect(await main(page).innerText()).toContain(account.email);
      await expectNoAxeViolations(page);
      await submit(page, text(lang, "confirmButton"));
      // The start page at its address in the visitor's language (decision 030).
      await page.waitForURL(browser.baseUrl + (lang === "en" ? "/en" : "/"));
      await toast(page, text(lang, "deleted")).waitFor();

      await visit(page, "/account");
      expect(path(page)).toBe(lang === "en" ? "/en/login?redirectTo=%2Fen%2Faccount" : "/login?redirectTo=%2Faccount");
      await main(page).getByLabel(text(lang, "email"), { exact: true }).fill(account.email);
      await main(page).getByLabel(text(lang, "password"), { exact: true }).fill(account.password);
      await submit(page, text(lang, "signIn"));
      await toast(page, text(lang, "signInFailed")).waitFor();

      // The address is free again.
      const session = await registerAndSignIn(new HttpClient(browser.baseUrl), {
        name: "Kari Igjen",
        email: account.email,
        password: "et-nytt-passord-99",
      });
      expect(session).toBeTruthy();
    },
  );
});
