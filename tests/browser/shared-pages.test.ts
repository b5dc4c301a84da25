// The catalogue pages are the same for everyone: two signed-in customers and a guest get the same
// page (from the one page cache), and each sees only their own name, badges and hearts, which
// arrive from /me after the page has loaded (app/hooks/me.tsx). No customer's name or e-mail
// address may ever be in a shared page.
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { addToCart } from "../../domain/checkout/cart.server";
import { addToWishlist } from "../../domain/catalog/wishlist.server";
import { newAccount, sessionFor } from "../support/accounts";
import { setupAppDatabase } from "../support/app-database";
import { main } from "../support/browser-actions";
import { setupBrowser, visit } from "../support/browser-page";
import { HttpClient } from "../support/http-client";

const browser = setupBrowser();
const app = setupAppDatabase();

interface Customer {
  name: string;
  email: string;
  password: string;
  session: string;
  cartCount: number;
  wishlist: number[];
}

let dealIds: number[] = [];
let category = "";
let customers: [Customer, Customer];

/** A customer with a cart (`cart`: deal id and quantity) and a wishlist, made in the database. */
async function customer(first: string, cart: [number, number][], wishlist: number[]): Promise<Customer> {
  const account = await newAccount(app.db, `${first} Delt-${randomUUID().slice(0, 8)}`);
  for (const [dealId, quantity] of cart)
    expect(await addToCart(app.db, account.id, { dealId, packageKind: "basic", quantity })).toBe(true);
  for (const dealId of wishlist) await addToWishlist(app.db, account.id, dealId);
  const cartCount = cart.reduce((sum, [, quantity]) => sum + quantity, 0);
  return { ...account, session: await sessionFor(app.db, account.id), cartCount, wishlist };
}

beforeAll(async () => {
  // Deals on the first page of /deals, so their cards (and hearts) are on it.
  const html = await (await new HttpClient(browser.baseUrl).get("/deals")).text();
  dealIds = [...new Set([...html.matchAll(/href="\/deal\/(\d+)"/g)].map((m) => Number(m[1])))].slice(0, 4);
  expect(dealIds).toHaveLength(4);
  const [row] = await app.rows<{ category_id: string }>("SELECT category_id FROM deals WHERE id = $1", [dealIds[0]]);
  category = row!.category_id;
  customers = await Promise.all([
    customer("Astrid", [[dealIds[0]!, 2]], [dealIds[0]!, dealIds[1]!]),
    customer(
      "Bjørn",
      [
        [dealIds[1]!, 1],
        [dealIds[2]!, 3],
      ],
      [dealIds[2]!],
    ),
  ]);
});

/** A client holding what a sign-in leaves in a browser: the session and the signed-in hint. */
const signedIn = (who: Customer) =>
  new HttpClient(
    browser.baseUrl,
    new Map([
      ["session", who.session],
      ["signed_in", "1"],
    ]),
  );

const sharedPaths = () => ["/", "/deals", `/deals/${category}`, `/deal/${dealIds[0]}`];

describe("shared catalogue pages", () => {
  it("are the same page for two signed-in customers and a guest, from the one cache, with nobody's name in it", async () => {
    const guest = new HttpClient(browser.baseUrl);
    const [a, b] = customers.map(signedIn) as [HttpClient, HttpClient];
    const secrets = customers.flatMap((c) => [c.name, c.email]);
    // An address no test asked for yet, so that the first customer's request renders the page.
    const fresh = `?shared=${randomUUID()}`;
    for (const path of sharedPaths().map((p) => p + fresh)) {
      const read = async (client: HttpClient) => {
        const response = await client.get(path);
        expect([path, response.status]).toEqual([path, 200]);
        return { cache: response.headers.get("x-page-cache"), html: await response.text() };
      };
      const pages = [await read(a), await read(a), await read(guest), await read(b)];
      expect([path, pages.map((page) => page.cache)]).toEqual([path, ["miss", "hit", "hit", "hit"]]);
      for (const page of pages) {
        for (const secret of secrets) expect(page.html, `${secret} on ${path}`).not.toContain(secret);
        // Byte for byte: a page holds nothing of one visitor (no form token, no nonce: decision 025).
        expect(page.html === pages[0]!.html, path).toBe(true);
      }
    }
  });

  it("/me tells each customer their own name, badges and saved deals, never to be stored", async () => {
    for (const who of customers) {
      const response = await signedIn(who).get("/me");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("vary")).toContain("Cookie");
      expect(await response.json()).toEqual({
        name: who.name,
        role: "user",
        cartCount: who.cartCount,
        wishlistIds: who.wishlist,
      });
    }
    const guest = await new HttpClient(browser.baseUrl).get("/me");
    expect(await guest.json()).toBeNull();
  });

  it("show each visitor their own name, badges and hearts in the browser", async () => {
    const badge = (page: Page, which: "cart" | "wishlist") =>
      page.getByTestId(`header-${which}`).getByTestId("count-badge");
    const heart = (page: Page, id: number) =>
      main(page)
        .getByTestId("deal-card")
        .filter({ has: page.locator(`a[href="/deal/${id}"]`) })
        .getByRole("button", { name: /ønskelisten/ });
    const visitors = [
      { page: await browser.newPage({ session: customers[0].session }), who: customers[0] as Customer | null },
      { page: await browser.newPage({ session: customers[1].session }), who: customers[1] as Customer | null },
      { page: await browser.newPage(), who: null },
    ];
    for (const path of sharedPaths()) {
      for (const { page, who } of visitors) {
        await visit(page, path);
        const others = customers.filter((c) => c !== who).map((c) => c.name);
        if (who) {
          await expect.poll(() => page.getByTestId("user-menu").innerText()).toContain(who.name);
          expect(await badge(page, "cart").innerText()).toBe(String(who.cartCount));
          expect(await badge(page, "wishlist").innerText()).toBe(String(who.wishlist.length));
        } else {
          await page.getByRole("banner").getByRole("link", { name: "Logg inn" }).waitFor();
          expect(await page.getByTestId("user-menu").count()).toBe(0);
          expect(await badge(page, "cart").count()).toBe(0);
          expect(await badge(page, "wishlist").count()).toBe(0);
        }
        const html = await page.content();
        for (const name of others) expect(html, `${name} on ${path}`).not.toContain(name);
        if (path !== "/deals") continue;
        for (const id of dealIds.slice(0, 3)) {
          const saved = who?.wishlist.includes(id) ?? false;
          expect([id, await heart(page, id).getAttribute("aria-pressed")]).toEqual([id, String(saved)]);
        }
      }
    }
  });

  it("show the name after signing in and none after signing out", async () => {
    const account = await newAccount(app.db, `Sigrid Delt-${randomUUID().slice(0, 8)}`);
    const page = await browser.newPage();
    await visit(page, "/login");
    await main(page).getByLabel("E-post", { exact: true }).fill(account.email);
    await main(page).getByLabel("Passord", { exact: true }).fill(account.password);
    await main(page).getByRole("button", { name: "Logg inn", exact: true }).click();
    await page.waitForURL(browser.baseUrl + "/");
    const menu = page.getByTestId("user-menu");
    expect(await menu.locator("summary").getAttribute("aria-label")).toBe(`Kontomeny for ${account.name}`);

    await menu.locator("summary").click();
    await menu.getByRole("button", { name: "Logg ut", exact: true }).click();
    await page.getByRole("banner").getByRole("link", { name: "Logg inn" }).waitFor();
    expect(await menu.count()).toBe(0);
    expect(await page.content()).not.toContain(account.name);
  });

  it("show a heart toggled on /deals as filled on the deal's page, after a link and after a reload", async () => {
    const account = await newAccount(app.db, `Hege Delt-${randomUUID().slice(0, 8)}`);
    const page = await browser.newPage({ session: await sessionFor(app.db, account.id) });
    await visit(page, "/deals");
    const id = dealIds[3]!;
    const card = main(page)
      .getByTestId("deal-card")
      .filter({ has: page.locator(`a[href="/deal/${id}"]`) });
    await page.getByTestId("user-menu").waitFor();
    await card.getByRole("button", { name: /ønskelisten/ }).click();
    await expect
      .poll(() => card.getByRole("button", { name: /ønskelisten/ }).getAttribute("aria-pressed"))
      .toBe("true");
    await expect.poll(() => page.getByTestId("header-wishlist").getByTestId("count-badge").innerText()).toBe("1");

    const dealHeart = () =>
      main(page)
        .getByRole("button", { name: /ønskelisten/ })
        .first();
    await card.getByRole("link").first().click();
    await page.waitForURL(`${browser.baseUrl}/deal/${id}`);
    await expect.poll(() => dealHeart().getAttribute("aria-pressed")).toBe("true");
    await visit(page, `/deal/${id}`);
    await expect.poll(() => dealHeart().getAttribute("aria-pressed")).toBe("true");
    expect(await dealHeart().getAttribute("aria-label")).toMatch(/^Fjern .* fra ønskelisten$/);
  });

  it("lead by a link from a shared page to the cart, which shows the server's lines", async () => {
    const [astrid] = customers;
    const page = await browser.newPage({ session: astrid.session });
    await visit(page, "/");
    await page.getByTestId("user-menu").waitFor();
    await page.getByTestId("header-cart").click();
    await page.waitForURL(`${browser.baseUrl}/cart`);
    await expect.poll(() => main(page).getByTestId("cart-quantity").allInnerTexts()).toEqual(["2"]);
  });
});
