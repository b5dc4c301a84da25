// One Chromium per test file; each test gets a fresh context (own cookies and storage).
// A page that logs a console error or throws fails its test unless the test expects it.
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import { launchChromium } from "./chromium";

export interface BrowserFixture {
  baseUrl: string;
  /** A new page in a new context. Console errors matching `allowConsole` are tolerated. */
  newPage: (options?: BrowserContextOptions & { allowConsole?: RegExp }) => Promise<Page>;
}

export function setupBrowser(): BrowserFixture {
  const baseUrl = inject("baseUrl");
  let browser: Browser | undefined;
  let problems: string[] = [];
  const cleanups: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    browser = await launchChromium();
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
    baseUrl,
    newPage: async ({ allowConsole, ...options } = {}) => {
      if (!browser) throw new Error("The browser is ready only inside tests");
      // The test app trusts one proxy, so each context is its own client (own throttling).
      const context = await browser.newContext({
        baseURL: baseUrl,
        ...options,
        extraHTTPHeaders: { "X-Forwarded-For": testClientIp(), ...options.extraHTTPHeaders },
      });
      cleanups.push(() => context.close());
      const page = await context.newPage();
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

/** A made-up client address from the documentation range 198.18.0.0/15. */
export function testClientIp(): string {
  const n = Math.floor(Math.random() * 2 ** 17);
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

/** Navigates and waits until React has hydrated, so clicks reach React handlers. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForSelector("html[data-hydrated]");
  return response;
}
