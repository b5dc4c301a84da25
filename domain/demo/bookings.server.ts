// The demo partner takes bookings: its settings, a closed day next week and three booked times
// this week for a guest's vouchers (codes and times fixed by `now`, so the seed stays the same).
import { and, asc, eq } from "drizzle-orm";
import type { Transaction } from "#db/connection.server";
import {
  bookingBlackoutDays,
  bookingSettings,
  bookings,
  dealPackages,
  deals,
  orderLines,
  orders,
  partners,
  vouchers,
} from "#db/schema.server";
import { addDays, osloDay, slotsOfDay } from "#domain/bookings/booking-slots";

const DAY_MS = 86_400_000;
export const DEMO_BOOKING_CODES = ["MAGIC-BKDEM22222", "MAGIC-BKDEM22223", "MAGIC-BKDEM22224"] as const;

export async function seedDemoBookings(tx: Transaction, partnerId: string, now: Date): Promise<void> {
  const settings = { enabled: true, slotMinutes: 60, capacity: 2, cutoffHours: 24 };
  await tx.insert(bookingSettings).values({ partnerId, ...settings });
  const today = osloDay(now);
  await tx.insert(bookingBlackoutDays).values({ partnerId, day: addDays(today, 10) });

  const [partner] = await tx.select({ hours: partners.openingHours }).from(partners).where(eq(partners.id, partnerId));
  const [deal] = await tx
    .select({
      id: deals.id,
      title: deals.title,
      priceOre: dealPackages.priceOre,
      validityDays: dealPackages.validityDays,
    })
    .from(deals)
    .innerJoin(dealPackages, and(eq(dealPackages.dealId, deals.id), eq(dealPackages.kind, "basic")))
    .where(eq(deals.partnerId, partnerId))
    .orderBy(asc(deals.id))
    .limit(1);
  if (!deal) return;
  // The first slot of each of the next open days, three in all.
  const rules = { openingHours: partner?.hours ?? null, slotMinutes: settings.slotMinutes, blackoutDays: [] };
  const times = Array.from({ length: 7 }, (_, i) => slotsOfDay(addDays(today, i), rules).find((s) => s.startsAt > now))
    .filter((slot) => slot !== undefined)
    .slice(0, DEMO_BOOKING_CODES.length);
  if (times.length === 0) return;

  const total = deal.priceOre * times.length;
  const [order] = await tx
    .insert(orders)
    .values({
      number: "ORD-DEMOBOOK01",
      userId: null,
      email: "gjest@demo.magicdeals.no",
      language: "no",
      totalOre: total,
      originalTotalOre: total,
      vatOre: Math.round(total / 5),
      cardBrand: "visa",
      cardLast4: "4242",
      createdAt: new Date(now.getTime() - 2 * DAY_MS),
    })
    .returning({ id: orders.id });
  const [line] = await tx
    .insert(orderLines)
    .values({
      orderId: order!.id,
      dealId: deal.id,
      packageKind: "basic",
      title: deal.title,
      quantity: times.length,
      unitPriceOre: deal.priceOre,
      unitOriginalOre: deal.priceOre,
      validityDays: deal.validityDays,
    })
    .returning({ id: orderLines.id });
  const created = await tx
    .insert(vouchers)
    .values(
      times.map((_, i) => ({
        code: DEMO_BOOKING_CODES[i]!,
        orderId: order!.id,
        orderLineId: line!.id,
        dealId: deal.id,
        validUntil: new Date(now.getTime() + deal.validityDays * DAY_MS),
      })),
    )
    .returning({ id: vouchers.id });
  await tx.insert(bookings).values(
    times.map((slot, i) => ({
      voucherId: created[i]!.id,
      partnerId,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
    })),
  );
}
