// The business plans partners choose (spec §9): prices in øre, now and before, the most
// active deals a plan allows and its features. Shown on the home page and the business area,
// enforced by the deal and API code. No money is taken yet: every plan starts with a trial.
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

export type BusinessPlanId = (typeof BUSINESS_PLANS)[number]["id"];
export type BusinessPlanFeature = (typeof BUSINESS_PLANS)[number]["features"][number];
export const TRIAL_MONTHS = 3;

export function businessPlan(id: BusinessPlanId) {
  return BUSINESS_PLANS.find((plan) => plan.id === id)!;
}

export function planIncludes(id: BusinessPlanId, feature: BusinessPlanFeature): boolean {
  return (businessPlan(id).features as readonly string[]).includes(feature);
}
