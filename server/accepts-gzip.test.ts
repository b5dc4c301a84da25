import { describe, expect, it } from "vitest";
import { acceptsBrotli, acceptsGzip } from "./accepts-gzip.server";

describe("acceptsGzip", () => {
  it.each([
    ["gzip, deflate, br, zstd", true],
    ["br;q=1.0, gzip;q=0.8, *;q=0.1", true],
    ["*", true],
    ["GZIP", true],
    ["identity", false],
    ["br", false],
    ["gzip;q=0", false],
    ["gzip;q=0.000, br", false],
    ["*;q=0", false],
    ["br, *;q=0.5", true],
    ["gzip;q=0, *;q=1", false],
    ["", false],
    [undefined, false],
  ])("%j → %s", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe("acceptsBrotli", () => {
  it.each([
    ["gzip, deflate, br, zstd", true],
    ["br;q=1.0, gzip;q=0.8", true],
    ["gzip", false],
    ["br;q=0, gzip", false],
    ["*", true],
    [undefined, false],
  ])("%j → %s", (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });
});
