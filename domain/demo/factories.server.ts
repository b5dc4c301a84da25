// Users, partners and deals with sensible defaults that any field can override: the demo seed
// writes its catalogue with these, and the tests make their own rows with them, so a new
// required column is filled in one place. Deals come with their three packages (no group package
// on a deal for a set party), priced by the package rules, as the deal editor makes them.
import { randomUUID } from "node:crypto";
import type { DatabaseOrTransaction } from "#db/connection.server";
import { dealPackages, deals, partnerProfiles, partners, users } from "#db/schema.server";
import { hashPassword } from "#domain/accounts/passwords.server";
import { offersPackage, PACKAGE_RULES, packagePriceOre } from "#domain/catalog/packages.server";
import { TRIAL_MONTHS, type BusinessPlanId } from "#domain/partners/business-plans";
import { isValidOrgNumber } from "#domain/partners/org-number";

const DAY = 86_400_000;
/** Not an argon2 hash: nobody can sign in to an account made without a password. */
const NO_PASSWORD = "!no-password";

let sequence = 0;
const next = () => ++sequence;

/** A random organisation number that passes MOD11, so partners made in one database never collide. */
export function randomOrgNumber(): string {
  for (;;) {
    const body = String(Math.floor(10_000_000 + Math.random() * 89_999_999));
    for (let check = 0; check <= 9; check++) if (isValidOrgNumber(body + check)) return body + check;
  }
}

/** `months` calendar months after `from`, as the plans' trials count them. */
function monthsAfter(from: Date, months: number): Date {
  const date = new Date(from);
  date.setMonth(date.getMonth() + months);
  return date;
}

// ---------------------------------------------------------------------------------------------
// Accounts

export type UserOptions = Partial<Omit<typeof users.$inferInsert, "passwordHash">> & {
  /** Hashed with argon2id like a real sign-up; without it the account cannot sign in. */
  password?: string;
};

export interface CreatedUser {
  id: string;
  email: string;
  name: string;
  role: "user" | "business" | "admin";
  /** The password given, for signing in through the forms. */
  password: string | undefined;
}

/** An account (a customer unless `role` says otherwise) with a unique address. */
export async function createUser(db: DatabaseOrTransaction, options: UserOptions = {}): Promise<CreatedUser> {
  const { password, ...overrides } = options;
  const [user] = await db
    .insert(users)
    .values({
      email: `kunde+${randomUUID()}@example.no`,
      name: "Kari Nordmann",
      role: "user",
      ...overrides,
      passwordHash: password === undefined ? NO_PASSWORD : await hashPassword(password),
    })
    .returning({ id: users.id, email: users.email, name: users.name, role: users.role });
  return { ...user!, password };
}

/** A customer account (role user). */
export function createCustomer(db: DatabaseOrTransaction, options: Omit<UserOptions, "role"> = {}) {
  return createUser(db, { ...options, role: "user" });
}

// ---------------------------------------------------------------------------------------------
// Partners

export type PartnerValues = Partial<typeof partners.$inferInsert>;

/** Inserts partners (approved unless said otherwise), in one statement; their ids in the same order. */
export async function createPartners(db: DatabaseOrTransaction, list: readonly PartnerValues[]) {
  if (list.length === 0) return [];
  return db
    .insert(partners)
    .values(
      list.map((values) => {
        const n = next();
        return {
          name: `Testbedrift ${n}`,
          orgNumber: randomOrgNumber(),
          email: `post+${n}@testbedrift.example.no`,
          phone: "+4791234567",
          city: "Oslo",
          address: "Karl Johans gate 1, 0154 Oslo",
          descriptionNo: "En bedrift laget for tester og demo.",
          status: "approved" as const,
          ...values,
        };
      }),
    )
    .returning({ id: partners.id, name: partners.name, orgNumber: partners.orgNumber, email: partners.email });
}

/** A partner's plan, on a trial of TRIAL_MONTHS from `now` unless `trialEndsAt` is given. */
export async function createPartnerProfile(
  db: DatabaseOrTransaction,
  partnerId: string,
  options: Partial<Omit<typeof partnerProfiles.$inferInsert, "partnerId">> & { now?: Date } = {},
) {
  const { now = new Date(), ...values } = options;
  await db
    .insert(partnerProfiles)
    .values({ partnerId, plan: "growth", trialEndsAt: monthsAfter(now, TRIAL_MONTHS), ...values });
}

export type PartnerOptions = PartnerValues & {
  /** The plan of the partner's profile (default growth); null: no profile, as before one is chosen. */
  plan?: BusinessPlanId | null;
  /** The owner's password, for signing in as the partner. */
  password?: string;
};

export interface CreatedPartner {
  partnerId: string;
  name: string;
  /** The owner account (role business). */
  userId: string;
  email: string;
  password: string | undefined;
}

/** A partner with an owner account of its own (role business) and a profile on the given plan. */
export async function createPartner(db: DatabaseOrTransaction, options: PartnerOptions = {}): Promise<CreatedPartner> {
  const { plan = "growth", password, ...values } = options;
  const owner = await createUser(db, {
    role: "business",
    name: "Per Partner",
    email: `partner+${randomUUID()}@example.no`,
    password,
  });
  const [partner] = await createPartners(db, [{ ownerUserId: owner.id, email: owner.email, ...values }]);
  if (plan !== null) await createPartnerProfile(db, partner!.id, { plan });
  return { partnerId: partner!.id, name: partner!.name, userId: owner.id, email: owner.email, password };
}

// ---------------------------------------------------------------------------------------------
// Deals

export type DealValues = Partial<Omit<typeof deals.$inferInsert, "partnerId">> & { partnerId: string };

export interface CreatedDeal {
  id: number;
  title: string;
  discountedPriceOre: number;
}

/**
 * Inserts deals (live for 30 days, 50 % off 1 000 kr unless said otherwise) with their three
 * packages, in two statements; the deals in the same order, with ids in that order.
 */
export async function createDeals(db: DatabaseOrTransaction, list: readonly DealValues[]): Promise<CreatedDeal[]> {
  if (list.length === 0) return [];
  const now = Date.now();
  const created = await db
    .insert(deals)
    .values(
      list.map((values) => {
        const discountedPriceOre = values.discountedPriceOre ?? 50_000;
        const originalPriceOre = values.originalPriceOre ?? discountedPriceOre * 2;
        return {
          categoryId: "beauty-spa",
          title: `Testtilbud ${next()}`,
          description: "Et tilbud laget for tester og demo.",
          finePrint: "Gjelder i åpningstiden.",
          city: "Oslo",
          discountPercent: Math.round((1 - discountedPriceOre / originalPriceOre) * 100),
          imageSrc: "/images/deals/test.webp",
          imageAltNo: "Testbilde",
          imageAltEn: "Test image",
          endsAt: new Date(now + 30 * DAY),
          status: "published" as const,
          ...values,
          originalPriceOre,
          discountedPriceOre,
        };
      }),
    )
    .returning({ id: deals.id, title: deals.title, discountedPriceOre: deals.discountedPriceOre });
  await db.insert(dealPackages).values(
    created.flatMap((deal) =>
      // As the deal page: no group package on a deal for a set party ("Spadag for to").
      PACKAGE_RULES.filter((rule) => offersPackage(deal.title, rule.kind)).map((rule) => ({
        dealId: deal.id,
        kind: rule.kind,
        priceOre: packagePriceOre(deal.discountedPriceOre, rule),
        validityDays: rule.validityDays,
        minQuantity: rule.minQuantity,
      })),
    ),
  );
  return created;
}

/** One deal of `partnerId`, with its packages. */
export async function createDeal(
  db: DatabaseOrTransaction,
  partnerId: string,
  values: Omit<DealValues, "partnerId"> = {},
): Promise<CreatedDeal> {
  const [deal] = await createDeals(db, [{ ...values, partnerId }]);
  return deal!;
}
