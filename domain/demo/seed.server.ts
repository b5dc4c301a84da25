// Writes the demo catalogue and demo accounts into an empty database, in one transaction, with
// the factories the tests use too.
import { sql } from "drizzle-orm";
import type { Database } from "#db/connection.server";
import { categories, partnerStaff, users } from "#db/schema.server";
import { SEED_CATEGORIES } from "./categories";
import { buildSeedDeals } from "./deals";
import { DEMO_ACCOUNTS, DEMO_STAFF } from "./demo-accounts";
import { createDeals, createPartnerProfile, createPartners, createUser } from "./factories.server";
import { SEED_PARTNERS } from "./partners";
import { spreadDeals } from "./places";
import { addressPosition } from "#domain/partners/postal-codes";
import { seedPriceHistory } from "./price-history.server";
import { seedDemoBookings } from "./bookings.server";
import { seedDemoPayouts } from "./payouts.server";
import { seedPromoCodes } from "./promo-codes.server";
import { seedDemoGiftCard } from "./gift-cards.server";
import { seedComeBack } from "./come-back.server";
import { seedReviews } from "./reviews.server";
import { seedDemoGifts } from "./gifts.server";
import { seedDemoLocations } from "./locations.server";

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
  const seedDeals = buildSeedDeals();
  // The demo partner account runs the business behind the first (Oslo beauty) deals.
  const demoPartnerKey = seedDeals[0]?.partnerKey;

  await db.transaction(async (tx) => {
    const createdUsers = [];
    for (const account of DEMO_ACCOUNTS) createdUsers.push(await createUser(tx, account));
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

    const createdPartners = await createPartners(
      tx,
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
        openingHours: [...p.openingHours],
        bookingUrl: p.bookingUrl,
        status: "approved" as const,
        ...partnerCoordinates(p.address, p.city),
      })),
    );
    // The demo partner is on the Growth plan (it includes the API), at the start of its trial.
    const demoPartnerOrg = SEED_PARTNERS.find((p) => p.key === demoPartnerKey)?.orgNumber;
    const demoPartnerId = createdPartners.find((c) => c.orgNumber === demoPartnerOrg)?.id;
    if (demoPartnerId) {
      await createPartnerProfile(tx, demoPartnerId, { plan: "growth", now, contactPerson: "Ola Fjordlys" });
    }
    const partnerIdByKey = new Map(
      SEED_PARTNERS.map((p) => [p.key, createdPartners.find((c) => c.orgNumber === p.orgNumber)?.id]),
    );

    const dealSpots = spreadDeals(seedDeals.map((d) => d.city));
    await createDeals(
      tx,
      seedDeals.map((d, i) => {
        const partnerId = partnerIdByKey.get(d.partnerKey);
        if (!partnerId) throw new Error(`Seed deal "${d.titleNo}" names unknown partner ${d.partnerKey}`);
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
          originalPriceOre: d.originalPriceKr * 100,
          discountedPriceOre: Math.round(d.originalPriceKr * (1 - d.discountPercent / 100)) * 100,
          discountPercent: d.discountPercent,
          imageSrc: d.image.src,
          imageAltNo: d.image.altNo,
          imageAltEn: d.image.altEn,
          rating: d.rating,
          soldCount: d.soldCount,
          endsAt: new Date(now.getTime() + d.endsInMinutes * 60_000),
          status: "published" as const,
          ...dealSpots[i],
        };
      }),
    );
    if (demoPartnerId) await seedPriceHistory(tx, demoPartnerId, now);
    // The demo partner has one staff member at its counter.
    if (demoPartnerId) {
      const staff = await createUser(tx, DEMO_STAFF);
      await tx.insert(partnerStaff).values({ partnerId: demoPartnerId, userId: staff.id, invitedBy: businessUserId });
    }
    if (demoPartnerId) await seedDemoBookings(tx, demoPartnerId, now);
    if (demoPartnerId) await seedDemoPayouts(tx, demoPartnerId, now);
    await seedPromoCodes(tx);
    const demoCustomer = createdUsers.find((u) => u.role === "user");
    if (demoCustomer) await seedComeBack(tx, demoCustomer.id, now);
    await seedReviews(tx, now, demoPartnerId);
    if (demoCustomer) {
      await seedDemoGifts(tx, demoCustomer, now, demoPartnerId);
      await seedDemoGiftCard(tx, demoCustomer.id, now);
    }
    if (demoPartnerId) await seedDemoLocations(tx, demoPartnerId);
  });
}

/** A partner's coordinates from its address, as saving the business profile sets them. */
function partnerCoordinates(address: string, city: string) {
  const place = addressPosition(address, city);
  return place ? { latitude: place.lat, longitude: place.lon } : {};
}
