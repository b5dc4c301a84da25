// Group packages on deals for a set party ("Middag for to"): migration 0025 removes the rows older
// seeds and editors stored (keeping, switched off, those an order names), with the same rule as
// offersPackage; the shop no longer sells what is switched off; the deal editor refuses a new one.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { setupTestShop } from "../../tests/support/buy-vouchers";
import { cartItems, dealPackages } from "#db/schema.server";
import { createCustomer, createDeals, createPartner } from "#domain/demo/factories.server";
import { offersPackage, PACKAGE_RULES, packagePriceOre } from "#domain/catalog/packages.server";
import { priceCart } from "#domain/checkout/checkout.server";
import { parseDealInput } from "#domain/partners/deal-input.server";
import { validDealFields } from "#domain/partners/deal-form-fields.fixture";
import { translator } from "#i18n/dictionaries.server";

const t = setupTestDatabase({ seeded: true });
const shop = setupTestShop(t);

const MIGRATION = readFileSync(
  join(import.meta.dirname, "../../db/migrations/0025_drop_group_packages_on_fixed_party_deals.sql"),
  "utf8",
);

async function runMigration() {
  for (const statement of MIGRATION.split("--> statement-breakpoint")) await t.db.$client.query(statement);
}

/** Titles on both sides of the rule, the tricky ones included ("for to timer" is a length). */
const TITLES = [
  "Middag for to på Fjordkanten",
  "Spaopphold for fire med frokost",
  "Parmassasje 60 min",
  "Parmiddag med vinmeny",
  "Sushikurs for en gruppe på seks",
  "Romantisk helg for par",
  "Hotellnatt for 2 med middag",
  "Kajakktur for to timer",
  "Båtleie for tre dager",
  "Klatrekurs for nybegynnere",
  "Ansiktsbehandling 60 min",
  "  middag FOR TO  ",
  "Paragliding over Voss",
  "Yoga for alle",
];

async function groupRows(dealIds: number[]) {
  return t.db
    .select({ dealId: dealPackages.dealId, active: dealPackages.active })
    .from(dealPackages)
    .where(and(eq(dealPackages.kind, "group"), inArray(dealPackages.dealId, dealIds)));
}

describe("migration 0025: group packages on deals for a set party", () => {
  it("follows offersPackage, deletes unsold rows and switches off sold ones, and the shop no longer sells them", async () => {
    const partner = await createPartner(t.db);
    const created = await createDeals(
      t.db,
      TITLES.map((title) => ({ partnerId: partner.partnerId, title })),
    );
    // The state older seeds left: a group package on every deal, the set-party ones too.
    const group = PACKAGE_RULES.find((rule) => rule.kind === "group")!;
    for (const deal of created)
      if (!offersPackage(deal.title, "group"))
        await t.db.insert(dealPackages).values({
          dealId: deal.id,
          kind: "group",
          priceOre: packagePriceOre(deal.discountedPriceOre, group),
          validityDays: group.validityDays,
          minQuantity: group.minQuantity,
        });
    const ids = created.map((deal) => deal.id);
    expect((await groupRows(ids)).length).toBe(TITLES.length);

    // One of them was sold before the fix, and another sits in a customer's cart.
    const sold = created.find((deal) => deal.title.startsWith("Middag for to"))!;
    const inCart = created.find((deal) => deal.title.startsWith("Parmassasje"))!;
    const bought = await shop.buy(t.db, {
      email: "gjest@example.no",
      userId: null,
      language: "no",
      lines: [{ dealId: sold.id, packageKind: "group", quantity: 4 }],
    });
    expect(bought.ok).toBe(true);
    const customer = await createCustomer(t.db);
    await t.db
      .insert(cartItems)
      .values({ userId: customer.id, dealId: inCart.id, packageKind: "group", quantity: 4, seenUnitPriceOre: 40_000 });

    await runMigration();
    await runMigration(); // Twice changes nothing more.

    const rows = await groupRows(ids);
    for (const deal of created) {
      const row = rows.find((r) => r.dealId === deal.id);
      if (offersPackage(deal.title, "group")) expect(row, deal.title).toEqual({ dealId: deal.id, active: true });
      else if (deal.id === sold.id) expect(row, deal.title).toEqual({ dealId: deal.id, active: false });
      else expect(row, deal.title).toBeUndefined();
    }
    expect(await t.db.select().from(cartItems).where(eq(cartItems.dealId, inCart.id))).toEqual([]);
    // Basis and Premium of the same deals stay.
    const basics = await t.db
      .select()
      .from(dealPackages)
      .where(and(eq(dealPackages.dealId, sold.id), eq(dealPackages.kind, "basic")));
    expect(basics).toHaveLength(1);

    // The switched-off package can no longer be bought.
    const priced = await priceCart(t.db, "no", [{ dealId: sold.id, packageKind: "group", quantity: 4 }]);
    expect(priced.problems).toEqual([{ dealId: sold.id, packageKind: "group", reason: "unavailable" }]);
  });
});

describe("the deal editor", () => {
  const now = new Date("2026-01-01T11:00:00Z");
  const fields = (title: string, group: boolean) => ({
    ...validDealFields("2026-01-01", "2026-01-31"),
    title,
    groupEnabled: group ? "on" : "",
  });

  it("refuses a group package on a deal whose title names a set party, with a clear message in both languages", () => {
    const refused = parseDealInput(fields("Middag for to på Fjordkanten", true), ["beauty-spa"], now);
    expect(refused).toEqual({ ok: false, errors: { packages: "groupOnSetParty" } });
    expect(translator("no")("dealEditor.errors.groupOnSetParty")).toContain("gruppepakke");
    expect(translator("en")("dealEditor.errors.groupOnSetParty")).toContain("group package");
  });

  it("accepts the same deal without the group package, and a group package where the title names no party", () => {
    expect(parseDealInput(fields("Middag for to på Fjordkanten", false), ["beauty-spa"], now).ok).toBe(true);
    expect(parseDealInput(fields("Kajakktur for to timer", true), ["beauty-spa"], now).ok).toBe(true);
  });
});
