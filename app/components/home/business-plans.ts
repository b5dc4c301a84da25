// The digital-solutions packages (spec §9): prices in øre, now and before.
export const BUSINESS_PLANS = [
  {
    id: "starter",
    priceOre: 299_900,
    wasOre: 599_900,
    maxDeals: 3,
    features: ["analytics"],
  },
  {
    id: "ecommerce",
    priceOre: 499_900,
    wasOre: 999_900,
    maxDeals: 10,
    features: ["analytics", "prioritySupport", "marketingTools"],
  },
  {
    id: "growth",
    priceOre: 199_900,
    wasOre: 399_900,
    maxDeals: 30,
    features: ["analytics", "prioritySupport", "marketingTools", "customBranding", "apiAccess"],
  },
] as const;
