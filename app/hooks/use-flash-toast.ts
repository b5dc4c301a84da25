import type { TFunction } from "#i18n/translate";
import { useEffect } from "react";
import { toast } from "~/components/toast/toast-store";
import type { FlashKind } from "~/requests/flash.server";

const FLASH_TOASTS = {
  welcome: { title: "auth.welcomeTitle", description: "auth.welcomeText" },
  registered: { title: "auth.registeredTitle", description: "auth.registeredText" },
  signedOut: { title: "auth.signedOutTitle", description: undefined },
  passwordReset: { title: "auth.passwordResetTitle", description: "auth.passwordResetText" },
  accountDeleted: { title: "auth.accountDeletedTitle", description: "auth.accountDeletedText" },
  reviewed: { title: "toast.reviewPublished", description: undefined },
} as const satisfies Record<FlashKind, { title: string; description: string | undefined }>;

/** Shows the notice a redirect left behind (see flash.server.ts) as a toast. */
export function useFlashToast(flash: FlashKind | null, t: TFunction) {
  useEffect(() => {
    if (!flash) return;
    const { title, description } = FLASH_TOASTS[flash];
    toast({ title: t(title), description: description ? t(description) : undefined, variant: "success" });
  }, [flash, t]);
}
