// A flash notice's words, in the page's language: they travel in the page's data with the one
// page load that shows them, not in every page's texts (decision 044).
import { translator } from "#i18n/dictionaries.server";
import type { Language } from "#i18n/languages";
import type { FlashKind } from "./flash.server";

const FLASH_TOASTS = {
  welcome: { title: "auth.welcomeTitle", description: "auth.welcomeText" },
  registered: { title: "auth.registeredTitle", description: "auth.registeredText" },
  signedOut: { title: "auth.signedOutTitle", description: undefined },
  passwordReset: { title: "auth.passwordResetTitle", description: "auth.passwordResetText" },
  accountDeleted: { title: "auth.accountDeletedTitle", description: "auth.accountDeletedText" },
  reviewed: { title: "toast.reviewPublished", description: undefined },
} as const satisfies Record<FlashKind, { title: string; description: string | undefined }>;

export interface FlashNotice {
  title: string;
  description?: string;
}

export function flashNotice(kind: FlashKind, lang: Language): FlashNotice {
  const t = translator(lang);
  const { title, description } = FLASH_TOASTS[kind];
  return description ? { title: t(title), description: t(description) } : { title: t(title) };
}
