import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { pageMessages } from "./dictionaries.server";
import { PAGE_SECTIONS } from "./messages";
import { pageTextScript, textScriptNamed } from "./text-scripts.server";

/** What the browser gets from a script's module: its default export. */
async function exported(body: Buffer): Promise<unknown> {
  const module = (await import(`data:text/javascript;base64,${body.toString("base64")}`)) as { default: unknown };
  return module.default;
}

describe("page text scripts", () => {
  it("holds exactly the page's texts, in its language, plain, gzip and Brotli alike", async () => {
    for (const lang of ["no", "en"] as const) {
      for (const path of [
        "/cart",
        "/",
        "/deal/1",
        "/business/dashboard",
        "/business/deals/new",
        "/admin/deals",
        "/about",
      ]) {
        const script = pageTextScript(lang, path);
        expect(await exported(script.body)).toEqual(pageMessages(lang, path));
        expect(gunzipSync(await script.compressed("gzip"))).toEqual(script.body);
        expect(brotliDecompressSync(await script.compressed("br"))).toEqual(script.body);
      }
    }
  });

  it("names one script per language and set of texts, by a hash of its content", () => {
    expect(pageTextScript("no", "/cart").url).toMatch(/^\/texts\/no\.cart\.[0-9a-f]{16}\.js$/);
    expect(pageTextScript("en", "/").url).toMatch(/^\/texts\/en\.home\.[0-9a-f]{16}\.js$/);
    expect(pageTextScript("no", "/account/vouchers").url).toMatch(/^\/texts\/no\.account-vouchers\./);
    // Pages of one set share a script; the data request of a page is the page.
    expect(pageTextScript("no", "/about").url).toBe(pageTextScript("no", "/terms").url);
    expect(pageTextScript("no", "/admin/deals").url).toBe(pageTextScript("no", "/admin/partners.data").url);
    expect(pageTextScript("no", "/cart").url).not.toBe(pageTextScript("en", "/cart").url);
    // Every deal's page (and its data request) shares the deal page's set, which is not /deals'.
    expect(pageTextScript("no", "/deal/1").url).toMatch(/^\/texts\/no\.deal\.[0-9a-f]{16}\.js$/);
    expect(pageTextScript("en", "/deal/42.data").url).toBe(pageTextScript("en", "/deal/1").url);
    expect(pageTextScript("no", "/deal/1").url).not.toBe(pageTextScript("no", "/deals").url);
    expect(pageTextScript("no", "/deal/1/other").url).toBe(pageTextScript("no", "/about").url);
    // Every set its own script: each page of PAGE_SECTIONS, and each area ("/admin" is a page
    // with a set of its own, "/admin/deals" in the admin area's).
    const paths = [...Object.keys(PAGE_SECTIONS), "/about", "/business/profile", "/admin/deals"];
    const scripts = paths.map((path) => pageTextScript("no", path));
    expect(new Set(scripts.map((script) => script.url)).size).toBe(paths.length);
    for (const [i, path] of paths.entries()) expect(scripts[i]!.messages).toBe(pageMessages("no", path));
  });

  it("finds a script by its file name, another build's hash by its set, and nothing else", () => {
    const cart = pageTextScript("en", "/cart");
    expect(textScriptNamed(cart.url.slice("/texts/".length))).toEqual({ script: cart, current: true });
    expect(textScriptNamed("en.cart.0123456789abcdef.js")).toEqual({ script: cart, current: false });
    expect(textScriptNamed(`${pageTextScript("no", "/admin").url.slice(7)}`)?.current).toBe(true);
    for (const name of [
      "xx.cart.0123456789abcdef.js",
      "no.nothing.0123456789abcdef.js",
      "no.cart.js",
      "../package.json",
    ])
      expect(textScriptNamed(name)).toBeNull();
  });
});
