// What brings a visitor back, in a real Chromium: "Nylig sett" on the home page (a guest's from
// the browser, a signed-in customer's from the account), "Lignende tilbud" on the deal page, and
// deal alerts turned on in the settings and confirmed by the e-mailed link. Both languages, axe.
import { and, asc, eq, gt } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { deals } from "#db/schema.server";
import { newAccount, sessionFor } from "../support/accounts";
import { expectNoAxeViolations } from "../support/axe";
import { setupAppDatabase } from "../support/app-database";
import { main } from "../support/browser-actions";
import { setupBrowser, visit, type Lang } from "../support/browser-page";
import { newestMailTo } from "../support/outbox";

const browser = setupBrowser();
const connection = setupAppDatabase();

// [Bokmål, English], as in i18n/locales/comeBack.*.ts and dealAlertMail.*.ts.
const TEXTS = {
  recent: ["Nylig sett", "Recently viewed"],
  similar: ["Lignende tilbud", "Similar deals"],
} as const;
const text = (lang: Lang, key: keyof typeof TEXTS) => TEXTS[key][lang === "no" ? 0 : 1];

/** Two live deals of a category with more of its kind, so each has similar deals. */
async function twoDeals(): Promise<number[]> {
  const rows = await connection.db
    .select({ id: deals.id })
    .from(deals)
    .where(and(eq(deals.status, "published"), gt(deals.endsAt, new Date(Date.now() + 86_400_000))))
    .orderBy(asc(deals.id))
    .limit(2);
  return rows.map((r) => r.id);
}

/** Opens each deal and returns its title as the page shows it. */
async function viewDeals(page: Page, ids: number[]): Promise<string[]> {
  const titles: string[] = [];
  for (const id of ids) {
    await visit(page, `/deal/${id}`);
    titles.push(await main(page).getByRole("heading", { level: 1 }).innerText());
  }
  return titles;
}

async function recentTitles(page: Page, lang: Lang): Promise<string[]> {
  const section = page.getByRole("region", { name: text(lang, "recent") });
  await section.waitFor();
  return section.getByTestId("deal-card").getByRole("heading").allInnerTexts();
}

describe("recently viewed", () => {
  it.each(["no", "en"] as const)(
    "shows a guest the deals viewed, newest first, on the home page (%s)",
    async (lang) => {
      const page = await browser.newPage({ lang });
      await visit(page, "/");
      expect(await page.getByRole("region", { name: text(lang, "recent") }).count()).toBe(0);

      const titles = await viewDeals(page, await twoDeals());
      await visit(page, "/");
      expect(await recentTitles(page, lang)).toEqual([titles[1], titles[0]]);
      await expectNoAxeViolations(page);
    },
  );

  it.each(["no", "en"] as const)(
    "keeps a signed-in customer's views in the account, seen from another browser (%s)",
    async (lang) => {
      const account = await newAccount(connection.db);
      const session = await sessionFor(connection.db, account.id);
      const page = await browser.newPage({ lang, session });
      const titles = await viewDeals(page, await twoDeals());
      await visit(page, "/");
      expect(await recentTitles(page, lang)).toEqual([titles[1], titles[0]]);

      const elsewhere = await browser.newPage({ lang, session });
      await visit(elsewhere, "/");
      expect(await recentTitles(elsewhere, lang)).toEqual([titles[1], titles[0]]);
    },
  );
});

describe("similar deals", () => {
  it.each(["no", "en"] as const)("lists up to four other deals under a deal (%s)", async (lang) => {
    const [id] = await twoDeals();
    const page = await browser.newPage({ lang });
    await visit(page, `/deal/${id}`);
    const section = page.getByRole("region", { name: text(lang, "similar") });
    const cards = section.getByTestId("deal-card");
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(4);
    for (const href of await cards.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href"))))
      expect(href).not.toMatch(new RegExp(`/deal/${id}$`));
    await expectNoAxeViolations(page);
  });
});

// [Bokmål, English], as in i18n/locales/no.ts, en.ts, comeBack.*.ts and dealAlertMail.*.ts.
const ALERT_TEXTS = {
  setting: ["Tilbudsvarsler", "Deal alerts"],
  save: ["Lagre endringer", "Save Changes"],
  pending: [
    "Vi har sendt deg en e-post. Følg lenken i den for å slå på tilbudsvarslene.",
    "We have sent you an e-mail. Follow its link to turn deal alerts on.",
  ],
  subject: ["Bekreft tilbudsvarsler fra MagicDeals", "Confirm deal alerts from MagicDeals"],
  confirm: ["Slå på tilbudsvarsler", "Turn on deal alerts"],
  done: ["Takk! Tilbudsvarslene er slått på.", "Thank you! Deal alerts are on."],
  on: ["Tilbudsvarsler er på.", "Deal alerts are on."],
} as const;
const alertText = (lang: Lang, key: keyof typeof ALERT_TEXTS) => ALERT_TEXTS[key][lang === "no" ? 0 : 1];

describe("deal alerts", () => {
  it.each(["no", "en"] as const)(
    "are turned on in the settings, confirmed by the e-mailed link, and then shown as on (%s)",
    async (lang) => {
      const account = await newAccount(connection.db);
      const page = await browser.newPage({ lang, session: await sessionFor(connection.db, account.id) });
      await visit(page, "/account/settings");
      await main(page)
        .getByRole("checkbox", { name: alertText(lang, "setting"), exact: true })
        .check();
      await main(page).getByRole("checkbox", { name: "Oslo", exact: true }).check();
      await main(page)
        .getByRole("button", { name: alertText(lang, "save") })
        .click();
      await page.getByText(alertText(lang, "pending")).waitFor();

      const mail = await newestMailTo(connection.pool, account.email);
      expect(mail?.subject).toBe(alertText(lang, "subject"));
      // The link leads to the page in the subscriber's language.
      const prefix = lang === "en" ? "/en" : "";
      const link = new RegExp(`${browser.baseUrl}(${prefix}/deal-alerts/confirm/[A-Za-z0-9._-]+)`).exec(
        mail?.text ?? "",
      )?.[1];
      if (!link) throw new Error(`No confirmation link: ${mail?.text}`);
      await visit(page, link);
      await main(page)
        .getByRole("button", { name: alertText(lang, "confirm") })
        .click();
      await page.getByText(alertText(lang, "done"), { exact: false }).waitFor();
      await expectNoAxeViolations(page);

      await visit(page, "/account/settings");
      await page.getByText(alertText(lang, "on")).waitFor();
      expect(await main(page).getByRole("checkbox", { name: "Oslo", exact: true }).isChecked()).toBe(true);
      await expectNoAxeViolations(page);
    },
  );
});
