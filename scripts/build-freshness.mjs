// @ts-check
// Whether the build in build/ is older than the sources it was made from. Plain JavaScript, as
// `npm start` runs it with node before anything is compiled (no tsx in production).
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** Written by the last step of `npm run build`; its modification time is when the build ended. */
export const BUILD_STAMP = path.join("build", ".build-stamp");

/** What the build is made from: folders (walked), and single files. */
const SOURCE_FOLDERS = ["app", "server", "domain", "db", "i18n", "local-payments", "public"];
const SOURCE_FILES = [
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "vite.config.ts",
  "react-router.config.ts",
  "scripts/build-server.ts",
  "scripts/precompress-assets.ts",
];

/** Tests are not part of what ships, so editing one does not ask for a build. */
const isTest = (/** @type {string} */ name) => /\.test\.tsx?$/.test(name);

/**
 * The newest modification time (ms) among the sources under `root`, or 0 if there are none.
 * @param {string} root
 */
export function newestSourceChange(root) {
  let newest = 0;
  /** @param {string} file */
  const see = (file) => {
    newest = Math.max(newest, statSync(file).mtimeMs);
  };
  /** @param {string} folder */
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && !isTest(entry.name)) see(full);
    }
    // A deleted or renamed file shows only as a change of its folder.
    see(folder);
  };
  for (const folder of SOURCE_FOLDERS) if (existsSync(path.join(root, folder))) walk(path.join(root, folder));
  for (const file of SOURCE_FILES) if (existsSync(path.join(root, file))) see(path.join(root, file));
  return newest;
}

/**
 * True when a finished build exists and no source changed after it.
 * @param {string} root
 */
export function isBuildFresh(root) {
  const stamp = path.join(root, BUILD_STAMP);
  if (!existsSync(stamp)) return false;
  return newestSourceChange(root) <= statSync(stamp).mtimeMs;
}

/**
 * Runs `build` unless the build is fresh; says whether it built.
 * @param {string} root
 * @param {() => void} build
 */
export function ensureFreshBuild(root, build) {
  if (isBuildFresh(root)) return false;
  build();
  return true;
}
