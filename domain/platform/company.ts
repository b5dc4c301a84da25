// The seller's details the footer, the terms, receipts and credit notes must show
// (ehandelsloven § 8, bokføringsforskriften § 5-1-1).
export const COMPANY = {
  name: "MagicDeals AS",
  // A placeholder until the company is registered: nine digits that pass the MOD11 check.
  orgNumber: "921 234 562",
  address: "Karl Johans gate 1, 0154 Oslo",
} as const;

/** The organisation number as a VAT-registered seller writes it on a sales document: "921 234 562 MVA". */
export const COMPANY_VAT_NUMBER = `${COMPANY.orgNumber} MVA`;
