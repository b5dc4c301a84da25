// React Router's <Scripts> lists every module of the page as <link rel="modulepreload">. On a slow
// phone connection those high-priority downloads share the bandwidth with the HTML and the
// stylesheet, so the first paint waits for JavaScript it does not need (Lighthouse's figures are
// in docs/performance.md). Without the hints the browser still loads the same modules, as the
// page's module script imports them, after the first paint.
const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const TAG_END = 0x3e; // ">"

/**
 * The page's HTML without modulepreload links. On the bytes React wrote, so the page is not
 * decoded into a string and encoded again on its way out.
 */
export function withoutModulePreloads(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const kept: Buffer<ArrayBuffer>[] = [];
  let from = 0;
  for (let at = page.indexOf(MODULE_PRELOAD); at !== -1; at = page.indexOf(MODULE_PRELOAD, from)) {
    const end = page.indexOf(TAG_END, at);
    if (end === -1) break;
    kept.push(page.subarray(from, at));
    from = end + 1;
  }
  if (kept.length === 0) return page;
  kept.push(page.subarray(from));
  return Buffer.concat(kept);
}
