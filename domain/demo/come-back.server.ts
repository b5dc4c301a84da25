// The demo customer as someone who comes back: deal alerts on (confirmed) for Oslo, and a few
// deals viewed lately, so "Nylig sett" and the settings' alerts show after `npm start`.
import { asc, eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#db/connection.server";
import { dealAlertSubscriptions, deals, recentlyViewedDeals, users } from "#db/schema.server";

export async function seedComeBack(db: DatabaseOrTransaction, customerId: string, now: Date): Promise<void> {
  await db.update(users).set({ notifyDealAlerts: true }).where(eq(users.id, customerId));
  await db
    .insert(dealAlertSubscriptions)
    .values({ userId: customerId, cities: ["Oslo"], categoryIds: [], confirmedAt: now, digestFrom: now });
  const viewed = await db.select({ id: deals.id }).from(deals).orderBy(asc(deals.id)).limit(3);
  await db.insert(recentlyViewedDeals).values(
    viewed.map((deal, i) => ({
      userId: customerId,
      dealId: deal.id,
      viewedAt: new Date(now.getTime() - i * 60_000),
    })),
  );
}
