// The business plans partners choose (spec §9): monthly prices in øre, the most active deals a
// plan allows and its features. The price rises with what a plan allows (the spec's prices had
// Growth, the largest, cheapest) and there is no "before" price: a subscription that never sold
// at a higher price may not claim one. Shown on the home page and the business area, enforced
// by the deal and API code. No money is taken yet: every plan starts with a trial.
// commissionBasisPoints is MagicDeals' share of each redeemed voucher's price (2000 = 20 %),
// lower on the bigger plans; 25 % MVA is added to the commission (see payout-amounts.ts).
export const BUSINESS_PLANS = [
  {
    id: "starter",
    commissionBasisPoints: 2_000,
    priceOre: 199_900,
    maxDeals: 3,
    features: ["analytics"],
  },
  {
    id: "ecommerce",
    commissionBasisPoints: 1_500,
    priceOre: 299_900,
    maxDeals: 10,
    features: ["analytics", "prioritySupport", "marketingTools"],
  },
  {
    id: "growth",
    commissionBasisPoints: 1_000,
    priceOre: 499_900,
    maxDeals: 30,
    features: ["analytics", "prioritySupport", "marketingTools", "customBranding", "apiAccess"],
  },
] as const;

export type BusinessPlanId = (typeof BUSINESS_PLANS)[number]["id"];
export type BusinessPlanFeature = (typeof BUSINESS_PLANS)[number]["features"][number];
export const TRIAL_MONTHS = 3;

export function businessPlan(id: BusinessPlanId) {
  return BUSINESS_PLANS.find((plan) => plan.id === id)!;
}

export function planIncludes(id: BusinessPlanId, feature: BusinessPlanFeature): boolean {
  return (businessPlan(id).features as readonly string[]).includes(feature);
}
