import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { dealLocations, deals } from "#db/schema.server";
import { createDeal, createPartner } from "#domain/demo/factories.server";
import { facetCounts, listCities, searchDeals } from "#domain/catalog/catalog.server";
import { parseDealFilters } from "#domain/catalog/deal-filters.server";
import {
  addLocation,
  dealLocationIds,
  listLocations,
  locationAddress,
  locationSchema,
  locationsOfDeal,
  parseLocation,
  removeLocation,
  replaceDealLocations,
  updateLocation,
} from "./locations.server";
import { saveDealForm } from "./deal-form.server";
import { validDealFields, validDealInput } from "./deal-form-fields.fixture";
import { createDeal as submitDeal } from "./partner-deals.server";
import { osloDay } from "./deal-input.server";

const t = setupTestDatabase({ seeded: true });

const filters = (query: string) => parseDealFilters(new URLSearchParams(query));

const input = (fields: Record<string, string>) => locationSchema.parse(fields);

/** A partner with its first location (from the profile), Majorstuen in Oslo, and one in `town` (postal code 5003, Bergen's area). */
async function partnerWithLocations(town = "Lunde") {
  const partner = await createPartner(t.db);
  const [first] = await listLocations(t.db, partner.partnerId);
  const majorstuen = await addLocation(
    t.db,
    partner.partnerId,
    input({ name: "Majorstuen", address: "Bogstadveien 12", postalCode: "0355", city: "Oslo" }),
  );
  const steinvik = await addLocation(
    t.db,
    partner.partnerId,
    input({ name: "Bryggen", address: "Bryggen 5", postalCode: "5003", city: town, phone: "55 12 34 56" }),
  );
  return { partner, first: first!, majorstuen, steinvik };
}

/** A live deal in Oslo whose own coordinates are in Tromsø, sold at `locationIds`. */
async function dealAt(partnerId: string, locationIds: string[], title = "Massasje på to steder") {
  const deal = await createDeal(t.db, partnerId, { title, city: "Oslo", latitude: 69.6492, longitude: 18.9553 });
  await t.db.transaction((tx) => replaceDealLocations(tx, partnerId, deal.id, locationIds));
  return deal;
}

describe("a partner's locations", () => {
  it("starts with the business profile's address, and adds, edits and lists locations placed by postal code", async () => {
    const { partner, first, majorstuen, steinvik } = await partnerWithLocations();
    // The factory's profile address is "Karl Johans gate 1, 0154 Oslo".
    expect(first).toMatchObject({ name: "Oslo", address: "Karl Johans gate 1", postalCode: "0154", city: "Oslo" });
    expect(locationAddress(first)).toBe("Karl Johans gate 1, 0154 Oslo");
    expect(majorstuen).toMatchObject({ latitude: 59.9295, longitude: 10.7188, phone: null });
    expect(steinvik.phone).toBe("+4755123456");

    const changed = await updateLocation(
      t.db,
      partner.partnerId,
      majorstuen.id,
      input({ name: "Grünerløkka", address: "Thorvald Meyers gate 1", postalCode: "0555", city: "Oslo" }),
    );
    expect(changed).toBe(true);
    const listed = await listLocations(t.db, partner.partnerId);
    expect(listed.map((l) => l.name)).toEqual(["Oslo", "Grünerløkka", "Bryggen"]);
    expect(listed[1]).toMatchObject({ latitude: 59.9239, longitude: 10.7593 });

    // Another partner's location is not this partner's to edit or remove.
    const other = await createPartner(t.db);
    expect(
      await updateLocation(
        t.db,
        other.partnerId,
        majorstuen.id,
        input({ name: "X", address: "Gate 1", postalCode: "0555", city: "Oslo" }),
      ),
    ).toBe(false);
    expect(await removeLocation(t.db, other.partnerId, majorstuen.id)).toEqual({ ok: false, reason: "notFound" });
    expect(await removeLocation(t.db, partner.partnerId, "not-a-uuid")).toEqual({ ok: false, reason: "notFound" });
  });

  it("keeps a location's own opening hours, and names a wrong time with the other wrong fields", async () => {
    const fields = {
      name: "Sentrum",
      address: "Gate 1",
      postalCode: "0154",
      city: "Oslo",
      monOpens: "9",
      monCloses: "17.30",
    };
    const parsed = parseLocation(fields);
    if (!parsed.success) throw parsed.error;
    expect(parsed.data.openingHours?.[0]).toEqual({ opens: "09:00", closes: "17:30" });
    expect(parsed.data.openingHours?.[1]).toBeNull();
    const partner = await createPartner(t.db);
    const saved = await addLocation(t.db, partner.partnerId, parsed.data);
    expect(saved.openingHours?.[0]).toEqual({ opens: "09:00", closes: "17:30" });

    const wrong = parseLocation({ ...fields, postalCode: "12", tueOpens: "10:00" });
    expect(wrong.success).toBe(false);
    if (wrong.success) return;
    expect(Object.fromEntries(wrong.error.issues.map((i) => [i.path[0], i.message]))).toEqual({
      postalCode: "postalCodeInvalid",
      tueCloses: "required",
    });
  });

  it("refuses bad input with a reason per field", () => {
    const parsed = locationSchema.safeParse({
      name: "",
      address: "Gate 1",
      postalCode: "355",
      city: "Oslo",
      phone: "12",
    });
    expect(parsed.success).toBe(false);
    const reasons = Object.fromEntries(parsed.error!.issues.map((i) => [i.path[0], i.message]));
    expect(reasons).toEqual({ name: "required", postalCode: "postalCodeInvalid", phone: "phoneInvalid" });
  });

  it("keeps a location a live deal is sold at, and removes it once the deal has ended", async () => {
    const { partner, first, majorstuen } = await partnerWithLocations();
    const deal = await dealAt(partner.partnerId, [first.id, majorstuen.id]);

    const refused = await removeLocation(t.db, partner.partnerId, majorstuen.id);
    expect(refused).toEqual({ ok: false, reason: "inUse", deals: ["Massasje på to steder"] });
    expect(await dealLocationIds(t.db, deal.id)).toHaveLength(2);

    await t.db.update(deals).set({ status: "ended" }).where(eq(deals.id, deal.id));
    expect(await removeLocation(t.db, partner.partnerId, majorstuen.id)).toEqual({ ok: true });
    expect(await dealLocationIds(t.db, deal.id)).toEqual([first.id]);
    expect((await listLocations(t.db, partner.partnerId)).map((l) => l.name)).toEqual(["Oslo", "Bryggen"]);
  });

  it("gives a deal saved without a choice the partner's first location, and keeps only the partner's own", async () => {
    const { partner, first, steinvik } = await partnerWithLocations();
    const deal = await createDeal(t.db, partner.partnerId);
    await t.db.transaction((tx) => replaceDealLocations(tx, partner.partnerId, deal.id, undefined));
    expect(await dealLocationIds(t.db, deal.id)).toEqual([first.id]);

    const other = await createPartner(t.db);
    const [foreign] = await listLocations(t.db, other.partnerId);
    await t.db.transaction((tx) => replaceDealLocations(tx, partner.partnerId, deal.id, [steinvik.id, foreign!.id]));
    expect((await locationsOfDeal(t.db, deal.id)).map((l) => l.name)).toEqual(["Bryggen"]);
    const rows = await t.db.select().from(dealLocations).where(eq(dealLocations.locationId, foreign!.id));
    expect(rows).toEqual([]);
  });
});

describe("the catalogue and a deal's locations", () => {
  it("finds a deal in the city of its second location, in the filter, the facets and the city list", async () => {
    const { partner, majorstuen, steinvik } = await partnerWithLocations("Steinvik");
    const deal = await dealAt(partner.partnerId, [majorstuen.id, steinvik.id], "Steinvik-massasje");

    const found = await searchDeals(t.db, "no", filters("city=Steinvik"), t.seededAt);
    expect(found.deals.map((d) => d.id)).toEqual([deal.id]);
    // In any case, as the city filter always was.
    expect((await searchDeals(t.db, "no", filters("city=steinvik"), t.seededAt)).total).toBe(1);
    // Still found in its own city too.
    const inOslo = await searchDeals(t.db, "no", filters("city=Oslo&q=Steinvik-massasje"), t.seededAt);
    expect(inOslo.deals.map((d) => d.id)).toContain(deal.id);

    const facets = await facetCounts(t.db, filters("q=Steinvik-massasje"), t.seededAt);
    expect(facets.cities).toMatchObject({ Steinvik: 1, Oslo: 1 });
    expect(await listCities(t.db, t.seededAt)).toContain("Steinvik");
  });

  it("measures 'Nærmest' to the nearest location the deal is sold at, as worked out by hand", async () => {
    const { partner, majorstuen, steinvik } = await partnerWithLocations("Fjellvik");
    const deal = await dealAt(partner.partnerId, [majorstuen.id, steinvik.id], "Massasje ved to byer");
    // A deal with no locations in Drammen: measured to its own coordinates, as before.
    const drammen = await createDeal(t.db, partner.partnerId, {
      title: "Drammen-massasje",
      city: "Fjellvik",
      latitude: 59.7439,
      longitude: 10.2045,
    });

    // Haversine, R = 6 371 km, from Oslo S (59.91, 10.75): Majorstuen (59.9295, 10.7188) 2.779 km,
    // Bergen's area (60.3929, 5.3242) 304.950 km, Drammen (59.7439, 10.2045) 35.645 km; the deal's
    // own coordinates (Tromsø) are not used while its locations have places.
    const fromOslo = await searchDeals(t.db, "no", filters("city=Fjellvik&sort=nearest&near=59.91,10.75"), t.seededAt);
    expect(fromOslo.deals.map((d) => d.id)).toEqual([deal.id, drammen.id]);
    expect(fromOslo.deals[0]!.distanceKm).toBeCloseTo(2.779, 2);
    expect(fromOslo.deals[1]!.distanceKm).toBeCloseTo(35.645, 2);

    // From Bergen (60.39, 5.32) the Bergen-area location is nearest: 0.397 km; Drammen 280.303 km.
    const fromBergen = await searchDeals(t.db, "no", filters("city=Fjellvik&sort=nearest&near=60.39,5.32"), t.seededAt);
    expect(fromBergen.deals.map((d) => d.id)).toEqual([deal.id, drammen.id]);
    expect(fromBergen.deals[0]!.distanceKm).toBeCloseTo(0.397, 2);
    expect(fromBergen.deals[1]!.distanceKm).toBeCloseTo(280.303, 2);
  });
});

describe("choosing a deal's locations in the deal editor", () => {
  const day = (offsetDays: number) => osloDay(new Date(Date.now() + offsetDays * 86_400_000));
  const photo = async () =>
    new Uint8Array(
      await sharp({ create: { width: 40, height: 30, channels: 3, background: "#36c" } })
        .png()
        .toBuffer(),
    );

  it("asks for at least one location, and saves the ticked ones (another partner's are ignored)", async () => {
    const { partner, first, majorstuen } = await partnerWithLocations();
    const owner = { id: partner.partnerId, userId: partner.userId };
    const other = await createPartner(t.db);
    const [foreign] = await listLocations(t.db, other.partnerId);
    const fields = { ...validDealFields(day(0), day(30)), title: "Ansikt på to steder", locationsShown: "1" };
    const files = [{ name: "bilde.png", bytes: await photo() }];

    const none = await saveDealForm(t.db, owner, null, {
      fields: { ...fields, [`location.${foreign!.id}`]: "on" },
      photos: [],
      files,
    });
    expect(none).toMatchObject({ ok: false, reason: "invalid", errors: { locations: "locationRequired" } });

    const saved = await saveDealForm(t.db, owner, null, {
      fields: { ...fields, [`location.${first.id}`]: "on", [`location.${majorstuen.id}`]: "on" },
      photos: [],
      files,
    });
    const [deal] = await t.db.select({ id: deals.id }).from(deals).where(eq(deals.title, "Ansikt på to steder"));
    expect(saved).toEqual({ ok: true, saved: "created", dealId: deal!.id });
    expect((await locationsOfDeal(t.db, deal!.id)).map((l) => l.name)).toEqual(["Oslo", "Majorstuen"]);
  });
});

describe("removing a location while a deal is saved with it", () => {
  it("either keeps the location for the deal or saves the deal at the first location: never half of each", async () => {
    for (let round = 0; round < 5; round++) {
      const { partner, first, majorstuen } = await partnerWithLocations();
      const owner = { id: partner.partnerId, userId: partner.userId };
      const [saved, removed] = await Promise.all([
        submitDeal(t.db, owner, { ...validDealInput(), locationIds: [majorstuen.id] }, "0".repeat(32)),
        removeLocation(t.db, partner.partnerId, majorstuen.id),
      ]);
      if (!saved.ok) throw new Error(`not saved: ${saved.reason}`);
      const at = await dealLocationIds(t.db, saved.dealId);
      // A pending deal keeps its location; a location removed first is not given to the deal.
      if (removed.ok) expect(at).toEqual([first.id]);
      else {
        expect(removed).toMatchObject({ ok: false, reason: "inUse" });
        expect(at).toEqual([majorstuen.id]);
      }
    }
  });
});
