import { and, count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { listCategories } from "#domain/catalog/catalog.server";
import { offersPackage } from "#domain/catalog/packages.server";
import { verifyPassword } from "#domain/accounts/passwords.server";
import { dealPackages, dealPriceChanges, deals, partners, partnerStaff, users } from "#db/schema.server";
import { buildSeedDeals } from "./deals";
import { DEMO_ACCOUNTS, DEMO_STAFF } from "./demo-accounts";
import { isEmpty, seedDemoData } from "./seed.server";
import { getBookingRules } from "#domain/bookings/booking-settings.server";
import { osloDay } from "#domain/bookings/booking-slots";
import { partnerCalendar } from "#domain/bookings/bookings.server";
import { getDealAlerts } from "#domain/inbox/deal-alerts.server";
import { recentlyViewedCards } from "#domain/catalog/recently-viewed.server";
import { listUserVouchers } from "#domain/vouchers/vouchers.server";
import { DEMO_GIFT_CODES } from "./gifts.server";
import { GIFT_DELIVERY_JOB, giftJobKey } from "#domain/vouchers/gift-cancel.server";
import { listGiftCards } from "#domain/checkout/gift-cards.server";
import { DEMO_GIFT_CARD_CODE } from "./gift-cards.server";
import { getDeal } from "#domain/catalog/catalog.server";
import { listLocations } from "#domain/partners/locations.server";

const seeded = setupTestDatabase({ seeded: true });
const empty = setupTestDatabase({ seeded: false });

describe("demo seed", () => {
  it("fills the eight categories with the spec's counts, counted from live deals", async () => {
    const categories = await listCategories(seeded.db, "no", seeded.seededAt);
    expect(categories.map((c) => [c.id, c.dealCount])).toEqual([
      ["beauty-spa", 45],
      ["photography", 32],
      ["dining", 38],
      ["activities", 52],
      ["fitness", 29],
      ["events", 34],
      ["local", 67],
      ["wellness", 41],
    ]);
    expect((await listCategories(seeded.db, "en", seeded.seededAt))[0]?.name).toBe("Beauty & Spa");
  });

  it("counts only deals that are still running", async () => {
    const [firstBeauty] = await seeded.db
      .select({ id: deals.id })
      .from(deals)
      .where(eq(deals.categoryId, "beauty-spa"))
      .limit(1);
    await seeded.db
      .update(deals)
      .set({ endsAt: new Date(seeded.seededAt.getTime() - 1000) })
      .where(eq(deals.id, firstBeauty!.id));
    const categories = await listCategories(seeded.db, "no", seeded.seededAt);
    expect(categories.find((c) => c.id === "beauty-spa")?.dealCount).toBe(44);
    await seeded.db
      .update(deals)
      .set({ endsAt: new Date(seeded.seededAt.getTime() + 86_400_000) })
      .where(eq(deals.id, firstBeauty!.id));
  });

  it("includes the spec's four Oslo beauty deals at 50 % off", async () => {
    const rows = await seeded.db
      .select({
        city: deals.city,
        discount: deals.discountPercent,
        original: deals.originalPriceOre,
        price: deals.discountedPriceOre,
      })
      .from(deals)
      .where(eq(deals.categoryId, "beauty-spa"))
      .orderBy(deals.id)
      .limit(4);
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.city).toBe("Oslo");
      expect(row.discount).toBe(50);
      expect(row.price).toBe(Math.round(row.original / 200) * 100);
    }
  });

  it("stores prices as whole kroner in øre with 30-70 % discounts, and Basis and Premium on every deal, Gruppe where it fits", async () => {
    const [stats] = await seeded.db
      .select({
        deals: count(),
        // The one deal with a price history (below) is measured from its 30-day lowest price.
        minDiscount: sql<number>`min(${deals.discountPercent}) FILTER (WHERE ${deals.beforePriceBasis} = 'ordinary')`,
        maxDiscount: sql<number>`max(${deals.discountPercent})`,
        oddOre: sql<number>`count(*) FILTER (WHERE ${deals.discountedPriceOre} % 100 <> 0 OR ${deals.originalPriceOre} % 100 <> 0)::int`,
        cities: sql<number>`count(DISTINCT ${deals.city})::int`,
      })
      .from(deals);
    expect(stats).toMatchObject({ deals: 338, oddOre: 0 });
    expect(stats!.minDiscount).toBeGreaterThanOrEqual(30);
    expect(stats!.maxDiscount).toBeLessThanOrEqual(70);
    expect(stats!.cities).toBeGreaterThanOrEqual(8);

    // Basis and Premium on every deal, Gruppe only where the title names no set party ("for to").
    const titles = await seeded.db.select({ title: deals.title }).from(deals);
    const withGroup = titles.filter((d) => offersPackage(d.title, "group")).length;
    expect(withGroup).toBeGreaterThan(200);
    expect(withGroup).toBeLessThan(338);
    const [packages] = await seeded.db.select({ n: count() }).from(dealPackages);
    expect(packages?.n).toBe(338 * 2 + withGroup);
    const [wrongPremium] = await seeded.db
      .select({ n: count() })
      .from(dealPackages)
      .innerJoin(deals, eq(deals.id, dealPackages.dealId))
      .where(
        and(
          eq(dealPackages.kind, "premium"),
          sql`${dealPackages.priceOre} <> round(${deals.discountedPriceOre} * 1.5 / 100) * 100`,
        ),
      );
    expect(wrongPremium?.n).toBe(0);
  });

  it("shows one demo partner deal after a price cut, measured from the lowest price of the 30 days before", async () => {
    const cut = await seeded.db.select().from(deals).where(eq(deals.beforePriceBasis, "lowest30"));
    expect(cut).toHaveLength(1);
    const deal = cut[0]!;
    const history = await seeded.db
      .select()
      .from(dealPriceChanges)
      .where(eq(dealPriceChanges.dealId, deal.id))
      .orderBy(dealPriceChanges.decidedAt);
    expect(history.map((h) => h.discountedPriceOre)).toEqual([deal.originalPriceOre, deal.discountedPriceOre]);
    expect(deal.originalPriceOre).toBeGreaterThan(deal.discountedPriceOre);
    expect(deal.claimedOriginalPriceOre).toBeGreaterThan(deal.originalPriceOre);
    expect(deal.discountPercent).toBe(Math.round((1 - deal.discountedPriceOre / deal.originalPriceOre) * 100));
  });

  it("creates the demo customer, partner and admin with argon2id password hashes", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await seeded.db.select().from(users).where(eq(users.email, account.email));
      expect(user?.role).toBe(account.role);
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(user!.passwordHash, account.password)).toBe(true);
      expect(await verifyPassword(user!.passwordHash, account.password + "x")).toBe(false);
      // Marketing e-mail is opt-in: the demo customer has opted in to deal alerts only.
      expect(user?.notifyNewsletter).toBe(false);
      expect(user?.notifyDealAlerts).toBe(account.role === "user");
    }
    const [partner] = await seeded.db
      .select({ status: partners.status, ownerRole: users.role })
      .from(partners)
      .innerJoin(users, eq(users.id, partners.ownerUserId));
    expect(partner).toEqual({ status: "approved", ownerRole: "business" });
  });

  it("gives the demo partner one staff member, a customer account with its own password", async () => {
    const rows = await seeded.db
      .select({ email: users.email, role: users.role, hash: users.passwordHash, owner: partners.ownerUserId })
      .from(partnerStaff)
      .innerJoin(users, eq(users.id, partnerStaff.userId))
      .innerJoin(partners, eq(partners.id, partnerStaff.partnerId));
    expect(rows.map((r) => [r.email, r.role])).toEqual([[DEMO_STAFF.email, "user"]]);
    const [owner] = await seeded.db.select({ id: users.id }).from(users).where(eq(users.role, "business"));
    expect(rows[0]!.owner).toBe(owner!.id);
    expect(await verifyPassword(rows[0]!.hash, DEMO_STAFF.password)).toBe(true);
  });

  it("gives the demo partner two locations in Oslo and its first deal sold at both", async () => {
    const [owner] = await seeded.db
      .select({ partnerId: partners.id })
      .from(partners)
      .innerJoin(users, eq(users.id, partners.ownerUserId))
      .where(eq(users.role, "business"));
    const locations = await listLocations(seeded.db, owner!.partnerId);
    expect(locations.map((l) => [l.name, l.city])).toEqual([
      ["Tjuvholmen", "Oslo"],
      ["Majorstuen", "Oslo"],
    ]);
    const [first] = await seeded.db
      .select({ id: deals.id })
      .from(deals)
      .where(eq(deals.partnerId, owner!.partnerId))
      .orderBy(deals.id)
      .limit(1);
    const deal = await getDeal(seeded.db, "no", first!.id, seeded.seededAt);
    expect(deal!.locations.map((l) => l.address)).toEqual([
      "Tjuvholmen allé 14, 0252 Oslo",
      "Bogstadveien 12, 0355 Oslo",
    ]);
  });

  it("gives the demo customer confirmed deal alerts for Oslo and three recently viewed deals", async () => {
    const customer = DEMO_ACCOUNTS.find((a) => a.role === "user")!;
    const [user] = await seeded.db.select({ id: users.id }).from(users).where(eq(users.email, customer.email));
    expect(await getDealAlerts(seeded.db, user!.id)).toEqual({ cities: ["Oslo"], categoryIds: [], confirmed: true });
    expect(await recentlyViewedCards(seeded.db, "no", user!.id)).toHaveLength(3);
  });

  it("gives the demo customer a 1 000 kr gift card with 350 kr left on it", async () => {
    const customer = DEMO_ACCOUNTS.find((a) => a.role === "user")!;
    const [user] = await seeded.db.select({ id: users.id }).from(users).where(eq(users.email, customer.email));
    const cards = await listGiftCards(seeded.db, user!.id);
    expect(cards).toMatchObject([{ code: DEMO_GIFT_CARD_CODE, amountOre: 100_000, balanceOre: 35_000 }]);
  });

  it("is deterministic and runs only on an empty database", async () => {
    expect(buildSeedDeals()).toEqual(buildSeedDeals());
    expect(await isEmpty(seeded.db)).toBe(false);
    expect(await isEmpty(empty.db)).toBe(true);

    const at = new Date("2026-06-01T12:00:00Z");
    await seedDemoData(empty.db, at);
    expect(await isEmpty(empty.db)).toBe(false);
    const [first] = await empty.db
      .select({ title: deals.title, endsAt: deals.endsAt })
      .from(deals)
      .orderBy(deals.id)
      .limit(1);
    const expected = buildSeedDeals()[0]!;
    expect(first?.title).toBe(expected.titleNo);
    expect(first?.endsAt.getTime()).toBe(at.getTime() + expected.endsInMinutes * 60_000);
  });
});

describe("demo seed: bookings", () => {
  it("gives the demo partner booking settings and a few booked times in the coming week", async () => {
    const [demo] = await seeded.db
      .select({ id: partners.id })
      .from(partners)
      .innerJoin(users, eq(users.id, partners.ownerUserId))
      .where(eq(users.email, "partner@demo.magicdeals.no"));
    const rules = await getBookingRules(seeded.db, demo!.id, osloDay(seeded.seededAt));
    expect(rules).toMatchObject({ enabled: true, slotMinutes: 60, capacity: 2, cutoffHours: 24 });
    expect(rules.blackoutDays).toHaveLength(1);
    const week = await partnerCalendar(seeded.db, demo!.id, osloDay(seeded.seededAt), 7);
    expect(week.length).toBeGreaterThanOrEqual(2);
    expect(week.every((b) => b.voucherStatus === "active" && b.firstName === null)).toBe(true);
  });
});

describe("demo reviews", () => {
  it("gives every deal the rating and count of its reviews, on redeemed vouchers of their writers", async () => {
    const { rows } = await seeded.db.execute<{
      id: number;
      rating: string;
      review_count: number;
      avg: string | null;
      n: number;
    }>(sql`
      SELECT d.id, d.rating, d.review_count, round(avg(r.rating), 1) AS avg, count(r.id)::int AS n
        FROM deals d LEFT JOIN reviews r ON r.deal_id = d.id AND r.hidden_at IS NULL
       GROUP BY d.id`);
    const reviewed = rows.filter((row) => row.n > 0);
    expect(reviewed.length).toBeGreaterThan(rows.length / 2);
    expect(rows.some((row) => row.n === 0)).toBe(true);
    for (const row of rows) {
      expect(row.review_count).toBe(row.n);
      expect(Number(row.rating)).toBe(row.n > 0 ? Number(row.avg) : 0);
    }
    const { rows: unverified } = await seeded.db.execute(sql`
      SELECT 1 FROM reviews r JOIN vouchers v ON v.id = r.voucher_id JOIN orders o ON o.id = v.order_id
       WHERE v.status <> 'redeemed' OR o.user_id <> r.customer_id OR v.deal_id <> r.deal_id`);
    expect(unverified).toEqual([]);
  });
});

describe("demo gifts", () => {
  it("gives the demo customer one gift to be sent in a week, with its delivery job, and one already sent", async () => {
    const customer = DEMO_ACCOUNTS.find((a) => a.role === "user")!;
    const [user] = await seeded.db.select({ id: users.id }).from(users).where(eq(users.email, customer.email));
    const mine = await listUserVouchers(seeded.db, user!.id, "no");
    const gifts = mine.filter((v) => (DEMO_GIFT_CODES as readonly string[]).includes(v.code));
    const inAWeek = new Date(seeded.seededAt.getTime() + 7 * 86_400_000);
    expect(gifts.map((v) => [v.code, v.status, v.gift?.state, v.gift?.recipientName])).toEqual([
      [DEMO_GIFT_CODES[0], "active", "scheduled", "Ola Nordmann"],
      [DEMO_GIFT_CODES[1], "active", "sent", "Ingrid Berg"],
    ]);
    expect(gifts[0]!.gift?.deliverOn).toBe(osloDay(inAWeek));
    const { rows } = await seeded.db.execute<{ kind: string; status: string }>(
      sql`SELECT kind, status FROM jobs WHERE dedupe_key = ${giftJobKey(gifts[0]!.id)}`,
    );
    expect(rows).toEqual([{ kind: GIFT_DELIVERY_JOB, status: "queued" }]);
  });
});
