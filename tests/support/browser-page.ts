// One Chromium per test file; each test gets a fresh context (own cookies and storage).
// A page that logs a console error or throws fails its test unless the test expects it.
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import type { Language } from "../../i18n/languages";
import { localizedPath } from "../../server/language-urls";
import { launchChromium } from "./chromium";

/** The desktop window most tests use (the header shows its full navigation at this width). */
export const DESKTOP = { width: 1280, height: 900 };
/** A phone's window, touch and all. */
export const MOBILE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The site's languages: Bokmål ("no") and English. */
export type Lang = Language;

export interface PageOptions extends BrowserContextOptions {
  /** Console errors matching this are tolerated (e.g. Chromium's log line for a refused request). */
  allowConsole?: RegExp;
  /** The site's language for this visitor (the language cookie); Bokmål when not given. */
  lang?: Lang;
  /** A session cookie's value: the visitor is signed in as its user (with the signed-in hint, as a sign-in sets). */
  session?: string;
}

export interface BrowserFixture {
  baseUrl: string;
  /** A new page in a new context (own cookies and storage), in a DESKTOP window unless `viewport` says otherwise. */
  newPage: (options?: PageOptions) => Promise<Page>;
}

/**
 * `app`: the address of an app the test file started itself; the run's shared app otherwise.
 * `chromiumFlags`: more switches for this file's Chromium (a fake camera, say).
 */
export function setupBrowser(app?: () => string, chromiumFlags: readonly string[] = []): BrowserFixture {
  const baseUrlOf = app ?? (() => inject("baseUrl"));
  let browser: Browser | undefined;
  let problems: string[] = [];
  const cleanups: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    browser = await launchChromium(chromiumFlags);
  });
  afterEach(async () => {
    await Promise.all(cleanups.splice(0).map((close) => close()));
    const found = problems;
    problems = [];
    expect(found, "console errors or page errors").toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    get baseUrl() {
      return baseUrlOf();
    },
    newPage: async ({ allowConsole, lang, session, ...options } = {}) => {
      if (!browser) throw new Error("The browser is ready only inside tests");
      const baseUrl = baseUrlOf();
      // The test app trusts one proxy, so each context is its own client (own throttling).
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: DESKTOP,
        ...options,
        extraHTTPHeaders: { "X-Forwarded-For": testClientIp(), ...options.extraHTTPHeaders },
      });
      cleanups.push(() => context.close());
      const cookies = [];
      if (lang === "en") cookies.push({ name: "language", value: "en", url: baseUrl });
      if (session) cookies.push(...signedInCookies(baseUrl, session));
      if (cookies.length > 0) await context.addCookies(cookies);
      const page = await context.newPage();
      if (lang === "en") englishPages.add(page);
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        if (allowConsole?.test(message.text())) return;
        problems.push(`console: ${message.text()}`);
      });
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      return page;
    },
  };
}

/** The cookies a sign-in sets: the session, and the hint that tells the page to ask /me who it is. */
export function signedInCookies(baseUrl: string, session: string) {
  return [
    { name: "session", value: session, url: baseUrl },
    { name: "signed_in", value: "1", url: baseUrl },
  ];
}

/** A made-up client address from the documentation range 198.18.0.0/15. */
export function testClientIp(): string {
  const n = Math.floor(Math.random() * 2 ** 17);
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

/** Waits until React has hydrated the page, so clicks reach React handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector("html[data-hydrated]");
}

/** Pages of visitors who chose English: they open the English addresses. */
const englishPages = new WeakSet<Page>();

/**
 * Navigates and waits until React has hydrated. A visitor who chose English (`lang: "en"`) opens
 * the page's English address ("/deals" is "/en/deals", decision 030), as the site's own links and
 * language switcher take them there; the Norwegian addresses of shared pages are Norwegian for
 * everyone.
 */
export async function visit(page: Page, path: string) {
  const response = await page.goto(englishPages.has(page) && path.startsWith("/") ? localizedPath(path, "en") : path);
  await waitForHydration(page);
  return response;
}
