// The one list of public pages (server/public-pages.ts) against the built app: every page a
// visitor who is not signed in can open is on the list, the list names only routes that exist,
// and what it says about the page cache is what a visitor gets: a cacheable page (and its
// `.data` twin) comes from the cache on the next visit, any other is rendered every time.
import { describe, expect, inject, it } from "vitest";
import { PUBLIC_PAGES, type PublicPage } from "../../server/public-pages";
import { HttpClient } from "../support/http-client";
import { appRoutes, examplePath } from "../support/route-inventory";

const baseUrl = inject("baseUrl");
// Headless browsers and scripts count as bots for the deal-view counter, not for the cache; a
// person's browser all the same.
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/147.0 Safari/537.36";

/** What a new anonymous visitor gets for `path`: the status and what the page cache said. */
async function visitAnonymously(path: string) {
  const response = await new HttpClient(baseUrl).get(path, { headers: { "User-Agent": BROWSER_UA } });
  await response.arrayBuffer();
  return { status: response.status, cache: response.headers.get("x-page-cache") };
}

/** The address client-side navigation asks for a page's data. */
const dataPath = (path: string) => (path === "/" ? "/_root.data" : `${path}.data`);

const cached = PUBLIC_PAGES.filter((page) => page.cache === true);
const uncached = PUBLIC_PAGES.filter((page): page is PublicPage & { cache: { no: string } } => page.cache !== true);

describe("the list of public pages", () => {
  it("has every page of the built app that a visitor who is not signed in may open", async () => {
    const pages = (await appRoutes()).filter((route) => route.isPage && !route.pattern.includes("*"));
    const open: string[] = [];
    for (const route of pages) {
      if ((await visitAnonymously(examplePath(route.pattern))).status === 200) open.push(route.pattern);
    }
    const listed = new Set(PUBLIC_PAGES.map((page) => page.path));
    expect(
      open.filter((pattern) => !listed.has(pattern)),
      "public pages missing from server/public-pages.ts",
    ).toEqual([]);
    // The list's own pages are among them (a page on the list that asks for sign-in is a mistake).
    expect(open).toEqual(
      expect.arrayContaining(PUBLIC_PAGES.filter((page) => !page.resource).map((page) => page.path)),
    );
  });

  it("names only routes the app has, each once", async () => {
    const patterns = new Set((await appRoutes()).map((route) => route.pattern));
    expect(PUBLIC_PAGES.map((page) => page.path).filter((path) => !patterns.has(path))).toEqual([]);
    expect(new Set(PUBLIC_PAGES.map((page) => page.path)).size).toBe(PUBLIC_PAGES.length);
  });
});

describe("the anonymous page cache", () => {
  it.each(cached.map((page) => [page.path, page] as const))(
    "serves %s from the cache to the next visitor",
    async (_, page) => {
      const path = examplePath(page.path);
      const paths = page.resource ? [path] : [path, dataPath(path)];
      for (const asked of paths) {
        const first = await visitAnonymously(asked);
        expect(first.status, asked).toBe(200);
        expect(["miss", "hit"], `${asked} goes through the cache`).toContain(first.cache);
        expect((await visitAnonymously(asked)).cache, `${asked} the second time`).toBe("hit");
      }
    },
  );

  it.each(uncached.map((page) => [page.path, page.cache.no, page] as const))(
    "renders %s fresh every time (%s)",
    async (_, __, page) => {
      const path = examplePath(page.path);
      for (let visit = 0; visit < 2; visit++) {
        const answer = await visitAnonymously(path);
        expect(answer.status, path).toBe(200);
        expect(answer.cache, path).toBeNull();
      }
    },
  );
});
