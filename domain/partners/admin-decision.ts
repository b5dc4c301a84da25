import type { Language } from "#i18n/languages";

/** What an admin decides on a partner or a deal waiting for approval; a rejection says why. */
export type AdminDecision = { approve: true } | { approve: false; reason: string };

/** A decision as the use-cases take it: who decides, and the language of the e-mail to the partner. */
export interface DecisionRequest {
  adminId: string;
  decision: AdminDecision;
  lang: Language;
}
