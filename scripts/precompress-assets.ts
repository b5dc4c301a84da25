// After `react-router build`: writes a Brotli (quality 11) and a gzip (level 9) copy beside each
// script, style sheet and other text file of build/client/assets, for server/static-assets.server.ts
// to send as they are. Too slow to do per request (Brotli 11 takes about a second for the largest
// script); done once here, every visitor gets the smallest file. Run on the finished build rather
// than as a Vite plugin because React Router writes its manifest after Vite's last hook
// (decision 021).
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const ASSETS_DIR = path.resolve(import.meta.dirname, "..", "build", "client", "assets");
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map)$/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function precompress(file: string): Promise<number> {
  const plain = await readFile(file);
  const copies = await Promise.all([
    brotli(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).then((bytes) => ({
      suffix: ".br",
      bytes,
    })),
    gzipped(plain, { level: constants.Z_BEST_COMPRESSION }).then((bytes) => ({ suffix: ".gz", bytes })),
  ]);
  let written = 0;
  for (const { suffix, bytes } of copies) {
    // A copy no smaller than the file is of no use; the server then sends the file itself.
    if (bytes.length >= plain.length) continue;
    await writeFile(file + suffix, bytes);
    written += 1;
  }
  return written;
}

// Small files too: a route's small modules (icons, helpers) are a fair share of a page's
// scripts, and even a few hundred bytes shrink by a third.
const files = (await readdir(ASSETS_DIR))
  .filter((name) => COMPRESSIBLE.test(name))
  .map((name) => path.join(ASSETS_DIR, name));
const written = (await Promise.all(files.map(precompress))).reduce((sum, count) => sum + count, 0);
console.log(`Precompressed ${files.length} assets (${written} Brotli and gzip copies).`);
