// "Nylig sett" on the home page, shown once the page has hydrated, for a visitor who viewed deals
// in this browser or is signed in. Its code (./recently-viewed-list.tsx) is loaded only then
// (decision 044): a first visit has nothing to show.
import { lazy, Suspense } from "react";
import { readRecentlyViewed } from "~/browser-storage/recently-viewed";
import { useMe } from "~/hooks/me";
import { useHydrated } from "~/hooks/use-hydrated";

// Offline, the list is not shown, as when its answer cannot be had.
const RecentlyViewedList = lazy(() => import("./recently-viewed-list").catch(() => ({ default: () => null })));

export function RecentlyViewed() {
  const { user, pending } = useMe();
  const hydrated = useHydrated();
  if (!hydrated || pending || (user === null && readRecentlyViewed().length === 0)) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewedList />
    </Suspense>
  );
}
