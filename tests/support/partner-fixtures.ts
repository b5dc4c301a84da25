// Partners, deals, views and paid orders written straight into a test database, at given
// instants, so the dashboard's numbers can be checked against events known in advance.
import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import type { Database } from "../../db/connection.server";
import {
  dealEvents,
  deals,
  orderLines,
  orders,
  partnerProfiles,
  partners,
  paymentCharges,
  users,
  vouchers,
} from "../../db/schema.server";
import type { BusinessPlanId } from "../../domain/partners/business-plans";
import { createSession } from "../../domain/accounts/sessions.server";

let counter = 0;
/** A signed-in session for a user, as the session cookie's value. */
export async function sessionFor(db: Database, userId: string): Promise<string> {
  return (await createSession(db, userId, false)).token;
}

/** A 9-digit organisation number unique in this run (the fixtures do not need a valid MOD11). */
const orgNumber = () => `9${String(Date.now() % 1e5).padStart(5, "0")}${String(++counter).padStart(3, "0")}`;

export async function createPartner(
  db: Database,
  options: { plan?: BusinessPlanId | null; status?: "pending" | "approved" | "rejected"; name?: string } = {},
) {
  const [user] = await db
    .insert(users)
    .values({
      email: `partner+${randomUUID()}@example.no`,
      name: "Test Partner",
      passwordHash: "not-a-real-hash",
      role: "business",
    })
    .returning({ id: users.id, email: users.email });
  const [partner] = await db
    .insert(partners)
    .values({
      ownerUserId: user!.id,
      name: options.name ?? `Testbedrift ${counter}`,
      orgNumber: orgNumber(),
      email: user!.email,
      phone: "+4791234567",
      city: "Oslo",
      address: "Karl Johans gate 1",
      descriptionNo: "En testbedrift.",
      status: options.status ?? "approved",
    })
    .returning({ id: partners.id, name: partners.name });
  if (options.plan !== null) {
    await db.insert(partnerProfiles).values({
      partnerId: partner!.id,
      plan: options.plan ?? "growth",
      trialEndsAt: new Date(Date.now() + 90 * 86_400_000),
    });
  }
  return { userId: user!.id, email: user!.email, partnerId: partner!.id, name: partner!.name };
}

export async function createDeal(
  db: Database,
  partnerId: string,
  options: {
    title?: string;
    status?: "draft" | "pending" | "published" | "paused" | "rejected" | "ended";
    createdAt?: Date;
    startsAt?: Date | null;
    endsAt?: Date;
    priceOre?: number;
    imageSrc?: string;
  } = {},
) {
  const priceOre = options.priceOre ?? 50_000;
  const [deal] = await db
    .insert(deals)
    .values({
      partnerId,
      categoryId: "beauty-spa",
      title: options.title ?? `Testtilbud ${++counter}`,
      description: "Et tilbud laget av testene.",
      finePrint: "Gjelder i åpningstiden.",
      city: "Oslo",
      originalPriceOre: priceOre * 2,
      discountedPriceOre: priceOre,
      discountPercent: 50,
      imageSrc: options.imageSrc ?? "/images/deals/test.webp",
      imageAltNo: "Testbilde",
      imageAltEn: "Test image",
      status: options.status ?? "published",
      createdAt: options.createdAt ?? new Date(),
      startsAt: options.startsAt ?? null,
      endsAt: options.endsAt ?? new Date(Date.now() + 365 * 86_400_000),
    })
    .returning({ id: deals.id, title: deals.title });
  createdDealIds.push(deal!.id);
  return deal!;
}

const createdDealIds: number[] = [];

/**
 * Ends the deals this file made. Browser test files share one app database, and others count
 * the seeded catalogue exactly (45 beauty deals, …), so a file must not leave live deals behind.
 */
export async function endCreatedDeals(db: Database) {
  if (createdDealIds.length === 0) return;
  await db
    .update(deals)
    .set({ status: "ended" })
    .where(inArray(deals.id, createdDealIds.splice(0)));
}

export async function addViews(db: Database, dealId: number, at: Date, count = 1) {
  await db
    .insert(dealEvents)
    .values(Array.from({ length: count }, () => ({ dealId, kind: "view" as const, occurredAt: at })));
}

/** A paid order of `quantity` units of one deal at `at`, with its charge and one voucher per unit. */
export async function addPaidOrder(
  db: Database,
  options: { dealId: number; userId: string | null; quantity: number; unitPriceOre: number; at: Date },
) {
  const total = options.quantity * options.unitPriceOre;
  const [order] = await db
    .insert(orders)
    .values({
      number: `ORD-${randomUUID().slice(0, 10).toUpperCase()}`,
      userId: options.userId,
      email: "kjoper@example.no",
      language: "no",
      totalOre: total,
      originalTotalOre: total * 2,
      vatOre: Math.round((total * 25) / 125),
      cardBrand: "visa",
      cardLast4: "4242",
      createdAt: options.at,
    })
    .returning({ id: orders.id });
  await db.insert(paymentCharges).values({
    orderId: order!.id,
    gateway: "test",
    reference: randomUUID(),
    amountOre: total,
    status: "approved",
    createdAt: options.at,
  });
  const [line] = await db
    .insert(orderLines)
    .values({
      orderId: order!.id,
      dealId: options.dealId,
      packageKind: "basic",
      title: "Testtilbud",
      quantity: options.quantity,
      unitPriceOre: options.unitPriceOre,
      unitOriginalOre: options.unitPriceOre * 2,
      validityDays: 30,
    })
    .returning({ id: orderLines.id });
  const made = await db
    .insert(vouchers)
    .values(
      Array.from({ length: options.quantity }, () => ({
        code: `MAGIC-T${randomUUID().replace(/-/g, "").slice(0, 10).toUpperCase()}`,
        orderId: order!.id,
        orderLineId: line!.id,
        dealId: options.dealId,
        validUntil: new Date(options.at.getTime() + 30 * 86_400_000),
        createdAt: options.at,
      })),
    )
    .returning({ id: vouchers.id });
  return { orderId: order!.id, voucherIds: made.map((v) => v.id) };
}
