import { useEffect } from "react";
import { toast } from "~/components/toast/toast-store";
import type { FlashNotice } from "~/requests/flash-notice.server";

/** Shows the notice a redirect left behind (see flash.server.ts), worded by the server, as a toast. */
export function useFlashToast(notice: FlashNotice | null) {
  const title = notice?.title;
  const description = notice?.description;
  useEffect(() => {
    if (title) toast({ title, description, variant: "success" });
  }, [title, description]);
}
