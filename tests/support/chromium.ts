// Finds a Chromium to drive: CHROME_PATH, else Debian's /usr/bin/chromium, else the binary the
// @sparticuz/chromium dev dependency ships (so `npm ci && npm test` needs nothing else).
import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export async function chromiumPath(): Promise<string> {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  const sparticuz = (await import("@sparticuz/chromium")).default;
  return sparticuz.executablePath();
}

/** `extraFlags`: more command-line switches, e.g. a fake camera showing a file. */
export async function launchChromium(extraFlags: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: await chromiumPath(),
    args: [...CHROMIUM_FLAGS, ...extraFlags],
    headless: true,
  });
}
