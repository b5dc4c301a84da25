import { createRequire } from "node:module";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rolldown } from "vite";
import { PAGE_SECTIONS } from "./i18n/messages.ts";
import { cacheablePaths, languagePagePaths, sharedPaths } from "./server/public-pages.ts";

/**
 * React Router's package points every import condition at its development build, which keeps
 * its developer warnings in the browser bundle. The browser gets the production build instead
 * (the same code with those warnings switched off). The server keeps the package's own resolution
 * so that it and @react-router/node share one copy.
 */
function reactRouterProductionBuildInBrowser(): Plugin {
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist");
  const entries: Record<string, string> = {
    "react-router": path.join(dist, "production", "index.mjs"),
    "react-router/dom": path.join(dist, "production", "dom-export.mjs"),
  };
  return {
    name: "react-router-production-build-in-browser",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (source) => entries[source] ?? null,
  };
}

/**
 * The icons' factory in both builds: ours (app/components/icons/lucide-icon.ts), which draws the
 * same markup as the library's with a tenth of its code in the browser, and on the server without
 * rebuilding each icon's attributes and shapes for every copy it renders (decision 062; the server
 * build bundles lucide-react for it, see `ssr.noExternal`).
 */
function lightIconFactory(): Plugin {
  const factory = path.join(import.meta.dirname, "app", "components", "icons", "lucide-icon.ts");
  return {
    name: "light-icon-factory",
    apply: "build",
    enforce: "pre",
    resolveId: (source, importer) =>
      source === "../createLucideIcon.mjs" && importer && LUCIDE_ICON.test(importer) ? factory : null,
  };
}

/**
 * The browser's copy of server/public-pages.ts: the browser asks it only which paths are shared,
 * cached or in two languages (the root route, to know when to load the user again; the language
 * links), and the list of public pages with the reasons each is cached or not was 6 KB of the
 * shell. The build writes the patterns in; a browser module that imports anything else of that
 * file fails the build.
 */
function sharedPathsInBrowser(): Plugin {
  const publicPages = path.join(import.meta.dirname, "server", "public-pages.ts");
  return {
    name: "shared-paths-in-browser",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    load: (id) =>
      id === publicPages
        ? [
            `const SHARED = ${sharedPaths().toString()};`,
            `export const isSharedPath = (path) => SHARED.test(path);`,
            `export const cacheablePaths = () => ${cacheablePaths().toString()};`,
            `export const languagePagePaths = () => ${languagePagePaths().toString()};`,
          ].join("\n")
        : null,
  };
}

/**
 * The browser's copy of i18n/messages.ts: the browser asks it only which pages have a set of
 * texts of their own (i18n/message-sets.ts), not which sections each takes; the build writes
 * the pages in, and a browser module that imports anything else of that file fails the build.
 */
function pageSetsInBrowser(): Plugin {
  const messages = path.join(import.meta.dirname, "i18n", "messages.ts");
  const pages = Object.fromEntries(Object.keys(PAGE_SECTIONS).map((page) => [page, []]));
  return {
    name: "page-sets-in-browser",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    load: (id) => (id === messages ? `export const PAGE_SECTIONS = ${JSON.stringify(pages)};` : null),
  };
}

/**
 * Vite wraps every `import()` of the browser build in a helper (`__vitePreload`, 0.7 KB in
 * Brotli) that first adds `<link rel=modulepreload>` for the imported chunk's own imports. The
 * browser's code imports lazily only chunks whose imports a page has loaded already (the parts
 * loaded on first use import the framework and the shell; the dashboard's chart, the framework;
 * the QR reader, nothing), so the helper here only calls the import (decision 044). A lazy
 * chunk with imports of its own a page has not loaded gets them one round trip later.
 */
function plainDynamicImportsInBrowser(): Plugin {
  const helper = "\0vite/preload-helper.js";
  return {
    name: "plain-dynamic-imports-in-browser",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (source) => (source === helper ? helper : null),
    load: (id) => (id === helper ? "export const __vitePreload = (load) => load();" : null),
  };
}

const LUCIDE_ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const CATALOGUE_ROUTES = ["routes/home.tsx", "routes/deals.tsx", "routes/deal.tsx"];
const LUCIDE_INDEX = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

/** The icon modules that `code` imports by name from lucide-react's index (whose source is `index`). */
function lucideIconsImported(code: string, index: string, indexId: string): string[] {
  const fileOf = new Map<string, string>();
  for (const [, names = "", file = ""] of index.matchAll(/export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g)) {
    for (const name of names.split(",")) fileOf.set(name.replace(/.* as /, "").trim(), file);
  }
  const files: string[] = [];
  for (const [, names = ""] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)) {
    for (const name of names.split(",")) {
      const file = fileOf.get(name.replace(/ as .*/, "").trim());
      if (file) files.push(path.join(path.dirname(indexId), file));
    }
  }
  return files;
}

/** What a route module imports, statically, at any depth (of lucide's index only the icons it names). */
function importsOf(ctx: Rolldown.ChunkingContext, routeFile: string): Set<string> {
  const found = new Set<string>();
  const queue = [`${path.join(import.meta.dirname, "app", routeFile)}?__react-router-build-client-route`];
  while (queue.length > 0) {
    const info = ctx.getModuleInfo(queue.pop()!);
    for (const next of info?.importedIds ?? []) {
      if (found.has(next)) continue;
      found.add(next);
      if (LUCIDE_INDEX.test(next)) {
        // The icon library's index imports all its ~1 700 icons: follow only the ones imported here.
        for (const icon of lucideIconsImported(info?.code ?? "", ctx.getModuleInfo(next)?.code ?? "", next)) {
          if (!found.has(icon)) queue.push(icon);
          found.add(icon);
        }
      } else {
        queue.push(next);
      }
    }
  }
  return found;
}

/**
 * The browser build's chunks (decision 043). Rolldown's automatic splitting gave every page about
 * 35 modules: react-dom's client inside the entry, React Router in a chunk of its own, and the
 * root route's components in some 25 modules of 0.1-2 KB, one per set of routes sharing them.
 * Every page loads all of those, and Brotli compresses one file better than many small ones
 * (each starts with an empty dictionary and repeats the imports and exports between them).
 *
 * - "framework": React, react-dom, the scheduler and React Router, which every page loads.
 * - "shell": everything the root route imports, statically, at any depth (the header, footer,
 *   toasts, translation, the icons it draws, the stylesheet), which every page loads too.
 * - "catalogue": what the home page, the deal list and the deal page all import besides (the
 *   deal card, the grid, form fields), which other pages with deal cards load too.
 *
 * What only some routes import is left to the automatic splitting. The groups are taken in
 * order of priority, each module into the first that names it (a group also takes what its
 * modules import, unless an earlier group has it).
 */
function browserChunks(): Plugin {
  let chunkOf: Map<string, string> | undefined;
  const chunkNameOf = (id: string, ctx: Rolldown.ChunkingContext): string | null => {
    if (!chunkOf) {
      chunkOf = new Map();
      const shell = importsOf(ctx, "root.tsx");
      for (const module of shell) chunkOf.set(module, "shell");
      const [home, ...others] = CATALOGUE_ROUTES.map((route) => importsOf(ctx, route));
      for (const module of home ?? []) {
        if (!shell.has(module) && others.every((imports) => imports.has(module))) chunkOf.set(module, "catalogue");
      }
    }
    return chunkOf.get(id) ?? null;
  };
  return {
    name: "browser-chunks",
    apply: "build",
    buildStart: () => {
      chunkOf = undefined;
    },
    configEnvironment: (name) =>
      name === "client"
        ? {
            build: {
              rolldownOptions: {
                output: {
                  codeSplitting: {
                    groups: [
                      { name: "framework", test: FRAMEWORK, priority: 3 },
                      ...(["shell", "catalogue"] as const).map((chunk, i) => ({
                        debugName: chunk,
                        name: (id: string, ctx: Rolldown.ChunkingContext) =>
                          chunkNameOf(id, ctx) === chunk ? chunk : null,
                        priority: 2 - i,
                      })),
                    ],
                  },
                },
              },
            },
          }
        : undefined,
  };
}

export default defineConfig({
  // Dynamic imports name no chunks to preload (plainDynamicImportsInBrowser).
  build: { modulePreload: false },
  // The server's icons come from lucide-react's ES modules, bundled, so that lightIconFactory
  // replaces their factory there too.
  ssr: { noExternal: ["lucide-react"] },
  plugins: [
    reactRouterProductionBuildInBrowser(),
    lightIconFactory(),
    sharedPathsInBrowser(),
    pageSetsInBrowser(),
    plainDynamicImportsInBrowser(),
    browserChunks(),
    tailwindcss(),
    reactRouter(),
  ],
  resolve: { tsconfigPaths: true },
});
