import { lazy, type ComponentType } from "react";
import type * as OnDemandParts from "./parts";

type Parts = typeof OnDemandParts;

let parts: Promise<Parts> | undefined;
let loaded: Parts | undefined;

/**
 * Loads the shell's parts that a first visit does not draw (./parts.ts, one chunk; decision 044).
 * The browser calls it at the visitor's first pointer press, key or focus
 * (startLoadingOnFirstUse), so the chunk is usually in before a part is drawn; a part drawn
 * earlier waits for it (lazyPart). The server loads it before its first render
 * (app/entry.server.tsx), so it renders every part at once. A failed load is tried again on the
 * next call.
 */
export function loadOnDemand(): Promise<Parts> {
  parts ??= import("./parts").then(
    (module) => (loaded = module),
    (error: unknown) => {
      parts = undefined;
      throw error;
    },
  );
  return parts;
}

/**
 * A part of ./parts.ts as a component; wrap it in <Suspense>. Once the chunk is in (always on the
 * server) it renders at once; before, it suspends: while the page hydrates, React keeps the
 * server's markup of the Suspense boundary until the chunk is in, so nothing moves. If the chunk
 * cannot be loaded (offline) it stays suspended: the server's markup stays, and what works
 * without JavaScript still works.
 */
export function lazyPart<Props extends object>(pick: (parts: Parts) => ComponentType<Props>) {
  return lazy(() => {
    // Already in: a thenable that answers synchronously, so React does not suspend at all.
    // (React.lazy only calls `then`; its type asks for a whole Promise.)
    if (loaded) {
      const module = { default: pick(loaded) };
      const now: PromiseLike<typeof module> = {
        then: (resolve) => (resolve ? resolve(module) : module) as never,
      };
      return now as Promise<typeof module>;
    }
    return loadOnDemand().then(
      (module) => ({ default: pick(module) }),
      () => new Promise<never>(() => undefined),
    );
  });
}

const FIRST_USE_EVENTS = ["pointerdown", "keydown", "focusin"] as const;

/** Starts loading the parts at the visitor's first press, key or focus (once per page load). */
export function startLoadingOnFirstUse(): () => void {
  const start = () => {
    stop();
    void loadOnDemand().catch(() => undefined);
  };
  const stop = () => {
    for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, start, true);
  };
  for (const type of FIRST_USE_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });
  return stop;
}
