// The before price buyers see, over scripted price histories on a real database: the partner's
// approved ordinary price for a deal's first price; after a price change the lowest price of the
// 30 days before it, or no reduction at all when the deal sold cheaper in that time.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { deals } from "#db/schema.server";
import { getDeal } from "#domain/catalog/catalog.server";
import { registerAccount } from "#domain/accounts/accounts.server";
import { storeImage } from "#domain/platform/images.server";
import { createMailer } from "#domain/platform/mail.server";
import { createPartner } from "#domain/demo/factories.server";
import { setupTestDatabase } from "../../tests/support/test-database";
import { osloDay, parseDealInput } from "./deal-input.server";
import { decideDeal } from "./deal-moderation.server";
import { pendingRevision } from "./deal-revisions.server";
import { createDeal, getDealForEdit, updateDeal, type PartnerRef } from "./partner-deals.server";

const test = setupTestDatabase({ seeded: true });
const outbox = createMailer(undefined, "MagicDeals <no-reply@magicdeals.no>");
const DAY = 86_400_000;
const today = new Date();
const daysFromNow = (days: number) => new Date(today.getTime() + days * DAY);

function input(prices: { original: number; discounted: number }) {
  const parsed = parseDealInput(
    {
      title: "Ansiktsbehandling 60 min",
      description: "Rens, peeling og maske.",
      categoryId: "beauty-spa",
      city: "Oslo",
      address: "Karl Johans gate 1",
      finePrint: "Bestill time på forhånd.",
      originalPrice: String(prices.original),
      discountedPrice: String(prices.discounted),
      basicEnabled: "on",
      startsAt: osloDay(today),
      endsAt: osloDay(daysFromNow(30)),
      originalPriceConfirmed: "on",
    },
    ["beauty-spa"],
    today,
  );
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.input;
}

let image = "";
let adminId = "";
async function setup(): Promise<PartnerRef> {
  if (!image) {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3a7" } })
      .png()
      .toBuffer();
    const stored = await storeImage(test.db, png, null);
    if (!stored.ok) throw new Error("no image");
    image = stored.hash;
    const account = await registerAccount(
      test.db,
      { name: "Admin", email: `admin-${crypto.randomUUID()}@example.no`, password: "passord-123" },
      "admin",
    );
    if (!account.ok) throw new Error("no admin");
    adminId = account.user.id;
  }
  const created = await createPartner(test.db);
  return { id: created.partnerId, userId: created.userId };
}

async function approveAt(dealId: number, at: Date) {
  const revision = await pendingRevision(test.db, dealId);
  const result = await decideDeal(
    test.db,
    outbox,
    { adminId, revisionId: revision!.id, decision: { approve: true }, origin: "https://x.test" },
    at,
  );
  expect(result).toMatchObject({ ok: true });
}

/** A deal whose prices (in kroner) were approved at the given days from now, in order. */
async function dealWithHistory(history: { atDay: number; original: number; discounted: number }[]) {
  const partner = await setup();
  const [first, ...changes] = history;
  const created = await createDeal(test.db, partner, input(first!), image, daysFromNow(first!.atDay));
  if (!created.ok) throw new Error(created.reason);
  await approveAt(created.dealId, daysFromNow(first!.atDay));
  for (const change of changes) {
    const at = daysFromNow(change.atDay);
    expect(await updateDeal(test.db, partner, created.dealId, input(change), null, at)).toMatchObject({ ok: true });
    await approveAt(created.dealId, at);
  }
  return { dealId: created.dealId, partner };
}

async function shown(dealId: number) {
  const [row] = await test.db
    .select({
      before: deals.originalPriceOre,
      price: deals.discountedPriceOre,
      percent: deals.discountPercent,
      basis: deals.beforePriceBasis,
    })
    .from(deals)
    .where(eq(deals.id, dealId));
  return row!;
}

describe("the before price", () => {
  it("shows the approved ordinary price for a first price, then the lowest of the 30 days before a cut", async () => {
    const { dealId, partner } = await dealWithHistory([{ atDay: -20, original: 4000, discounted: 2000 }]);
    expect(await shown(dealId)).toEqual({ before: 400_000, price: 200_000, percent: 50, basis: "ordinary" });

    // Sold at 2 000 kr, then cut to 1 800 kr: "Før 2 000 kr", not the ordinary 4 000 kr.
    expect(await updateDeal(test.db, partner, dealId, input({ original: 4000, discounted: 1800 }), null)).toMatchObject(
      {
        ok: true,
      },
    );
    await approveAt(dealId, today);
    expect(await shown(dealId)).toEqual({ before: 200_000, price: 180_000, percent: 10, basis: "lowest30" });
    expect((await getDeal(test.db, "no", dealId))?.beforePriceBasis).toBe("lowest30");
    // The partner's editor still shows the ordinary price the partner claimed.
    expect((await getDealForEdit(test.db, partner.id, dealId))?.values.originalPrice).toBe("4000");

    // A new ordinary price alone changes nothing buyers see while the cut stands.
    expect(await updateDeal(test.db, partner, dealId, input({ original: 5000, discounted: 1800 }), null)).toMatchObject(
      {
        ok: true,
      },
    );
    await approveAt(dealId, daysFromNow(1));
    expect(await shown(dealId)).toEqual({ before: 200_000, price: 180_000, percent: 10, basis: "lowest30" });
    expect((await getDealForEdit(test.db, partner.id, dealId))?.values.originalPrice).toBe("5000");
  });

  it("claims no reduction when the deal sold cheaper within the 30 days", async () => {
    // 1 500 kr until 25 days ago, then 2 000 kr, now 1 900 kr: the lowest of the 30 days is 1 500 kr.
    const { dealId } = await dealWithHistory([
      { atDay: -40, original: 3000, discounted: 1500 },
      { atDay: -25, original: 3000, discounted: 2000 },
      { atDay: 0, original: 3000, discounted: 1900 },
    ]);
    expect(await shown(dealId)).toEqual({ before: 190_000, price: 190_000, percent: 0, basis: "lowest30" });
    const page = await getDeal(test.db, "no", dealId);
    expect(page?.originalPriceOre).toBe(page?.discountedPriceOre);
  });

  it("leaves out prices that ended more than 30 days before the cut, and a price rise claims nothing", async () => {
    // 1 500 kr ended 35 days ago; 2 000 kr since then; now 1 900 kr: "Før 2 000 kr", 5 % off.
    const { dealId, partner } = await dealWithHistory([
      { atDay: -60, original: 3000, discounted: 1500 },
      { atDay: -35, original: 3000, discounted: 2000 },
      { atDay: 0, original: 3000, discounted: 1900 },
    ]);
    expect(await shown(dealId)).toEqual({ before: 200_000, price: 190_000, percent: 5, basis: "lowest30" });

    expect(await updateDeal(test.db, partner, dealId, input({ original: 3000, discounted: 2500 }), null)).toMatchObject(
      {
        ok: true,
      },
    );
    await approveAt(dealId, daysFromNow(2));
    expect(await shown(dealId)).toEqual({ before: 250_000, price: 250_000, percent: 0, basis: "lowest30" });
  });
});
