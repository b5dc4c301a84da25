// The partner agreement a business accepts at sign-up. Its version is the date it last changed:
// a partner's profile records which version its owner accepted, so a later change can ask again.
export const PARTNER_AGREEMENT_VERSION = "2026-11-27";
