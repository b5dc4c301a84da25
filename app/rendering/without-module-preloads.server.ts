// React Router's <Scripts> lists every module of the page as <link rel="modulepreload">. On a slow
// phone connection those high-priority downloads share the bandwidth with the HTML and the
// stylesheet, so the first paint waits for JavaScript it does not need (Lighthouse's figures are
// in docs/performance.md). Without the hints the browser still loads the same modules, as the
// page's module script imports them, after the first paint.
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/** The page's HTML without modulepreload links. */
export function withoutModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, "");
}
