// The monthly service packages partners can buy help with (spec §9): shown on the marketing and
// solutions pages and offered in the consultation form. Prices in øre per month, incl. 25 % MVA.
// Titles, descriptions and the six features of each live in the consultation dictionary.
export const SERVICE_PACKAGES = [
  { id: "website-development", priceOre: 499_900, icon: "globe" },
  { id: "seo-services", priceOre: 199_900, icon: "search" },
  { id: "social-media", priceOre: 299_900, icon: "megaphone" },
  { id: "cybersecurity", priceOre: 399_900, icon: "shield" },
  { id: "payment-solutions", priceOre: 299_900, icon: "card" },
] as const;

export type ServicePackage = (typeof SERVICE_PACKAGES)[number];
export type ServicePackageId = ServicePackage["id"];

/** Every package has exactly these six feature keys in the dictionary. */
export const PACKAGE_FEATURES = ["f1", "f2", "f3", "f4", "f5", "f6"] as const;

/** Which packages each page shows, in order. */
export const MARKETING_PACKAGES = ["website-development", "seo-services", "social-media"] as const;
export const SOLUTION_PACKAGES = ["website-development", "cybersecurity", "payment-solutions"] as const;

export const SERVICE_PACKAGE_IDS = SERVICE_PACKAGES.map((p) => p.id) as [ServicePackageId, ...ServicePackageId[]];

export function isServicePackageId(value: unknown): value is ServicePackageId {
  return typeof value === "string" && (SERVICE_PACKAGE_IDS as readonly string[]).includes(value);
}

export function servicePackage(id: ServicePackageId): ServicePackage {
  return SERVICE_PACKAGES.find((p) => p.id === id)!;
}
