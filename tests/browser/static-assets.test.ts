// The browser's scripts and styles as the built server sends them: compressed at build time
// (Brotli for browsers that accept it, else gzip, else plain), the same bytes once unpacked, and
// cached for a year under their fingerprinted names.
import { readdirSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, inject, it } from "vitest";

const baseUrl = inject("baseUrl");

function get(path: string, acceptEncoding?: string) {
  const headers: Record<string, string> = acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding };
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      request(new URL(path, baseUrl), { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on("error", reject)
        .end();
    },
  );
}

const ASSETS_DIR = path.join("build", "client", "assets");

/** The scripts and style sheets of the build the server under test runs. */
function builtAssets(): string[] {
  return readdirSync(ASSETS_DIR)
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => `/assets/${file}`);
}

const brotliBest = (plain: Buffer) => brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

describe("static assets", () => {
  it("sends each of the build's scripts and styles in Brotli, gzip or plain, as the browser accepts, the same bytes each way", async () => {
    const assets = builtAssets();
    expect(assets.length).toBeGreaterThan(5);
    expect(assets.some((path) => path.endsWith(".css"))).toBe(true);
    for (const path of assets) {
      const plain = await get(path);
      expect(plain.status, path).toBe(200);
      expect(plain.headers["content-encoding"], path).toBeUndefined();

      // The smallest files do not shrink: those, and only those, go out as they are.
      if (brotliBest(plain.body).length >= plain.body.length) continue;
      const brotli = await get(path, "gzip, deflate, br, zstd");
      expect(brotli.headers["content-encoding"], path).toBe("br");
      expect(brotliDecompressSync(brotli.body).equals(plain.body), path).toBe(true);
      expect(brotli.headers["vary"], path).toMatch(/Accept-Encoding/i);

      const gzip = await get(path, "gzip");
      expect(gzip.headers["content-encoding"], path).toBe(
        gzipSync(plain.body, { level: 9 }).length < plain.body.length ? "gzip" : undefined,
      );
      if (gzip.headers["content-encoding"]) expect(gunzipSync(gzip.body).equals(plain.body), path).toBe(true);
    }
  });

  it("sends the JavaScript as small as Brotli and gzip at their highest levels make it, Brotli the smaller", async () => {
    const sizes = { brotli: 0, gzip: 0, brotliBest: 0, gzipBest: 0 };
    for (const path of builtAssets().filter((file) => file.endsWith(".js"))) {
      const plain = (await get(path)).body;
      sizes.brotli += (await get(path, "br, gzip")).body.length;
      sizes.gzip += (await get(path, "gzip")).body.length;
      sizes.brotliBest += Math.min(brotliBest(plain).length, plain.length);
      sizes.gzipBest += Math.min(gzipSync(plain, { level: 9 }).length, plain.length);
    }
    expect(sizes.brotli).toBeLessThanOrEqual(sizes.brotliBest);
    expect(sizes.gzip).toBeLessThanOrEqual(sizes.gzipBest);
    expect(sizes.brotli).toBeLessThan(sizes.gzip);
  });

  it("lets browsers keep every asset for a year without asking again", async () => {
    const [path] = builtAssets();
    for (const encoding of ["br", "gzip", "identity"]) {
      const answer = await get(path!, encoding);
      expect(answer.headers["cache-control"], encoding).toBe("public, max-age=31536000, immutable");
    }
  });

  it("answers 404 for an asset that does not exist, compressed or not", async () => {
    expect((await get("/assets/nothing-here-123.js", "br")).status).toBe(404);
    expect((await get("/assets/nothing-here-123.js")).status).toBe(404);
  });
});
