// Writes the demo catalogue and demo accounts into an empty database, in one transaction.
import { sql } from "drizzle-orm";
import type { Database } from "#db/connection.server";
import { categories, dealPackages, deals, partnerProfiles, partners, users } from "#db/schema.server";
import { TRIAL_MONTHS } from "#domain/partners/business-plans";
import { PACKAGE_RULES, packagePriceOre } from "#domain/catalog/packages.server";
import { hashPassword } from "#domain/accounts/passwords.server";
import { SEED_CATEGORIES } from "./categories";
import { buildSeedDeals } from "./deals";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { SEED_PARTNERS } from "./partners";

/** True when the database holds no catalogue and no accounts: the only time the seed may run. */
export async function isEmpty(db: Database): Promise<boolean> {
  const result = await db.execute<{ empty: boolean }>(
    sql`SELECT NOT EXISTS (SELECT 1 FROM ${users}) AND NOT EXISTS (SELECT 1 FROM ${categories}) AS empty`,
  );
  return result.rows[0]?.empty === true;
}

/**
 * Seeds the catalogue relative to `now` (deals end hours to weeks after it), so the same
 * `now` always gives the same catalogue.
 */
export async function seedDemoData(db: Database, now: Date = new Date()): Promise<void> {
  const passwordHashes = await Promise.all(DEMO_ACCOUNTS.map((account) => hashPassword(account.password)));
  const seedDeals = buildSeedDeals();
  // The demo partner account runs the business behind the first (Oslo beauty) deals.
  const demoPartnerKey = seedDeals[0]?.partnerKey;

  await db.transaction(async (tx) => {
    const createdUsers = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((account, i) => ({
          email: account.email,
          name: account.name,
          role: account.role,
          passwordHash: passwordHashes[i] ?? "",
        })),
      )
      .returning({ id: users.id, role: users.role });
    const businessUserId = createdUsers.find((u) => u.role === "business")?.id;

    await tx.insert(categories).values(
      SEED_CATEGORIES.map((c, i) => ({
        id: c.id,
        sortOrder: i,
        nameNo: c.nameNo,
        nameEn: c.nameEn,
        descriptionNo: c.descriptionNo,
        descriptionEn: c.descriptionEn,
        aliases: c.aliases,
        color: c.color,
        imageSrc: c.image.src,
        imageAltNo: c.image.altNo,
        imageAltEn: c.image.altEn,
      })),
    );

    const createdPartners = await tx
      .insert(partners)
      .values(
        SEED_PARTNERS.map((p) => ({
          ownerUserId: p.key === demoPartnerKey ? businessUserId : null,
          name: p.name,
          orgNumber: p.orgNumber,
          email: p.email,
          phone: p.phone,
          website: p.website,
          city: p.city,
          address: p.address,
          descriptionNo: p.descriptionNo,
          descriptionEn: p.descriptionEn,
          status: "approved" as const,
        })),
      )
      .returning({ id: partners.id, orgNumber: partners.orgNumber });
    // The demo partner is on the Growth plan (it includes the API), at the start of its trial.
    const demoPartnerOrg = SEED_PARTNERS.find((p) => p.key === demoPartnerKey)?.orgNumber;
    const demoPartnerId = createdPartners.find((c) => c.orgNumber === demoPartnerOrg)?.id;
    if (demoPartnerId) {
      const trialEndsAt = new Date(now);
      trialEndsAt.setMonth(trialEndsAt.getMonth() + TRIAL_MONTHS);
      await tx
        .insert(partnerProfiles)
        .values({ partnerId: demoPartnerId, plan: "growth", trialEndsAt, contactPerson: "Ola Fjordlys" });
    }
    const partnerIdByKey = new Map(
      SEED_PARTNERS.map((p) => [p.key, createdPartners.find((c) => c.orgNumber === p.orgNumber)?.id]),
    );

    const createdDeals = await tx
      .insert(deals)
      .values(
        seedDeals.map((d) => {
          const partnerId = partnerIdByKey.get(d.partnerKey);
          if (!partnerId) throw new Error(`Seed deal "${d.titleNo}" names unknown partner ${d.partnerKey}`);
          const originalPriceOre = d.originalPriceKr * 100;
          return {
            partnerId,
            categoryId: d.categoryId,
            title: d.titleNo,
            titleEn: d.titleEn,
            description: d.descriptionNo,
            descriptionEn: d.descriptionEn,
            finePrint: d.finePrintNo,
            finePrintEn: d.finePrintEn,
            city: d.city,
            originalPriceOre,
            discountedPriceOre: Math.round(d.originalPriceKr * (1 - d.discountPercent / 100)) * 100,
            discountPercent: d.discountPercent,
            imageSrc: d.image.src,
            imageAltNo: d.image.altNo,
            imageAltEn: d.image.altEn,
            rating: d.rating,
            soldCount: d.soldCount,
            endsAt: new Date(now.getTime() + d.endsInMinutes * 60_000),
            status: "published" as const,
          };
        }),
      )
      .returning({ id: deals.id, discountedPriceOre: deals.discountedPriceOre });

    await tx.insert(dealPackages).values(
      createdDeals.flatMap((deal) =>
        PACKAGE_RULES.map((rule) => ({
          dealId: deal.id,
          kind: rule.kind,
          priceOre: packagePriceOre(deal.discountedPriceOre, rule),
          validityDays: rule.validityDays,
          minQuantity: rule.minQuantity,
        })),
      ),
    );
  });
}
