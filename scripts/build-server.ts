// The last step of `npm run build`: compiles the server (server/main.ts and what it imports) to
// one ES module, build/server/main.js, that `npm start` runs with plain node. Packages stay in
// node_modules (not bundled). Then writes the build stamp that `npm start` compares with the
// sources. Why esbuild: docs/decisions/022-compiled-server.md.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";
import { BUILD_STAMP } from "./build-freshness.mjs";

const root = path.resolve(import.meta.dirname, "..");

await build({
  absWorkingDir: root,
  entryPoints: ["server/main.ts"],
  outfile: "build/server/main.js",
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20.19",
  sourcemap: true,
  tsconfig: "tsconfig.json",
  logLevel: "warning",
});
await writeFile(path.join(root, BUILD_STAMP), `${new Date().toISOString()}\n`);
