// Forgotten password in a real Chromium: the same answer for every address, the e-mail in the
// outbox (mail_messages), the new-password form and its errors, single use, sessions ended, axe.
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createResetToken } from "../../domain/accounts/password-reset.server";
import { createSession } from "../../domain/accounts/sessions.server";
import { newAccount as makeAccount } from "../support/accounts";
import { expectNoAxeViolations } from "../support/axe";
import { setupAppDatabase } from "../support/app-database";
import { fieldError, main, path, submit, toast } from "../support/browser-actions";
import { setupBrowser, visit, type Lang } from "../support/browser-page";
import { mailsTo, newestMailTo } from "../support/outbox";

const browser = setupBrowser();
const connection = setupAppDatabase();

// [Bokmål, English], as in app/i18n/locales/no.ts and en.ts.
const TEXTS = {
  email: ["E-post", "Email"],
  password: ["Passord", "Password"],
  signIn: ["Logg inn", "Sign In"],
  sendLink: ["Send lenke", "Send link"],
  linkSent: [
    "Hvis det finnes en konto for denne adressen, har vi sendt en lenke. Den virker i 60 minutter og kan brukes én gang.",
    "If there is an account for this address, we have sent a link. It works for 60 minutes and can be used once.",
  ],
  subject: ["Lag et nytt passord for MagicDeals", "Choose a new password for MagicDeals"],
  greeting: ["Hei Kari Nordmann,", "Hi Kari Nordmann,"],
  resetTitle: ["Nytt passord", "New password"],
  newPassword: ["Nytt passord", "New password"],
  confirm: ["Gjenta passord", "Confirm password"],
  save: ["Lagre nytt passord", "Save new password"],
  changed: ["Passordet er endret", "Your password has been changed"],
  changedText: ["Logg inn med det nye passordet ditt", "Sign in with your new password"],
  invalid: [
    "Lenken er utløpt eller allerede brukt. Be om en ny lenke.",
    "This link has expired or has already been used. Ask for a new one.",
  ],
  requestNew: ["Be om ny lenke", "Ask for a new link"],
  failed: ["Innlogging mislyktes", "Sign in failed"],
  welcome: ["Velkommen tilbake!", "Welcome back!"],
} as const;
const text = (lang: Lang, key: keyof typeof TEXTS) => TEXTS[key][lang === "no" ? 0 : 1];

const uniqueEmail = () => `kari+${randomUUID()}@example.no`;
/** A fresh account made straight in the database. */
const newAccount = () => makeAccount(connection.db);

/** Asks for a link on /forgot-password and returns the answer the page shows. */
async function requestLink(page: Page, lang: Lang, address: string): Promise<string> {
  await visit(page, "/forgot-password");
  await main(page).getByLabel(text(lang, "email"), { exact: true }).fill(address);
  await submit(page, text(lang, "sendLink"));
  const answer = main(page).getByRole("status");
  await answer.waitFor();
  return answer.innerText();
}

/** The reset link in the newest message to `address`, as a path on this site. */
async function resetPathFor(address: string): Promise<string> {
  const newest = await newestMailTo(connection.pool, address);
  const link = new RegExp(`${browser.baseUrl}(/reset-password/[A-Za-z0-9_-]+)`).exec(newest?.text ?? "");
  if (!link?.[1]) throw new Error(`No reset link in the mail to ${address}: ${newest?.text}`);
  return link[1];
}

async function fillNewPassword(page: Page, lang: Lang, password: string, confirm: string) {
  await main(page).getByLabel(text(lang, "newPassword"), { exact: true }).fill(password);
  await main(page).getByLabel(text(lang, "confirm"), { exact: true }).fill(confirm);
}

async function signIn(page: Page, lang: Lang, address: string, password: string) {
  await visit(page, "/login");
  await main(page).getByLabel(text(lang, "email"), { exact: true }).fill(address);
  await main(page).getByLabel(text(lang, "password"), { exact: true }).fill(password);
  await submit(page, text(lang, "signIn"));
}

describe("forgot password", () => {
  it.each(["no", "en"] as const)(
    "answers alike for a known and an unknown e-mail and mails only the known one (%s)",
    async (lang) => {
      const account = await newAccount();
      const unknown = uniqueEmail();
      const page = await browser.newPage({ lang });
      const answers = [await requestLink(page, lang, account.email), await requestLink(page, lang, unknown)];
      expect(answers).toEqual([text(lang, "linkSent"), text(lang, "linkSent")]);

      expect(await mailsTo(connection.pool, unknown)).toEqual([]);
      const mails = await mailsTo(connection.pool, account.email);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail?.subject).toBe(text(lang, "subject"));
      expect(mail?.language).toBe(lang);
      expect(mail?.status).toBe("outbox");
      expect(mail?.text).toContain(text(lang, "greeting"));
      const resetPath = await resetPathFor(account.email);
      expect(mail?.html).toContain(browser.baseUrl + resetPath);
    },
  );
});

describe("reset link", () => {
  it("shows the new-password form, explains mistakes, saves, and works only once", async () => {
    const account = await newAccount();
    const page = await browser.newPage({ lang: "no", allowConsole: /status of 400/ });
    await requestLink(page, "no", account.email);
    const resetPath = await resetPathFor(account.email);

    await visit(page, resetPath);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(text("no", "resetTitle"));
    expect(await page.getAttribute('meta[name="robots"]', "content")).toBe("noindex");

    await fillNewPassword(page, "no", "nytt-passord-1", "nytt-passord-2");
    await submit(page, text("no", "save"));
    await fieldError(page, "confirmPassword").waitFor();
    expect(await fieldError(page, "confirmPassword").innerText()).toBe("Passordene er ikke like");

    await fillNewPassword(page, "no", "kort", "kort");
    await submit(page, text("no", "save"));
    await fieldError(page, "password").waitFor();
    expect(await fieldError(page, "password").innerText()).toBe("Passordet må ha minst 8 tegn.");
    expect(path(page)).toBe(resetPath);

    await fillNewPassword(page, "no", "nytt-passord-123", "nytt-passord-123");
    await submit(page, text("no", "save"));
    await page.waitForURL(browser.baseUrl + "/login");
    const shown = toast(page, text("no", "changed"));
    await shown.waitFor();
    expect(await shown.innerText()).toContain(text("no", "changedText"));

    // The same link a second time: the expired text, no form.
    await visit(page, resetPath);
    expect(await main(page).getByRole("alert").innerText()).toBe(text("no", "invalid"));
    expect(await main(page).locator('input[type="password"]').count()).toBe(0);
    expect(
      await main(page)
        .getByRole("link", { name: text("no", "requestNew") })
        .getAttribute("href"),
    ).toBe("/forgot-password");
  });

  it("signs out sessions from before the reset, and only the new password signs in", async () => {
    const account = await newAccount();
    // A remembered session (the persistent kind) ends too.
    const session = await createSession(connection.db, account.id, true);
    const before = await browser.newPage({ session: session.token });
    await visit(before, "/account");
    expect(await before.getByRole("heading", { level: 1 }).innerText()).toBe("Hei, Kari Nordmann!");

    const page = await browser.newPage({ lang: "en", allowConsole: /status of 401/ });
    await requestLink(page, "en", account.email);
    await visit(page, await resetPathFor(account.email));
    await fillNewPassword(page, "en", "brand-new-password", "brand-new-password");
    await submit(page, text("en", "save"));
    // An English visitor stays on the English addresses (decision 030).
    await page.waitForURL(browser.baseUrl + "/en/login");
    await toast(page, text("en", "changed")).waitFor();

    await visit(before, "/account");
    expect(path(before)).toBe("/login?redirectTo=%2Faccount");

    await signIn(page, "en", account.email, account.password);
    await toast(page, text("en", "failed")).waitFor();
    expect(path(page)).toBe("/en/login");
    await signIn(page, "en", account.email, "brand-new-password");
    await page.waitForURL(browser.baseUrl + "/en");
    await toast(page, text("en", "welcome")).waitFor();
  });

  it.each(["no", "en"] as const)("explains that an unknown link does not work (%s)", async (lang) => {
    const page = await browser.newPage({ lang });
    await visit(page, `/reset-password/${randomUUID()}`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(text(lang, "resetTitle"));
    expect(await main(page).getByRole("alert").innerText()).toBe(text(lang, "invalid"));
    await main(page)
      .getByRole("link", { name: text(lang, "requestNew") })
      .click();
    await page.waitForURL(browser.baseUrl + (lang === "en" ? "/en" : "") + "/forgot-password");
  });
});

describe("accessibility", () => {
  it("has no axe violations on /forgot-password, before and after sending", async () => {
    const page = await browser.newPage();
    await visit(page, "/forgot-password");
    await expectNoAxeViolations(page);
    await requestLink(page, "no", uniqueEmail());
    await expectNoAxeViolations(page);
  });

  it("has no axe violations on a reset page and an expired one", async () => {
    const account = await newAccount();
    const reset = await createResetToken(connection.db, account.email);
    const page = await browser.newPage();
    await visit(page, `/reset-password/${reset?.token}`);
    expect(await main(page).locator('input[type="password"]').count()).toBe(2);
    await expectNoAxeViolations(page);
    await visit(page, `/reset-password/${randomUUID()}`);
    await expectNoAxeViolations(page);
  });
});
