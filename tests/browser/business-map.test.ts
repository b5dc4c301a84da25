// The deal page's map when MAP_TILE_URL is set: an app of its own started with a tile server on
// another origin (a stand-in for tile.openstreetmap.org), whose tiles load under the content
// security policy (a refused image would log a console error, which fails the test), with the
// marker and the OpenStreetMap attribution. Axe on the page.
import { createServer, type Server } from "node:http";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe";
import { startApp, type RunningApp } from "../support/app-server";
import { setupBrowser, visit } from "../support/browser-page";

// A 1 × 1 transparent PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

let app: RunningApp | undefined;
let tiles: Server;
const tileRequests: string[] = [];

beforeAll(async () => {
  tiles = createServer((req, res) => {
    tileRequests.push(req.url ?? "");
    res.writeHead(200, { "Content-Type": "image/png" }).end(PNG);
  });
  tiles.listen(0, "127.0.0.1");
  await once(tiles, "listening");
  const tileUrl = `http://127.0.0.1:${(tiles.address() as AddressInfo).port}/{z}/{x}/{y}.png`;
  app = await startApp({ MAP_TILE_URL: tileUrl, TRUST_PROXY: "1" });
});

afterAll(async () => {
  await app?.stop();
  tiles?.close();
});

const browser = setupBrowser(() => app!.baseUrl);

describe("business map", () => {
  it("draws the tiles around the business with a marker and the OpenStreetMap attribution", async () => {
    const page = await browser.newPage();
    const list = await (await page.request.get(`${app!.baseUrl}/deals`)).text();
    const dealId = /href="\/deal\/(\d+)"/.exec(list)?.[1];
    await visit(page, `/deal/${dealId}`);
    const map = page.getByTestId("business-map");
    await map.waitFor();
    expect(await map.getByRole("img").getAttribute("aria-label")).toMatch(/^Kart over området rundt /);
    expect(await map.locator("image").count()).toBeGreaterThanOrEqual(4);
    // The marker: a pin over the tiles.
    expect(await map.locator("svg > path").count()).toBe(1);
    await expect.poll(() => tileRequests.length).toBeGreaterThanOrEqual(4);
    expect(tileRequests.every((url) => /^\/15\/\d+\/\d+\.png$/.test(url))).toBe(true);
    expect(await map.getByRole("link", { name: "© OpenStreetMap-bidragsytere" }).getAttribute("href")).toBe(
      "https://www.openstreetmap.org/copyright",
    );
    expect(await page.getByTestId("location-card").count()).toBe(0);
    await expectNoAxeViolations(page);
  });
});
