// The notices a redirect leaves behind (after a sign-in, a sign-out...): loaded with the toasts
// on first use (decision 044), as most page loads have none.
import type { TFunction } from "#i18n/translate";
import { toast } from "./toast-store";
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
export function showFlashToast(flash: FlashKind, t: TFunction) {
  const { title, description } = FLASH_TOASTS[flash];
  toast({ title: t(title), description: description ? t(description) : undefined, variant: "success" });
}
