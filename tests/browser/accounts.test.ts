// Accounts in a real Chromium: registration, sign-in at /login and /signin, remember me, sign-out
// (header and mobile menu), session isolation, sign-in throttling, account settings, axe.
import { randomBytes, randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newAccount as makeAccount, sessionFor } from "../support/accounts";
import { expectNoAxeViolations } from "../support/axe";
import { setupAppDatabase } from "../support/app-database";
import { fieldError, main, path, submit, toast } from "../support/browser-actions";
import { MOBILE, setupBrowser, signedInCookies, testClientIp, visit, type Lang } from "../support/browser-page";
import { HttpClient } from "../support/http-client";

const browser = setupBrowser();
const connection = setupAppDatabase();

// [Bokmål, English], as in app/i18n/locales/no.ts and en.ts.
const TEXTS = {
  name: ["Fullt navn", "Full name"],
  email: ["E-post", "Email"],
  password: ["Passord", "Password"],
  confirm: ["Gjenta passord", "Confirm password"],
  createAccount: ["Opprett konto", "Create Account"],
  remember: ["Husk meg i 30 dager", "Remember me for 30 days"],
  signIn: ["Logg inn", "Sign In"],
  failed: ["Innlogging mislyktes", "Sign in failed"],
  failedText: ["Sjekk e-post og passord og prøv igjen", "Please check your credentials and try again"],
  welcome: ["Velkommen tilbake!", "Welcome back!"],
  mismatch: ["Passordene er ikke like", "Passwords do not match"],
  checkInbox: ["Sjekk e-posten din", "Check your email"],
  save: ["Lagre endringer", "Save Changes"],
  currentWrong: ["Nåværende passord stemmer ikke.", "Your current password is not right."],
} as const;
const text = (lang: Lang, key: keyof typeof TEXTS) => TEXTS[key][lang === "no" ? 0 : 1];

const uniqueEmail = () => `kari+${randomUUID()}@example.no`;

/** A fresh account made straight in the database (registering is tested through the form below). */
const newAccount = (name?: string) => makeAccount(connection.db, name);
type Account = Awaited<ReturnType<typeof newAccount>>;

/** Gives `page`'s browser a new server session for `account`; returns the cookie's value. */
async function signInAs(page: Page, account: Account): Promise<string> {
  const token = await sessionFor(connection.db, account.id);
  await page.context().addCookies(signedInCookies(browser.baseUrl, token));
  return token;
}

const sessionCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === "session");

async function fillSignIn(page: Page, lang: Lang, email: string, password: string) {
  await main(page).getByLabel(text(lang, "email"), { exact: true }).fill(email);
  await main(page).getByLabel(text(lang, "password"), { exact: true }).fill(password);
}

/** Fills the registration form: name, e-mail, password, confirmation. */
async function fillRegistration(page: Page, lang: Lang, values: [string, string, string, string]) {
  const labels = [text(lang, "name"), text(lang, "email"), text(lang, "password"), text(lang, "confirm")];
  for (const [i, label] of labels.entries()) await main(page).getByLabel(label, { exact: true }).fill(values[i]!);
}

/** The old session cookie, replayed in a fresh browser, no longer opens the account. */
async function expectSessionEnded(token: string) {
  const page = await browser.newPage({ session: token });
  await visit(page, "/account");
  expect(path(page)).toBe("/login?redirectTo=%2Faccount");
}

describe("registration", () => {
  it("requires every field", async () => {
    const page = await browser.newPage({ allowConsole: /status of 400/ });
    await visit(page, "/register");
    await submit(page, text("no", "createAccount"));
    await fieldError(page, "name").waitFor();
    for (const name of ["name", "email", "password", "confirmPassword"]) {
      expect(await fieldError(page, name).innerText()).toBe("Fyll ut dette feltet.");
      expect(await page.locator(`#field-${name}`).getAttribute("aria-invalid")).toBe("true");
    }
    expect(path(page)).toBe("/register");
    await expectNoAxeViolations(page);
  });

  it.each(["no", "en"] as const)("sends nothing when the passwords differ (%s)", async (lang) => {
    const page = await browser.newPage({ lang });
    await visit(page, "/register");
    let posts = 0;
    page.on("request", (r) => {
      if (r.method() === "POST" && /^(?:\/en)?\/register/.test(new URL(r.url()).pathname)) posts++;
    });
    await fillRegistration(page, lang, ["Kari", uniqueEmail(), "hemmelig-1", "hemmelig-2"]);
    await submit(page, text(lang, "createAccount"));
    await fieldError(page, "confirmPassword").waitFor();
    expect(await fieldError(page, "confirmPassword").innerText()).toBe(text(lang, "mismatch"));
    expect(posts).toBe(0);
    expect(path(page)).toBe(lang === "en" ? "/en/register" : "/register");
  });

  it.each(["no", "en"] as const)(
    "answers a known e-mail exactly like a new one, signing nobody in (%s)",
    async (lang) => {
      const existing = await newAccount();
      const shown: string[] = [];
      // Addresses compare case-insensitively.
      for (const typed of [existing.email.toUpperCase(), uniqueEmail()]) {
        const page = await browser.newPage({ lang });
        await visit(page, "/register");
        await fillRegistration(page, lang, ["Ola Testmann", typed, "hemmelig-1", "hemmelig-1"]);
        await submit(page, text(lang, "createAccount"));
        await main(page)
          .getByRole("heading", { name: text(lang, "checkInbox") })
          .waitFor();
        shown.push((await main(page).innerText()).replace(typed, "ADDRESS"));
        expect(await sessionCookie(page)).toBeUndefined();
      }
      expect(shown[0]).toBe(shown[1]);
    },
  );

  it("creates the account and e-mails the link that confirms the address; then the account signs in, marketing off", async () => {
    const page = await browser.newPage();
    await visit(page, "/register");
    // Hold the registration request until the busy label has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.startsWith("/register"),
      async (route) => {
        if (route.request().method() === "POST") await held;
        await route.continue();
      },
    );
    const email = uniqueEmail();
    await fillRegistration(page, "no", ["Nora Ny", email, "hemmelig-1", "hemmelig-1"]);
    await submit(page, text("no", "createAccount"));
    const busy = main(page).getByRole("button", { name: "Oppretter konto …", exact: true });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();

    await main(page)
      .getByRole("heading", { name: text("no", "checkInbox") })
      .waitFor();
    expect(await main(page).getByRole("status").innerText()).toContain(email);
    expect(await sessionCookie(page)).toBeUndefined();
    const { rows } = await connection.pool.query<{ text: string }>(`SELECT text FROM mail_messages WHERE "to" = $1`, [
      email,
    ]);
    const link = /\/verify-email\/[A-Za-z0-9_-]+/.exec(rows[0]?.text ?? "")?.[0];
    expect(link).toBeTruthy();
    await visit(page, link!);
    await submit(page, "Bekreft adressen");
    await main(page).getByText("E-postadressen er bekreftet.").waitFor();

    await visit(page, "/login");
    await fillSignIn(page, "no", email, "hemmelig-1");
    await submit(page, text("no", "signIn"));
    await page.waitForURL(browser.baseUrl + "/");
    await toast(page, text("no", "welcome")).waitFor();
    const menu = page.getByTestId("user-menu");
    expect(await menu.locator("summary").getAttribute("aria-label")).toBe("Kontomeny for Nora Ny");
    expect((await sessionCookie(page))?.httpOnly).toBe(true);

    await visit(page, "/account/settings");
    expect(await page.getByLabel("E-post", { exact: true }).inputValue()).toBe(email);
    expect(await page.getByRole("checkbox", { name: /^Påminnelse før verdikort går ut/ }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: /^Tilbudsvarsler/ }).isChecked()).toBe(false);
    expect(await page.getByRole("checkbox", { name: /^Nyhetsbrev/ }).isChecked()).toBe(false);
    await expectNoAxeViolations(page);
  });
});

describe("sign-in", () => {
  it.each([
    ["no", "/login"],
    ["en", "/signin"],
  ] as const)("gives one answer for a wrong password and an unknown e-mail (%s, %s)", async (lang, at) => {
    const account = await newAccount();
    const page = await browser.newPage({ lang, allowConsole: /status of 401/ });
    await visit(page, at);
    const answers: string[] = [];
    for (const [email, password] of [
      [account.email, "feil-passord-123"],
      [uniqueEmail(), account.password],
    ] as const) {
      await fillSignIn(page, lang, email, password);
      const response = page.waitForResponse((r) => r.request().method() === "POST");
      await submit(page, text(lang, "signIn"));
      expect((await response).status()).toBe(401);
      const shown = toast(page, text(lang, "failed"));
      await shown.waitFor();
      answers.push(await shown.innerText());
      await shown.getByRole("button").click();
      await shown.waitFor({ state: "detached" });
      expect(await main(page).getByLabel(text(lang, "email"), { exact: true }).inputValue()).toBe(email);
    }
    expect(answers[0]).toContain(text(lang, "failedText"));
    expect(answers[1]).toBe(answers[0]);
    expect(new URL(page.url()).pathname).toBe(lang === "en" ? `/en${at}` : at);
    expect(await sessionCookie(page)).toBeUndefined();
  });

  it.each([
    ["no", "/login", false],
    ["en", "/signin", true],
  ] as const)("signs in (%s) at %s, remember me: %s", async (lang, at, remember) => {
    const account = await newAccount(`Siri ${randomUUID()}`);
    const page = await browser.newPage({ lang });
    await visit(page, at);
    await fillSignIn(page, lang, account.email, account.password);
    if (remember) await main(page).getByLabel(text(lang, "remember")).check();
    await submit(page, text(lang, "signIn"));
    await page.waitForURL(browser.baseUrl + (lang === "en" ? "/en" : "/"));
    await toast(page, text(lang, "welcome")).waitFor();
    expect(await page.getByTestId("user-menu").innerText()).toContain(account.name);
    const cookie = await sessionCookie(page);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    // Not remembered: a browser-session cookie (no expiry); remembered: 30 days from now.
    if (!remember) expect(cookie?.expires).toBe(-1);
    else expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + 30 * 86_400))).toBeLessThan(600);
  });

  it("sends a signed-out visitor from /account to sign-in and back to /account", async () => {
    const account = await newAccount("Anne Retur");
    const page = await browser.newPage();
    await visit(page, "/account");
    expect(path(page)).toBe("/login?redirectTo=%2Faccount");
    await fillSignIn(page, "no", account.email, account.password);
    await submit(page, text("no", "signIn"));
    await page.waitForURL(browser.baseUrl + "/account");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Hei, Anne Retur!");
  });

  it.each(["/account/settings", "/account/vouchers", "/account/favorites"])("asks to sign in for %s", async (at) => {
    const page = await browser.newPage();
    await visit(page, at);
    expect(path(page)).toBe(`/login?redirectTo=${encodeURIComponent(at)}`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Logg inn");
  });

  it("says how long to wait when the visitor's address has got too many sign-ins wrong", async () => {
    const account = await newAccount();
    const ip = testClientIp();
    const client = new HttpClient(browser.baseUrl, new Map(), ip);
    // 30 wrong sign-ins from one address in 15 minutes, whatever the accounts (the throttles that
    // slow one address on one account are timed in seconds, too fast to see here: see the
    // security suite).
    for (let attempt = 1; attempt <= 30; attempt++) {
      const response = await client.postForm("/login", { email: uniqueEmail(), password: "gjetting" });
      expect(response.status, `wrong sign-in ${attempt}`).toBe(401);
    }
    const page = await browser.newPage({ allowConsole: /status of 429/, extraHTTPHeaders: { "X-Forwarded-For": ip } });
    await visit(page, "/login");
    await fillSignIn(page, "no", account.email, account.password);
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await submit(page, text("no", "signIn"));
    expect((await response).status(), "the right password after 30 failures from the address").toBe(429);
    const banner = main(page).getByRole("alert");
    await banner.waitFor();
    expect(await banner.innerText()).toMatch(/^For mange forsøk\. Prøv igjen om \d+ minutter\.$/);
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(await sessionCookie(page)).toBeUndefined();
  });
});

describe("sign-out", () => {
  it("from the header's user menu ends the session on the server", async () => {
    const account = await newAccount("Helge Header");
    const page = await browser.newPage();
    const token = await signInAs(page, account);
    await visit(page, "/account");
    const menu = page.getByTestId("user-menu");
    await menu.locator("summary").click();
    await menu.getByRole("button", { name: "Logg ut", exact: true }).click();
    await page.waitForURL(browser.baseUrl + "/");
    await toast(page, "Du er logget ut").waitFor();
    expect(await menu.count()).toBe(0);
    expect(await page.getByRole("banner").getByRole("link", { name: "Logg inn" }).isVisible()).toBe(true);
    expect(await sessionCookie(page)).toBeUndefined();
    await expectSessionEnded(token);
  });

  it("from the header's user menu without JavaScript, on a page longer than React's first chunk", async () => {
    const account = await newAccount("Nils Noscript");
    const page = await browser.newPage({ javaScriptEnabled: false });
    const token = await signInAs(page, account);
    // My vouchers is over 12.8 KB, after which React would have moved the menu to the page's end
    // for a script to put back: without JavaScript it stayed hidden.
    await page.goto("/account/vouchers");
    expect((await page.content()).length).toBeGreaterThan(12_800);
    const menu = page.getByTestId("user-menu");
    await menu.locator("summary").click();
    await menu.getByRole("button", { name: "Logg ut", exact: true }).click();
    await page.waitForURL(browser.baseUrl + "/");
    expect(await page.getByRole("banner").getByRole("link", { name: "Logg inn" }).isVisible()).toBe(true);
    await expectSessionEnded(token);
  });

  it("from the mobile menu ends the session on the server", async () => {
    const account = await newAccount("Mona Mobil");
    const page = await browser.newPage(MOBILE);
    const token = await signInAs(page, account);
    await visit(page, "/account");
    const nav = page.getByRole("navigation", { name: "Meny" });
    const openMenuLinks = async () => {
      await page.getByRole("button", { name: "Åpne meny" }).click();
      await nav.waitFor();
      return nav.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    };
    expect(await openMenuLinks()).not.toContain("/signin");
    await nav.getByRole("button", { name: "Logg ut", exact: true }).click();
    await page.waitForURL(browser.baseUrl + "/");
    await toast(page, "Du er logget ut").waitFor();
    await nav.waitFor({ state: "detached" });
    expect(await sessionCookie(page)).toBeUndefined();
    expect(await openMenuLinks()).toContain("/signin");
    await expectSessionEnded(token);
  });
});

describe("sessions", () => {
  it("show each user their own account and never another's", async () => {
    const [a, b] = await Promise.all([newAccount(`Astrid ${randomUUID()}`), newAccount(`Bjørn ${randomUUID()}`)]);
    const pageA = await browser.newPage();
    const pageB = await browser.newPage();
    await Promise.all([signInAs(pageA, a), signInAs(pageB, b)]);
    for (const [page, me, other] of [
      [pageA, a, b],
      [pageB, b, a],
    ] as const) {
      await visit(page, "/account");
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(`Hei, ${me.name}!`);
      expect(await page.getByTestId("user-menu").innerText()).toContain(me.name);
      expect(await page.content()).not.toContain(other.name);
    }
  });

  it("treat a made-up session cookie as signed out", async () => {
    const page = await browser.newPage({ session: randomBytes(32).toString("base64url") });
    await visit(page, "/account");
    expect(path(page)).toBe("/login?redirectTo=%2Faccount");
    await visit(page, "/");
    // The home page is the same for everyone: the header learns from /me that nobody is signed in.
    await page.getByRole("banner").getByRole("link", { name: "Logg inn" }).waitFor();
    expect(await page.getByTestId("user-menu").count()).toBe(0);
  });
});

describe("settings", () => {
  const checkbox = (page: Page, label: string) => page.getByRole("checkbox", { name: new RegExp(`^${label}`) });

  it("saves the name and notifications, which stay after a reload", async () => {
    const account = await newAccount("Kari Før");
    const page = await browser.newPage();
    await signInAs(page, account);
    await visit(page, "/account/settings");
    await page.getByLabel("Fullt navn", { exact: true }).fill("Kari Etter");
    await checkbox(page, "Tilbudsvarsler").check();
    await checkbox(page, "Nyhetsbrev").check();
    await checkbox(page, "Påminnelse før verdikort går ut").uncheck();
    await submit(page, "Lagre endringer");
    await main(page).getByRole("status").filter({ hasText: "Endringene er lagret" }).waitFor();

    await visit(page, "/account/settings");
    expect(await page.getByLabel("Fullt navn", { exact: true }).inputValue()).toBe("Kari Etter");
    expect(await page.getByLabel("E-post", { exact: true }).inputValue()).toBe(account.email);
    expect(await checkbox(page, "Tilbudsvarsler").isChecked()).toBe(true);
    expect(await checkbox(page, "Nyhetsbrev").isChecked()).toBe(true);
    expect(await checkbox(page, "Påminnelse før verdikort går ut").isChecked()).toBe(false);
    expect(await page.getByTestId("user-menu").innerText()).toContain("Kari Etter");
  });

  it.each(["no", "en"] as const)("keeps the e-mail when the current password is missing (%s)", async (lang) => {
    const account = await newAccount();
    const page = await browser.newPage({ lang, allowConsole: /status of 400/ });
    await signInAs(page, account);
    await visit(page, "/account/settings");
    await page.getByLabel(text(lang, "email"), { exact: true }).fill(uniqueEmail());
    await submit(page, text(lang, "save"));
    await fieldError(page, "currentPassword").waitFor();
    expect(await fieldError(page, "currentPassword").innerText()).toBe(text(lang, "currentWrong"));
    await visit(page, "/account/settings");
    expect(await page.getByLabel(text(lang, "email"), { exact: true }).inputValue()).toBe(account.email);
  });

  it("changing the password signs out other sessions but keeps this one", async () => {
    const account = await newAccount("Per Passord");
    const here = await browser.newPage();
    const elsewhere = await browser.newPage({ allowConsole: /status of 401/ });
    await signInAs(here, account);
    const otherToken = await signInAs(elsewhere, account);
    await visit(elsewhere, "/account");
    expect(path(elsewhere)).toBe("/account");

    await visit(here, "/account/settings");
    await here.getByLabel("Nytt passord", { exact: true }).fill("helt-nytt-passord");
    await here.getByLabel("Gjenta nytt passord", { exact: true }).fill("helt-nytt-passord");
    await here.getByLabel("Nåværende passord", { exact: true }).fill(account.password);
    await submit(here, "Lagre endringer");
    const changed = "Passordet er endret, og du er logget ut på andre enheter.";
    await main(here).getByRole("status").filter({ hasText: changed }).waitFor();
    await visit(here, "/account/settings");
    expect(path(here)).toBe("/account/settings");
    await expectSessionEnded(otherToken);

    // The other device signs in again, with the new password only.
    await visit(elsewhere, "/account");
    expect(path(elsewhere)).toBe("/login?redirectTo=%2Faccount");
    await fillSignIn(elsewhere, "no", account.email, account.password);
    await submit(elsewhere, text("no", "signIn"));
    await toast(elsewhere, text("no", "failed")).waitFor();
    await fillSignIn(elsewhere, "no", account.email, "helt-nytt-passord");
    await submit(elsewhere, text("no", "signIn"));
    await elsewhere.waitForURL(browser.baseUrl + "/account");
  });
});

describe("accessibility", () => {
  it.each(["/login", "/signin", "/register"])("has no axe violations on %s", async (at) => {
    const page = await browser.newPage();
    await visit(page, at);
    await expectNoAxeViolations(page);
  });

  it.each(["/account", "/account/settings"])("has no axe violations on %s signed in", async (at) => {
    const page = await browser.newPage();
    await signInAs(page, await newAccount());
    await visit(page, at);
    expect(new URL(page.url()).pathname).toBe(at);
    await expectNoAxeViolations(page);
  });
});
