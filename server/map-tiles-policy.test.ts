// MAP_TILE_URL: checked at start, and its host (only then) allowed to serve images, so the deal
// page's map tiles load under the content security policy.
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { loadConfig, publicConfig } from "./config.server";
import { securityHeaders } from "./security-headers.server";

async function imagePolicy(mapTileUrl: string | null): Promise<string> {
  const app = express();
  app.use(securityHeaders({ production: false, dev: false, mapTileUrl }));
  app.get("/", (_req, res) => res.send("ok"));
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const policy = response.headers.get("content-security-policy") ?? "";
    return policy.split(";").find((directive) => directive.trim().startsWith("img-src")) ?? "";
  } finally {
    server.close();
  }
}

describe("map tiles", () => {
  const osm = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

  it("allows images from the tile server only when one is configured", async () => {
    expect(await imagePolicy(osm)).toContain("https://tile.openstreetmap.org");
    expect(await imagePolicy(null)).not.toContain("openstreetmap");
  });

  it("takes a tile URL with {z}, {x} and {y} and tells the pages", () => {
    expect(publicConfig(loadConfig({ MAP_TILE_URL: osm })).mapTileUrl).toBe(osm);
    expect(publicConfig(loadConfig({})).mapTileUrl).toBeNull();
    expect(() => loadConfig({ MAP_TILE_URL: "https://tile.openstreetmap.org/tile.png" })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: "ftp://tiles.example/{z}/{x}/{y}.png" })).toThrow(/MAP_TILE_URL/);
  });
});
