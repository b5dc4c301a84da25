// @ts-check
// `npm start`: builds only when the sources changed since the last build, then runs the compiled
// server (build/server/main.js, plain JavaScript) in this process, so signals reach it directly.
import { spawnSync } from "node:child_process";
import console from "node:console";
import path from "node:path";
import process from "node:process";
import { pathToFileURL } from "node:url";
import { ensureFreshBuild } from "./build-freshness.mjs";

const root = path.resolve(import.meta.dirname, "..");

ensureFreshBuild(root, () => {
  console.log("The sources changed since the last build (or there is none): npm run build");
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const result = spawnSync(npm, ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error("MagicDeals could not start: the build failed.");
    process.exit(result.status ?? 1);
  }
});

// Stack traces point at the TypeScript sources (the build writes source maps).
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, "build", "server", "main.js")).href);
