// The demo partner's locations (issue 22 part 5): its profile address at Tjuvholmen and a second
// spa at Majorstuen, every deal of its sold at Tjuvholmen and its first deal at both.
import { asc, eq } from "drizzle-orm";
import type { Transaction } from "#db/connection.server";
import { dealLocations, deals, partnerLocations } from "#db/schema.server";
import { postalCodePosition } from "#domain/partners/postal-codes";

const DEMO_LOCATIONS = [
  { name: "Tjuvholmen", address: "Tjuvholmen allé 14", postalCode: "0252", city: "Oslo" },
  { name: "Majorstuen", address: "Bogstadveien 12", postalCode: "0355", city: "Oslo", phone: "+4722413371" },
] as const;

export async function seedDemoLocations(tx: Transaction, partnerId: string): Promise<void> {
  const created = await tx
    .insert(partnerLocations)
    .values(
      DEMO_LOCATIONS.map((location, i) => {
        const place = postalCodePosition(location.postalCode);
        return {
          partnerId,
          ...location,
          latitude: place?.lat ?? null,
          longitude: place?.lon ?? null,
          // Listed in this order (the partner's order is by creation).
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        };
      }),
    )
    .returning({ id: partnerLocations.id });
  const [tjuvholmen, majorstuen] = created;
  const own = await tx
    .select({ id: deals.id })
    .from(deals)
    .where(eq(deals.partnerId, partnerId))
    .orderBy(asc(deals.id));
  if (own.length === 0) return;
  await tx
    .insert(dealLocations)
    .values([
      ...own.map((deal) => ({ dealId: deal.id, locationId: tjuvholmen!.id })),
      { dealId: own[0]!.id, locationId: majorstuen!.id },
    ]);
}
