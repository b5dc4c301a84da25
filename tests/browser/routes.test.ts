// Every route of the spec's route table answers (none 404s); unknown paths answer a real 404.
import { describe, expect, inject, it } from "vitest";
import { inlineScriptHashes } from "../../app/rendering/inline-script-hashes.server";
import { PUBLIC_PAGES } from "../../server/public-pages";
import { HttpClient } from "../support/http-client";
import { examplePath } from "../support/route-inventory";

// The spec's route table: every public page (server/public-pages.ts) and the signed-in ones.
const SPEC_ROUTES = [
  ...PUBLIC_PAGES.filter((page) => !page.resource).map((page) => examplePath(page.path)),
  "/business/dashboard",
  "/account",
  "/account/vouchers",
  "/account/settings",
  "/account/favorites",
];

describe("routes", () => {
  const baseUrl = inject("baseUrl");

  it.each(SPEC_ROUTES)("%s answers with a page, not a 404", async (path) => {
    const response = await fetch(baseUrl + path, { redirect: "manual" });
    expect(response.status, path).toBeLessThan(400);
    if (response.status === 200) {
      const html = await response.text();
      expect(html).toContain("<title>");
      expect(html).not.toContain("Page not found");
    }
  });

  it("answers an unknown path with HTTP 404 and the spec's page in both languages", async () => {
    const english = await fetch(`${baseUrl}/no-such-page/at-all`, { headers: { Cookie: "language=en" } });
    expect(english.status).toBe(404);
    const englishHtml = await english.text();
    expect(englishHtml).toContain("Page not found");
    expect(englishHtml).toContain("Go Home");

    const norwegian = await fetch(`${baseUrl}/no-such-page`);
    expect(norwegian.status).toBe(404);
    const norwegianHtml = await norwegian.text();
    expect(norwegianHtml).toContain("Fant ikke siden");
    expect(norwegianHtml).toContain('lang="nb"');
  });

  it("serves the health checks, a request id, and static images with cache headers", async () => {
    const health = await fetch(`${baseUrl}/healthz`);
    expect(health.status).toBe(200);
    const ready = await fetch(`${baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.text()).toBe("ready");
    expect((await fetch(`${baseUrl}/about`)).headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const image = await fetch(`${baseUrl}/images/categories/dining.svg`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toContain("image/svg+xml");
    expect(image.headers.get("cache-control")).toMatch(/max-age=\d+/);
  });

  it("never redirects the language switch to another site", async () => {
    const client = new HttpClient(baseUrl);
    const response = await client.postForm("/language", { lang: "en", redirectTo: "//evil.example/" });
    expect(response.status).toBe(303);
    // The start page, at its English address (decision 030).
    expect(response.headers.get("location")).toBe("/en");
    expect(client.cookieHeader()).toContain("language=en");
  });

  it("refuses a state change from another site, and takes one from its own pages without any token", async () => {
    const client = new HttpClient(baseUrl);
    const foreign = await client.postForm("/language", { lang: "en" }, { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    const crossSite = await client.postForm(
      "/language",
      { lang: "en" },
      { headers: { "Sec-Fetch-Site": "cross-site" } },
    );
    expect(crossSite.status).toBe(403);
    expect(client.cookieHeader()).not.toContain("language=en");
    const own = await client.postForm(
      "/language",
      { lang: "en", redirectTo: "/" },
      { headers: { "Sec-Fetch-Site": "same-origin" } },
    );
    expect(own.status).toBe(303);
    expect(client.cookieHeader()).toContain("language=en");
  });

  it("sends security headers whose script-src lists the page's inline scripts by hash", async () => {
    const response = await fetch(baseUrl + "/");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/);
    expect(csp).not.toContain("nonce");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const html = await response.text();
    expect(html).not.toContain("nonce=");
    const listed = new Set([...csp.matchAll(/'(sha256-[^']+)'/g)].map((m) => `'${m[1]}'`));
    expect(new Set(inlineScriptHashes(html))).toEqual(listed);
  });
});
