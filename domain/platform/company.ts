// The seller's details the footer, the terms, receipts and credit notes must show
// (ehandelsloven § 8, bokføringsforskriften § 5-1-1).
export const COMPANY = {
  name: "MagicDeals AS",
  // A placeholder until the company is registered: nine digits that pass the MOD11 check.
  orgNumber: "921 234 562",
  address: "Karl Johans gate 1, 0154 Oslo",
} as const;

/** Customer service answers the phone on weekdays between these wall-clock times (Oslo). */
export const SUPPORT_HOURS = { from: "09:00", to: "17:00" } as const;

/** The organisation number as a VAT-registered seller writes it on a sales document: "921 234 562 MVA". */
export const COMPANY_VAT_NUMBER = `${COMPANY.orgNumber} MVA`;
