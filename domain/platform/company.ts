// The seller's details the footer must show (ehandelsloven § 8).
export const COMPANY = {
  name: "MagicDeals AS",
  orgNumber: "921 234 562",
  address: "Karl Johans gate 1, 0154 Oslo",
} as const;
