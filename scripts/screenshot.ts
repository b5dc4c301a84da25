// npm run screenshot: builds nothing; run `npm run build` first. Starts the built app on a fresh
// data directory and saves the home page as docs/home.png with the browser tests' Chromium.
import path from "node:path";
import { startApp } from "../tests/support/app-server";
import { launchChromium } from "../tests/support/chromium";

const app = await startApp();
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, baseURL: app.baseUrl });
  await page.goto("/");
  await page.waitForSelector("html[data-hydrated]");
  await page.waitForLoadState("networkidle");
  const file = path.resolve(import.meta.dirname, "..", "docs", "home.png");
  await page.screenshot({ path: file });
  console.log(`Saved ${file}`);
} finally {
  await browser.close();
  await app.stop();
}
