// Notes a deal page's deal as viewed for "Nylig sett": in this browser for a guest, in the
// account for a signed-in customer (with what the browser held from before signing in).
import { useEffect } from "react";
import { clearRecentlyViewed, readRecentlyViewed, rememberViewed } from "~/browser-storage/recently-viewed";
import { hasSignedInHint } from "~/requests/signed-in-hint";

export function RecentlyViewedRecorder({ dealId }: { dealId: number }) {
  useEffect(() => {
    if (!hasSignedInHint()) return rememberViewed(dealId);
    const ids = [dealId, ...readRecentlyViewed().filter((id) => id !== dealId)].join(",");
    fetch("/recently-viewed", { method: "POST", body: new URLSearchParams({ ids }) })
      .then((response) => {
        if (response.ok) clearRecentlyViewed();
        // The session has ended: kept here, as for a guest.
        else rememberViewed(dealId);
      })
      .catch(() => rememberViewed(dealId));
  }, [dealId]);
  return null;
}
