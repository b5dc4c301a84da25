// My Vouchers' two parts in a real Chromium: the vouchers to use first, all of them, then the
// used, expired, refunded and cancelled ones ten a page, newest first, with page links that work
// without JavaScript (?page=N, a bad number shows page 1), in Bokmål and English, the focus on
// the history's heading after a page change in the browser, axe (where the script runs). The
// vouchers are written straight into the app's database (buying is tested in vouchers.test.ts),
// one order each, a day apart, so their order is known.
import { randomUUID } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { newAccount, sessionFor } from "../support/accounts";
import { setupAppDatabase } from "../support/app-database";
import { main } from "../support/browser-actions";
import { setupBrowser, visit, waitForHydration, type Lang } from "../support/browser-page";
import { expectNoAxeViolations } from "../support/axe";

const browser = setupBrowser();
const db = setupAppDatabase();

const TEXT = {
  no: {
    toUse: "Klare til bruk",
    history: "Tidligere verdikort",
    pages: "Sider med tidligere verdikort",
    next: "Neste",
    previous: "Forrige",
    showing: (from: number, to: number, total: number) => `Viser ${from}–${to} av ${total}`,
    status: { redeemed: "Brukt", expired: "Utløpt", refunded: "Refundert", voided: "Annullert" },
    receipt: "Kvittering (PDF)",
    review: "Skriv en vurdering",
  },
  en: {
    toUse: "Ready to use",
    history: "Past vouchers",
    pages: "Pages of past vouchers",
    next: "Next",
    previous: "Previous",
    showing: (from: number, to: number, total: number) => `Showing ${from}–${to} of ${total}`,
    status: { redeemed: "Redeemed", expired: "Expired", refunded: "Refunded", voided: "Cancelled" },
    receipt: "Receipt (PDF)",
    review: "Write a review",
  },
} as const;

type PastStatus = keyof (typeof TEXT)["no"]["status"];
/** The history, newest first: 13 vouchers, so page 2 has 3. */
const PAST: PastStatus[] = [
  "redeemed",
  "expired",
  "refunded",
  "voided",
  "redeemed",
  "redeemed",
  "expired",
  "redeemed",
  "redeemed",
  "expired",
  "redeemed",
  "redeemed",
  "redeemed",
];

let session = "";
/** The codes as shown (MAGIC-XXXXX-XXXXX), to use newest first, and the history newest first. */
const codes = { toUse: [] as string[], history: [] as string[] };
let firstRedeemedId = "";

/** One order of one voucher of the first live deal, bought `daysAgo` days ago, in `status`. */
async function voucherBought(userId: string, email: string, daysAgo: number, status: string) {
  const serial = randomUUID().replace(/-/g, "").slice(0, 10).toUpperCase();
  const [row] = await db.rows<{ id: string; code: string }>(
    `WITH d AS (
       SELECT id, title, discounted_price_ore, original_price_ore FROM deals
        WHERE status = 'published' AND ends_at > now() ORDER BY id LIMIT 1
     ), o AS (
       INSERT INTO orders (id, number, user_id, email, language, total_ore, original_total_ore, vat_ore, card_brand, card_last4, created_at)
       SELECT gen_random_uuid(), 'ORD-H' || $1, $2, $3, 'no', d.discounted_price_ore, d.original_price_ore, 0, 'Visa', '4242',
              now() - make_interval(days => $4::int) FROM d
       RETURNING id
     ), l AS (
       INSERT INTO order_lines (id, order_id, deal_id, package_kind, title, quantity, unit_price_ore, unit_original_ore, validity_days)
       SELECT gen_random_uuid(), o.id, d.id, 'basic', d.title, 1, d.discounted_price_ore, d.original_price_ore, 180 FROM o, d
       RETURNING id, order_id, deal_id
     )
     INSERT INTO vouchers (id, code, order_id, order_line_id, deal_id, status, valid_until)
     SELECT gen_random_uuid(), 'MAGIC-' || $1, l.order_id, l.id, l.deal_id, $5::voucher_status,
            now() + make_interval(days => 180 - $4::int) FROM l
     RETURNING id, code`,
    [serial, userId, email, daysAgo, status],
  );
  return { id: row!.id, shown: `${row!.code.slice(0, 11)}-${row!.code.slice(11)}` };
}

beforeAll(async () => {
  const account = await newAccount(db.db, "Hanne Historikk");
  session = await sessionFor(db.db, account.id);
  for (const [i, status] of ["active", "active"].entries())
    codes.toUse.push((await voucherBought(account.id, account.email, i, status)).shown);
  for (const [i, status] of PAST.entries()) {
    const voucher = await voucherBought(account.id, account.email, 10 + i, status);
    codes.history.push(voucher.shown);
    if (status === "redeemed" && !firstRedeemedId) firstRedeemedId = voucher.id;
  }
});

const region = (page: Page, name: string) => main(page).getByRole("region", { name });
const shownCodes = (scope: Locator) => scope.getByTestId("voucher-code").allInnerTexts();

async function expectHistoryPage(page: Page, lang: Lang, pageNumber: 1 | 2) {
  const text = TEXT[lang];
  const history = region(page, text.history);
  const [from, to] = pageNumber === 1 ? [1, 10] : [11, 13];
  expect(await history.getByRole("heading", { level: 2 }).innerText()).toBe(`${text.history} (13)`);
  expect(await history.getByTestId("history-showing").innerText()).toBe(text.showing(from, to, 13));
  expect(await shownCodes(history)).toEqual(codes.history.slice(from - 1, to));
  expect(await history.getByTestId("voucher-status").allInnerTexts()).toEqual(
    PAST.slice(from - 1, to).map((status) => text.status[status]),
  );
  // Every voucher to use, on every page of the history.
  const toUse = region(page, text.toUse);
  expect(await toUse.getByRole("heading", { level: 2 }).innerText()).toBe(`${text.toUse} (2)`);
  expect(await shownCodes(toUse)).toEqual(codes.toUse);
  const nav = history.getByRole("navigation", { name: text.pages });
  const current = nav.locator('[aria-current="page"]');
  expect(await current.innerText()).toBe(String(pageNumber));
  return nav;
}

describe("My Vouchers' history", () => {
  for (const lang of ["no", "en"] as const) {
    it(`pages through the history without JavaScript (${lang})`, async () => {
      const text = TEXT[lang];
      const page = await browser.newPage({ lang, session, javaScriptEnabled: false });
      const base = lang === "en" ? "/en/account/vouchers" : "/account/vouchers";
      await page.goto(base);
      const nav = await expectHistoryPage(page, lang, 1);
      expect(await nav.getByRole("link", { name: text.previous }).count()).toBe(0);

      await nav.getByRole("link", { name: text.next }).click();
      await page.waitForURL((url) => url.pathname === base && url.search === "?page=2");
      expect(new URL(page.url()).hash).toBe("#vouchers-history");
      const second = await expectHistoryPage(page, lang, 2);
      expect(await second.getByRole("link", { name: text.next }).count()).toBe(0);

      await second.getByRole("link", { name: text.previous }).click();
      await page.waitForURL((url) => url.pathname === base && url.search === "");
      await expectHistoryPage(page, lang, 1);

      // A page number that is not one, or past the end, shows page 1.
      for (const bad of ["0", "-2", "abc", "1.5", "3", "99999999999"]) {
        await page.goto(`${base}?page=${bad}`);
        await expectHistoryPage(page, lang, 1);
      }
    });
  }

  it("keeps the receipt and the review link on a used voucher's card, and no QR code, PDF or refund", async () => {
    const page = await browser.newPage({ session });
    await visit(page, "/account/vouchers?page=2");
    const card = region(page, TEXT.no.history).getByTestId("voucher").filter({ hasText: TEXT.no.status.redeemed });
    expect(await card.count()).toBe(3);
    const first = card.first();
    expect(await first.getByRole("link", { name: TEXT.no.review }).getAttribute("href")).toMatch(
      /^\/account\/vouchers\/[0-9a-f-]{36}\/review$/,
    );
    expect(await first.getByRole("link", { name: TEXT.no.receipt }).getAttribute("href")).toMatch(
      /^\/orders\/[0-9a-f-]{36}\/receipt\.pdf$/,
    );
    const history = region(page, TEXT.no.history);
    for (const name of ["Vis QR-kode", "Refunder", "Send på e-post"])
      expect(await history.getByRole("button", { name }).count()).toBe(0);
    expect(await history.getByRole("link", { name: "Last ned PDF" }).count()).toBe(0);
    await expectNoAxeViolations(page);
    // The first page's newest used voucher leads to its own review form.
    await visit(page, "/account/vouchers");
    const newest = region(page, TEXT.no.history).getByTestId("voucher").filter({ hasText: codes.history[0]! });
    expect(await newest.getByRole("link", { name: TEXT.no.review }).getAttribute("href")).toBe(
      `/account/vouchers/${firstRedeemedId}/review`,
    );
  });

  it("moves the focus to the history's heading after a page change in the browser", async () => {
    const page = await browser.newPage({ session, lang: "en" });
    await visit(page, "/en/account/vouchers");
    await waitForHydration(page);
    const history = region(page, TEXT.en.history);
    await history.getByRole("navigation", { name: TEXT.en.pages }).getByRole("link", { name: TEXT.en.next }).click();
    await page.waitForURL(/\/en\/account\/vouchers\?page=2#vouchers-history$/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("vouchers-history");
    await expectHistoryPage(page, "en", 2);
    await expectNoAxeViolations(page);
  });
});
