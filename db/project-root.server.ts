// The project's root folder (where package.json is), wherever the code runs from: the sources
// (tsx, tests) or the compiled server in build/server/, which sits at another depth. Files the
// server reads at run time (migrations, the React Router build, the payment page's assets) are
// found from here, so they resolve the same in both.
import { existsSync } from "node:fs";
import path from "node:path";

function findRoot(from: string): string {
  let folder = from;
  while (!existsSync(path.join(folder, "package.json"))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`No package.json above ${from}`);
    folder = parent;
  }
  return folder;
}

export const PROJECT_ROOT = findRoot(import.meta.dirname);
