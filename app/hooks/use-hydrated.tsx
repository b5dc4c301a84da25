import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from "react";

const HydratedContext = createContext(false);

/**
 * Turns true once, after hydration, as a transition. Parts that wait for the browser (the
 * stored cart and wishlist, buttons that need JavaScript) then re-render in React's small time
 * slices. Each reading its own "in the browser" store instead made React re-render all of them
 * at once, synchronously: one long task per page of cards on a slow phone. The page is marked
 * `data-hydrated` (browser tests wait for it) when they have.
 */
export function HydratedProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = "true";
  }, [hydrated]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

/** False on the server and during hydration, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
