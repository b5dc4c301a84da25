import type { TFunction } from "#i18n/translate";
import { useEffect } from "react";
import type { FlashKind } from "~/requests/flash.server";
import { loadOnDemand } from "~/components/on-demand/on-demand";

/**
 * Shows the notice a redirect left behind (see flash.server.ts) as a toast; its code comes with
 * the toasts' (decision 044). Offline, the notice is not shown.
 */
export function useFlashToast(flash: FlashKind | null, t: TFunction) {
  useEffect(() => {
    if (!flash) return;
    loadOnDemand().then(
      (parts) => parts.showFlashToast(flash, t),
      () => undefined,
    );
  }, [flash, t]);
}
