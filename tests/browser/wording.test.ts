// The shop's main pages in Bokmål, as a customer reads them: one term per thing (verdikort, Basis,
// abonnement), "…" and never "...", no calque like "pengene-tilbake", and every time of day
// written the one way, "kl. 09.00" or "kl. 09.00–17.00".
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { DEMO_CUSTOMER, signIn } from "../support/accounts";
import { setupBrowser, visit } from "../support/browser-page";

const browser = setupBrowser();

const sessions: Record<string, string> = {};
beforeAll(async () => {
  sessions.customer = await signIn(browser.baseUrl, DEMO_CUSTOMER);
});

/** Words and forms the Bokmål pages must not use, with what to write instead. */
const FORBIDDEN: [RegExp, string][] = [
  [/\.\.\./, "… (one character), not ..."],
  [/verdikode/i, "verdikort"],
  [/[Vv]oucher(?:n|en|nummer)/, "verdikortet"],
  [/\bBasic\b/, "Basis"],
  [/(?:^|[\s(«])[Pp]lan(?:en|er|ene)?\b/, "abonnement"],
  [/pengene-tilbake/i, "Full refusjon på ubrukte verdikort i 14 dager"],
];

/** A time of day, anywhere: 9:00, 09.00, 17:00 (not part of a date like 26.11.2026). */
const TIME = /(?<![\d.,:])\d{1,2}[:.]\d{2}(?![\d]|[.,:]\d)/g;
/** The one form: kl. 09.00, or a range kl. 09.00–17.00 (its second time included). */
const RIGHT_TIME = /kl\. \d{2}\.\d{2}(?:–\d{2}\.\d{2})?/g;
/** "kl." before anything but HH.MM: "kl. 10–15", "kl 9". */
const LOOSE_KL = /\bkl\.? ?\d{1,2}(?![.:]\d{2})\b/g;

async function pageText(page: Page): Promise<string> {
  await page.waitForLoadState("networkidle");
  const text = await page.locator("body").innerText();
  const attributes = await page.evaluate(() =>
    [...document.querySelectorAll("[aria-label],[placeholder],[title],[alt]")]
      .flatMap((element) => ["aria-label", "placeholder", "title", "alt"].map((name) => element.getAttribute(name)))
      .filter((value): value is string => value !== null)
      .join("\n"),
  );
  return `${text}\n${attributes}`;
}

/** Every problem on the page, each with a little of the text around it. */
function wordingProblems(text: string): string[] {
  const around = (index: number) => JSON.stringify(text.slice(Math.max(0, index - 30), index + 30));
  const problems: string[] = [];
  for (const [pattern, instead] of FORBIDDEN) {
    const match = pattern.exec(text);
    if (match) problems.push(`${match[0].trim()} → ${instead}: ${around(match.index)}`);
  }
  const rightTimes = text.replace(RIGHT_TIME, (right) => " ".repeat(right.length));
  for (const match of rightTimes.matchAll(TIME))
    problems.push(`time "${match[0]}" not as kl. HH.MM: ${around(match.index)}`);
  for (const match of text.matchAll(LOOSE_KL)) problems.push(`"${match[0]}" not as kl. HH.MM: ${around(match.index)}`);
  return problems;
}

describe("wording checks", () => {
  it("catch the old forms", () => {
    expect(wordingProblems("Lagrer... Bytt plan. Basic. 14 dagers pengene-tilbake. Ta med vouchern.")).toHaveLength(5);
    expect(wordingProblems("Mandag–fredag 09:00–17:00, kl. 10–15, 9:00")).toHaveLength(4);
    expect(
      wordingProblems("Lagrer … kl. 09.00–17.00, kl. 13.00, 26.11.2026, 4,5 av 5, 1 299 kr, handlingsplan"),
    ).toEqual([]);
  });
});

/** The pages a Bokmål customer walks, and who opens them. */
const PAGES: [string, string | undefined][] = [
  ["/", undefined],
  ["/deals", undefined],
  ["/deals?q=massasje", undefined],
  ["/offers/beauty", undefined],
  ["/cart", "customer"],
  ["/account/vouchers", "customer"],
  ["/help", undefined],
  ["/contact", undefined],
  ["/faq", undefined],
  ["/how-it-works", undefined],
  ["/terms", undefined],
  ["/privacy", undefined],
  ["/about", undefined],
  ["/business", undefined],
  ["/business/consultation", undefined],
];

describe("the shop's pages in Bokmål", () => {
  for (const [path, who] of PAGES) {
    it(`${path} uses one term per thing and writes times as kl. HH.MM`, async () => {
      const page = await browser.newPage({ lang: "no", session: who && sessions[who] });
      const response = await visit(page, path);
      expect(response?.status()).toBe(200);
      expect(wordingProblems(await pageText(page))).toEqual([]);
    });
  }

  it("a deal page does too", async () => {
    const page = await browser.newPage({ lang: "no" });
    await visit(page, "/deals");
    const href = await page.locator('a[href^="/deal/"]').first().getAttribute("href");
    await visit(page, href!);
    expect(wordingProblems(await pageText(page))).toEqual([]);
  });
});
