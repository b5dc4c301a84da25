/** What an admin decides on a partner or a deal waiting for approval; a rejection says why. */
export type AdminDecision = { approve: true } | { approve: false; reason: string };

/**
 * A decision as the use-cases take it: who decides, and what. The e-mail to the partner is written
 * in the partner's language (partnerRecipient), never the admin's.
 */
export interface DecisionRequest {
  adminId: string;
  decision: AdminDecision;
}
