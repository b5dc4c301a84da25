// Every route the built app serves, read from the build itself (npm run build first), so a
// suite generated from this list cannot forget a route added later.
import path from "node:path";
import { pathToFileURL } from "node:url";

export interface AppRoute {
  id: string;
  /** The full URL pattern, e.g. "/deal/:dealId" or "/admin/partners". */
  pattern: string;
  /** Accepts POST (and other non-GET methods). */
  hasAction: boolean;
  hasLoader: boolean;
  /** Renders a page (a React component), as opposed to a resource route (JSON, PDF, image …). */
  isPage: boolean;
}

interface BuiltRoute {
  path?: string;
  parentId?: string;
  module: { action?: unknown; loader?: unknown; default?: unknown };
}

const BUILD = path.resolve(import.meta.dirname, "..", "..", "build", "server", "index.js");

export async function appRoutes(): Promise<AppRoute[]> {
  const build = (await import(pathToFileURL(BUILD).href)) as { routes: Record<string, BuiltRoute> };
  const fullPattern = (id: string): string => {
    const route = build.routes[id];
    if (!route) return "";
    const parent = route.parentId ? fullPattern(route.parentId) : "";
    return route.path ? `${parent.replace(/\/$/, "")}/${route.path}` : parent || "/";
  };
  return Object.entries(build.routes)
    .filter(([id]) => id !== "root")
    .map(([id, route]) => ({
      id,
      pattern: fullPattern(id),
      hasAction: Boolean(route.module.action),
      hasLoader: Boolean(route.module.loader),
      isPage: Boolean(route.module.default),
    }));
}

// A value for each :param of the app's route patterns: a seeded category and deal, and made-up
// tokens and ids (those pages answer whatever they answer for an unknown one).
const EXAMPLE_PARAMS: Record<string, string> = {
  categoryId: "beauty-spa",
  dealId: "1",
  city: "bergen",
  token: "not-a-real-reset-token",
  voucherId: "00000000-0000-4000-8000-000000000000",
  file: "0123456789abcdef0123456789abcdef.webp",
};

/** An address for a route pattern ("/deal/:dealId" → "/deal/1"); a new :param needs an example here. */
export function examplePath(pattern: string): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = EXAMPLE_PARAMS[name];
    if (value === undefined) throw new Error(`No example value for :${name} in ${pattern}`);
    return value;
  });
}
