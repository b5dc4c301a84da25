// The contact form and the newsletter box in a real Chromium: busy label, toasts, field errors,
// typed values kept, rows stored with the visitor's language, no pre-ticked consent, no-JavaScript
// posts, axe.
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe";
import { setupAppDatabase } from "../support/app-database";
import { describedError, holdPosts, toastWith } from "../support/browser-actions";
import { setupBrowser, visit } from "../support/browser-page";

const browser = setupBrowser();

const app = setupAppDatabase();

const unique = () => randomUUID().slice(0, 8);
const REJECTED = /status of 400/;

const TEXT = {
  no: {
    name: "Navn",
    email: "E-post",
    message: "Melding",
    send: "Send melding",
    sending: "Sender …",
    sentTitle: "Meldingen er sendt",
    sentText: "Vi svarer deg så snart vi kan!",
    failedTitle: "Kunne ikke sende meldingen",
    failedText: "Prøv igjen senere",
    required: "Fyll ut dette feltet.",
    invalidEmail: "Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no.",
    newsletterTitle: "Få de beste tilbudene på e-post",
    newsletterEmail: "E-postadresse",
    subscribe: "Meld meg på",
    checkInbox: "Takk! Sjekk e-posten din og trykk på lenken for å bekrefte påmeldingen.",
    confirmButton: "Bekreft påmeldingen",
    confirmed: "Takk! Du er nå påmeldt nyhetsbrevet.",
    unsubscribeButton: "Meld meg av",
    unsubscribed: "Du er meldt av og får ingen flere nyhetsbrev fra oss.",
  },
  en: {
    name: "Name",
    email: "Email",
    message: "Message",
    send: "Send Message",
    sending: "Sending…",
    sentTitle: "Message sent successfully",
    sentText: "We'll get back to you soon!",
    failedTitle: "Error sending message",
    failedText: "Please try again later",
    required: "Please fill in this field.",
    invalidEmail: "Enter a valid email address, for example name@example.com.",
    newsletterTitle: "Get the best deals by email",
    newsletterEmail: "Email address",
    subscribe: "Subscribe",
    checkInbox: "Thank you! Check your email and press the link to confirm your subscription.",
    confirmButton: "Confirm subscription",
    confirmed: "Thank you! You are now subscribed to the newsletter.",
    unsubscribeButton: "Unsubscribe",
    unsubscribed: "You are unsubscribed and will get no more newsletters from us.",
  },
} as const;
type Lang = keyof typeof TEXT;

const field = (page: Page, lang: Lang, name: "name" | "email" | "message") =>
  page.getByRole("main").getByLabel(TEXT[lang][name], { exact: true });

/** The error message a field points to with aria-describedby, or null when it has none. */
const fieldError = (page: Page, lang: Lang, name: "name" | "email" | "message") =>
  describedError(page, field(page, lang, name));

describe("contact page", () => {
  it.each(["no", "en"] as const)("shows the support e-mail and the address (%s)", async (lang) => {
    const page = await browser.newPage({ lang });
    await visit(page, "/contact");
    const main = page.getByRole("main");
    const footerEmail = await page.getByTestId("company-details").locator('a[href^="mailto:"]').innerText();
    expect(footerEmail).toMatch(/@/);
    expect(await main.getByRole("link", { name: footerEmail }).getAttribute("href")).toBe(`mailto:${footerEmail}`);
    expect(await main.innerText()).toContain("MagicDeals AS, Karl Johans gate 1, 0154 Oslo");
  });

  it.each(["no", "en"] as const)(
    "sends a valid message with a busy label, a toast and an emptied form (%s)",
    async (lang) => {
      const text = TEXT[lang];
      const page = await browser.newPage({ lang });
      await visit(page, "/contact");
      const email = `kontakt-${unique()}@example.no`;
      await field(page, lang, "name").fill("Kari Nordmann");
      await field(page, lang, "email").fill(email);
      await field(page, lang, "message").fill("Når kan jeg bruke verdikortet mitt?");

      const release = await holdPosts(page, /\/contact(\.data)?(\?.*)?$/);
      await page.getByRole("main").getByRole("button", { name: text.send }).click();
      const busy = page.getByRole("main").getByRole("button", { name: text.sending });
      await busy.waitFor();
      expect(await busy.isDisabled()).toBe(true);
      release();

      const toast = await toastWith(page, text.sentTitle);
      expect(toast.variant).toBe("success");
      expect(toast.text).toContain(text.sentText);
      await expect.poll(() => field(page, lang, "name").inputValue()).toBe("");
      expect(await field(page, lang, "email").inputValue()).toBe("");
      expect(await field(page, lang, "message").inputValue()).toBe("");
      expect(await page.getByRole("main").getByRole("button", { name: text.send }).isEnabled()).toBe(true);

      const rows = await app.rows("SELECT name, email, message, language FROM contact_messages WHERE email = $1", [
        email,
      ]);
      expect(rows).toEqual([
        { name: "Kari Nordmann", email, message: "Når kan jeg bruke verdikortet mitt?", language: lang },
      ]);
    },
  );

  it("keeps everything typed and explains an invalid e-mail and an empty message (no)", async () => {
    const text = TEXT.no;
    const page = await browser.newPage({ lang: "no", allowConsole: REJECTED });
    await visit(page, "/contact");
    const email = `kari-${unique()}@`;
    await field(page, "no", "name").fill("Kari Nordmann");
    await field(page, "no", "email").fill(email);
    await page.getByRole("main").getByRole("button", { name: text.send }).click();

    // Wrong fields are listed above the form, not in a "try again later" toast.
    const summary = page.getByRole("main").locator('[role="alert"]:has(a[href="#field-email"])');
    await summary.waitFor();
    expect(await summary.locator("a").allInnerTexts()).toEqual([
      `${text.email}: ${text.invalidEmail}`,
      `${text.message}: ${text.required}`,
    ]);
    expect(await page.getByTestId("toast").count()).toBe(0);
    expect(await fieldError(page, "no", "email")).toBe(text.invalidEmail);
    expect(await fieldError(page, "no", "message")).toBe(text.required);
    expect(await fieldError(page, "no", "name")).toBeNull();
    expect(await field(page, "no", "name").inputValue()).toBe("Kari Nordmann");
    expect(await field(page, "no", "email").inputValue()).toBe(email);
    expect(await app.rows("SELECT 1 FROM contact_messages WHERE email = $1", [email])).toEqual([]);
  });

  it("marks every empty field, then the bad e-mail, keeping the typed text (en)", async () => {
    const text = TEXT.en;
    const page = await browser.newPage({ lang: "en", allowConsole: REJECTED });
    await visit(page, "/contact");
    const send = page.getByRole("main").getByRole("button", { name: text.send });
    await send.click();
    await page.locator("#field-name-error").waitFor();
    expect(await page.getByTestId("toast").count()).toBe(0);
    expect(await fieldError(page, "en", "name")).toBe(text.required);
    expect(await fieldError(page, "en", "email")).toBe(text.required);
    expect(await fieldError(page, "en", "message")).toBe(text.required);

    await field(page, "en", "email").fill("not an email");
    await field(page, "en", "message").fill("Hello, is the spa open on Sundays?");
    await send.click();
    await expect.poll(() => fieldError(page, "en", "email")).toBe(text.invalidEmail);
    expect(await fieldError(page, "en", "name")).toBe(text.required);
    expect(await fieldError(page, "en", "message")).toBeNull();
    expect(await field(page, "en", "email").inputValue()).toBe("not an email");
    expect(await field(page, "en", "message").inputValue()).toBe("Hello, is the spa open on Sundays?");
  });

  it("sends a message without JavaScript and shows the success text", async () => {
    const text = TEXT.no;
    const page = await browser.newPage({ lang: "no", javaScriptEnabled: false });
    await page.goto("/contact");
    const email = `utenjs-${unique()}@example.no`;
    await field(page, "no", "name").fill("Ola Nordmann");
    await field(page, "no", "email").fill(email);
    await field(page, "no", "message").fill("Sendt uten JavaScript.");
    await page.getByRole("main").getByRole("button", { name: text.send }).click();
    await page.getByRole("main").getByText(text.sentTitle).waitFor();
    expect(await page.getByRole("main").getByRole("status").innerText()).toBe(`${text.sentTitle}. ${text.sentText}`);
    const rows = await app.rows("SELECT name, language FROM contact_messages WHERE email = $1", [email]);
    expect(rows).toEqual([{ name: "Ola Nordmann", language: "no" }]);
  });

  it("keeps the typed values after an invalid post without JavaScript (en)", async () => {
    const text = TEXT.en;
    const page = await browser.newPage({ lang: "en", javaScriptEnabled: false, allowConsole: REJECTED });
    // The English address (decision 030).
    await page.goto("/en/contact");
    await field(page, "en", "name").fill("Ola Nordmann");
    await field(page, "en", "email").fill("ola@@example");
    await field(page, "en", "message").fill("Typed before the error.");
    await page.getByRole("main").getByRole("button", { name: text.send }).click();
    await page.getByRole("main").getByText(text.invalidEmail, { exact: true }).waitFor();
    expect(await fieldError(page, "en", "email")).toBe(text.invalidEmail);
    expect(await field(page, "en", "name").inputValue()).toBe("Ola Nordmann");
    expect(await field(page, "en", "email").inputValue()).toBe("ola@@example");
    expect(await field(page, "en", "message").inputValue()).toBe("Typed before the error.");
  });

  it.each(["no", "en"] as const)("has no axe violations, before and after a rejected send (%s)", async (lang) => {
    const page = await browser.newPage({ lang, allowConsole: REJECTED });
    await visit(page, "/contact");
    await expectNoAxeViolations(page);
    await page.getByRole("main").getByRole("button", { name: TEXT[lang].send }).click();
    await page.locator("#field-name-error").waitFor();
    await expectNoAxeViolations(page);
  });
});

describe("newsletter sign-up on /offers/beauty", () => {
  const box = (page: Page, lang: Lang) => page.getByRole("region", { name: TEXT[lang].newsletterTitle });

  it("asks to confirm by e-mail, keeping one row per address whatever its case, answering alike (no)", async () => {
    const text = TEXT.no;
    const page = await browser.newPage({ lang: "no" });
    await visit(page, "/offers/beauty");
    const id = unique();
    const input = box(page, "no").getByLabel(text.newsletterEmail);
    await input.fill(`Nyhet.${id}@Example.NO`);
    await box(page, "no").getByRole("button", { name: text.subscribe }).click();
    await expect.poll(() => box(page, "no").getByRole("status").innerText()).toBe(text.checkInbox);
    expect(await input.inputValue()).toBe("");
    const address = `nyhet.${id}@example.no`;
    expect(
      await app.rows("SELECT email, language, confirmed_at FROM newsletter_subscribers WHERE lower(email) = $1", [
        address,
      ]),
    ).toEqual([{ email: address, language: "no", confirmed_at: null }]);

    await input.fill(`NYHET.${id}@example.no`);
    await box(page, "no").getByRole("button", { name: text.subscribe }).click();
    await expect.poll(() => box(page, "no").getByRole("status").innerText()).toBe(text.checkInbox);
    const rows = await app.rows("SELECT email FROM newsletter_subscribers WHERE lower(email) = $1", [address]);
    expect(rows).toEqual([{ email: address }]);
  });

  it("confirms by the e-mailed link's button, and leaves by the unsubscribe link's (no)", async () => {
    const text = TEXT.no;
    const address = `bekreft-${unique()}@example.no`;
    const page = await browser.newPage({ lang: "no" });
    await visit(page, "/offers/beauty");
    await box(page, "no").getByLabel(text.newsletterEmail).fill(address);
    await box(page, "no").getByRole("button", { name: text.subscribe }).click();
    await expect.poll(() => box(page, "no").getByRole("status").innerText()).toBe(text.checkInbox);
    const mails = () =>
      app.rows<{ text: string }>(`SELECT text FROM mail_messages WHERE "to" = $1 ORDER BY created_at`, [address]);
    const confirm = /\/newsletter\/confirm\/[^\s]+/.exec((await mails())[0]!.text)![0];
    await visit(page, confirm);
    await expectNoAxeViolations(page);
    await page.getByRole("main").getByRole("button", { name: text.confirmButton }).click();
    await page.getByRole("main").getByText(text.confirmed).waitFor();
    expect((await app.rows("SELECT confirmed_at FROM newsletter_subscribers WHERE email = $1", [address]))[0]).toEqual({
      confirmed_at: expect.any(Date),
    });

    const unsubscribe = /\/newsletter\/unsubscribe\/[^\s]+/.exec((await mails())[1]!.text)![0];
    await visit(page, unsubscribe);
    await page.getByRole("main").getByRole("button", { name: text.unsubscribeButton }).click();
    await page.getByRole("main").getByText(text.unsubscribed).waitFor();
    expect(await app.rows("SELECT 1 FROM newsletter_subscribers WHERE email = $1", [address])).toEqual([]);
    await expectNoAxeViolations(page);
  });

  it("subscribes in English and explains an invalid address, keeping it in the box", async () => {
    const text = TEXT.en;
    const page = await browser.newPage({ lang: "en", allowConsole: REJECTED });
    await visit(page, "/offers/beauty");
    const input = box(page, "en").getByLabel(text.newsletterEmail);
    await input.fill("not-an-address");
    await box(page, "en").getByRole("button", { name: text.subscribe }).click();
    await expect.poll(() => box(page, "en").getByRole("status").innerText()).toBe(text.invalidEmail);
    expect(await input.inputValue()).toBe("not-an-address");
    expect(await app.rows("SELECT 1 FROM newsletter_subscribers WHERE email = 'not-an-address'")).toEqual([]);

    const address = `news-${unique()}@example.com`;
    await input.fill(address);
    await box(page, "en").getByRole("button", { name: text.subscribe }).click();
    await expect.poll(() => box(page, "en").getByRole("status").innerText()).toBe(text.checkInbox);
    expect(await app.rows("SELECT language FROM newsletter_subscribers WHERE email = $1", [address])).toEqual([
      { language: "en" },
    ]);
    await expectNoAxeViolations(page);
  });

  it("lands on the newsletter result page without JavaScript", async () => {
    const page = await browser.newPage({ lang: "no", javaScriptEnabled: false, allowConsole: REJECTED });
    const signUp = async (address: string) => {
      await page.goto("/offers/beauty");
      await box(page, "no").getByLabel(TEXT.no.newsletterEmail).fill(address);
      await box(page, "no").getByRole("button", { name: TEXT.no.subscribe }).click();
      await page.waitForURL((url) => url.pathname !== "/offers/beauty");
    };
    const address = `utenjs-${unique()}@example.no`;
    await signUp(address.toUpperCase());
    expect(await app.rows("SELECT email FROM newsletter_subscribers WHERE email = $1", [address])).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe("/newsletter");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(TEXT.no.newsletterTitle);
    expect(await page.getByRole("main").getByRole("status").innerText()).toBe(TEXT.no.checkInbox);

    await signUp("feil@");
    expect(new URL(page.url()).pathname).toBe("/newsletter");
    expect(await page.getByRole("main").getByRole("status").innerText()).toBe(TEXT.no.invalidEmail);
  });
});

describe("consent", () => {
  it.each(["/offers/beauty", "/register", "/contact"])("has no pre-ticked checkbox on %s", async (path) => {
    const html = await (await fetch(browser.baseUrl + path)).text();
    expect(html).not.toMatch(/<input[^>]*type="checkbox"[^>]*\schecked/);
    const page = await browser.newPage({ lang: "no" });
    await visit(page, path);
    const states = await page
      .locator('input[type="checkbox"], [role="checkbox"], [role="switch"]')
      .evaluateAll((boxes) =>
        boxes.map((box) =>
          box instanceof HTMLInputElement ? box.checked : box.getAttribute("aria-checked") === "true",
        ),
      );
    expect(states.filter(Boolean)).toEqual([]);
  });
});
