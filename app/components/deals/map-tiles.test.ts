import { describe, expect, it } from "vitest";
import { tilesAround } from "./map-tiles";

describe("tilesAround", () => {
  it("covers the whole view with tiles around the point, the point in the middle", () => {
    const oslo = { lat: 59.9133, lon: 10.7389 };
    const tiles = tilesAround("https://tiles.example/{z}/{x}/{y}.png", oslo, 15, 512, 288);
    // 512 × 288 px needs 2 or 3 tiles across and 2 down, never a gap.
    expect(tiles.length).toBeGreaterThanOrEqual(4);
    expect(Math.min(...tiles.map((t) => t.x))).toBeLessThanOrEqual(0);
    expect(Math.min(...tiles.map((t) => t.y))).toBeLessThanOrEqual(0);
    expect(Math.max(...tiles.map((t) => t.x + 256))).toBeGreaterThanOrEqual(512);
    expect(Math.max(...tiles.map((t) => t.y + 256))).toBeGreaterThanOrEqual(288);
    // Oslo's centre at zoom 15 lies in tile x 17361, y 9531 (the OSM wiki's slippy-map formula).
    const centre = tiles.find((t) => t.x <= 256 && t.x + 256 > 256 && t.y <= 144 && t.y + 256 > 144);
    expect(centre?.src).toBe("https://tiles.example/15/17361/9531.png");
  });
});
