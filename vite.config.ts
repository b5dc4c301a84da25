import { createRequire } from "node:module";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

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

export default defineConfig({
  plugins: [reactRouterProductionBuildInBrowser(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
});
