import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { deals, partners } from "#db/schema.server";
import { createDeals, createPartners } from "#domain/demo/factories.server";
import { parseBusinessProfile, updateBusinessProfile } from "#domain/partners/business-profile.server";
import { cityCentre } from "#domain/partners/city-centres";
import { addressPosition, dealPlace, postalCodeOf, postalCodePosition } from "#domain/partners/postal-codes";
import { spreadDeals } from "#domain/demo/places";
import { listCities, searchDeals } from "./catalog.server";
import { cityOfSlug, cityPagePath, citySlug } from "./city-pages";
import { dealFiltersToParams, sortsFor, type DealFilters } from "./deal-filters";
import { parseDealFilters } from "./deal-filters.server";

const t = setupTestDatabase({ seeded: true });

const filters = (query: string): DealFilters => parseDealFilters(new URLSearchParams(query));

/** Oslo S, rounded as the URL carries it. */
const OSLO_S = { lat: 59.91, lng: 10.75 };

/**
 * Distances from OSLO_S worked out by hand with the haversine formula (earth radius 6 371 km):
 * d = 2R·asin(√(sin²(Δφ/2) + cos φ1·cos φ2·sin²(Δλ/2))).
 */
const POINTS = [
  { name: "Aker brygge", latitude: 59.9105, longitude: 10.7266, km: 1.306 },
  { name: "Drammen", latitude: 59.7439, longitude: 10.2045, km: 35.645 },
  { name: "Bergen", latitude: 60.3929, longitude: 5.3242, km: 304.95 },
  { name: "Trondheim", latitude: 63.4305, longitude: 10.3951, km: 391.908 },
];

describe("Nærmest", () => {
  it("lists deals by distance from the visitor, as the haversine formula gives it, unknown places last", async () => {
    const [partner] = await createPartners(t.db, [{}]);
    // Inserted farthest first, and one with no coordinates first of all, so id order is no help.
    await createDeals(t.db, [
      { partnerId: partner!.id, title: "Uten sted", city: "Nærby" },
      ...[...POINTS].reverse().map((p) => ({
        partnerId: partner!.id,
        title: p.name,
        city: "Nærby",
        latitude: p.latitude,
        longitude: p.longitude,
      })),
    ]);
    const found = await searchDeals(t.db, "no", filters("city=Nærby&sort=nearest&near=59.91,10.75"), t.seededAt);
    expect(found.deals.map((d) => d.title)).toEqual([...POINTS.map((p) => p.name), "Uten sted"]);
    for (const [i, point] of POINTS.entries()) expect(found.deals[i]!.distanceKm).toBeCloseTo(point.km, 2);
    expect(found.deals[4]!.distanceKm).toBeNull();
    expect(found.total).toBe(5);

    // Without a position there is nothing to measure from: the usual order, no distances.
    const unplaced = await searchDeals(t.db, "no", filters("city=Nærby&sort=nearest"), t.seededAt);
    expect(unplaced.total).toBe(5);
    expect(unplaced.deals.every((d) => d.distanceKm === undefined)).toBe(true);
  });

  it("keeps words and filters while sorting by distance", async () => {
    const found = await searchDeals(t.db, "no", filters("q=massasje&sort=nearest&near=60.39,5.32"), t.seededAt);
    const all = await searchDeals(t.db, "no", filters("q=massasje"), t.seededAt);
    expect(found.total).toBe(all.total);
    expect(found.deals[0]!.city).toBe("Bergen");
    const km = found.deals.map((d) => d.distanceKm ?? Infinity);
    expect(km).toEqual([...km].sort((a, b) => a - b));
  });

  it("places every seeded deal within 3 km of its town's centre", async () => {
    const rows = await t.db.select({ city: deals.city, lat: deals.latitude, lng: deals.longitude }).from(deals);
    const placed = rows.filter((r) => cityCentre(r.city) !== null);
    expect(placed.length).toBeGreaterThan(100);
    for (const row of placed) {
      const centre = cityCentre(row.city)!;
      expect(haversineKm(centre.lat, centre.lon, row.lat!, row.lng!)).toBeLessThanOrEqual(3.001);
    }
    // Spread: a town's deals are not on one point, and the same list always lands the same way.
    const bergen = placed.filter((r) => r.city === "Bergen");
    expect(new Set(bergen.map((r) => `${r.lat},${r.lng}`)).size).toBe(bergen.length);
    expect(spreadDeals(["Oslo", "Oslo", "Atlantis"])).toEqual(spreadDeals(["Oslo", "Oslo", "Atlantis"]));
    expect(spreadDeals(["Atlantis"])).toEqual([null]);
  });
});

describe("the position in the URL", () => {
  it("is rounded to about a kilometre, and junk is no position", () => {
    expect(filters("near=59.91391,10.75224").near).toEqual(OSLO_S);
    expect(filters("near=59.9,10.7").near).toEqual({ lat: 59.9, lng: 10.7 });
    expect(filters("near=abc").near).toBeUndefined();
    expect(filters("near=95,10").near).toBeUndefined();
    expect(filters("near=59.9").near).toBeUndefined();
    expect(dealFiltersToParams({ near: { lat: 59.9139, lng: 10.7 }, sort: "nearest" }).toString()).toBe(
      "near=59.91%2C10.70&sort=nearest",
    );
  });

  it("offers Nærmest only with a position", () => {
    expect(sortsFor({ q: "", near: undefined })).not.toContain("nearest");
    expect(sortsFor({ q: "", near: OSLO_S })).toContain("nearest");
  });
});

describe("postal codes", () => {
  it("finds a postal code in an address as Norwegians write it", () => {
    expect(postalCodeOf("Strandkaien 18, 5013 Bergen")).toBe("5013");
    expect(postalCodeOf("Tjuvholmen allé 14, 0252 Oslo")).toBe("0252");
    expect(postalCodeOf("Storgata 1")).toBeUndefined();
  });

  it("places a postal code in its town, an Oslo district on its own, and an unknown one nowhere", () => {
    expect(postalCodePosition("5013")).toEqual(cityCentre("Bergen"));
    expect(postalCodePosition("9008")).toEqual(cityCentre("Tromsø"));
    expect(postalCodePosition("7011")).toEqual(cityCentre("Trondheim"));
    const akerBrygge = postalCodePosition("0252")!;
    expect(haversineKm(akerBrygge.lat, akerBrygge.lon, 59.9105, 10.7266)).toBeLessThan(1.5);
    expect(postalCodePosition("0999")).toEqual(cityCentre("Oslo"));
    expect(postalCodePosition("9990")).toBeNull();
    expect(postalCodePosition("12")).toBeNull();
  });

  it("falls back to the town's centre, and knows nothing of a town not in the table", () => {
    expect(addressPosition("Storgata 1, 9990 Båtsfjord", "Tromsø")).toEqual(cityCentre("Tromsø"));
    expect(addressPosition("Storgata 1", "Bodø")).toEqual(cityCentre("Bodø"));
    expect(addressPosition("Storgata 1", "Atlantis")).toBeNull();
  });

  it("places a partner's deal at its own address, else in its town", () => {
    const bergen = cityCentre("Bergen")!;
    const akerBrygge = postalCodePosition("0252")!;
    expect(dealPlace("Tjuvholmen allé 14, 0252 Oslo", "Oslo")).toEqual({
      latitude: akerBrygge.lat,
      longitude: akerBrygge.lon,
    });
    expect(dealPlace(null, "Bergen")).toEqual({ latitude: bergen.lat, longitude: bergen.lon });
    expect(dealPlace(undefined, "Atlantis")).toEqual({ latitude: null, longitude: null });
  });

  it("places the business when its profile is saved, and moves its deals in that town there", async () => {
    const [partner] = await createPartners(t.db, [{ city: "Bergen" }]);
    const [inBergen, inOslo] = await createDeals(t.db, [
      { partnerId: partner!.id, city: "Bergen", latitude: 60, longitude: 5 },
      { partnerId: partner!.id, city: "Oslo", latitude: 59.9, longitude: 10.7 },
    ]);
    const parsed = parseBusinessProfile({
      phone: "55 12 34 56",
      website: "",
      address: "Strandkaien 18, 5013 Bergen",
      city: "Bergen",
    });
    if (!parsed.success) throw parsed.error;
    await updateBusinessProfile(t.db, partner!.id, parsed.data);
    const bergen = cityCentre("Bergen")!;
    const [saved] = await t.db.select().from(partners).where(eq(partners.id, partner!.id));
    expect({ lat: saved!.latitude, lon: saved!.longitude }).toEqual(bergen);
    const place = async (id: number) =>
      (await t.db.select().from(deals).where(eq(deals.id, id))).map((d) => ({ lat: d.latitude, lon: d.longitude }))[0];
    expect(await place(inBergen!.id)).toEqual(bergen);
    expect(await place(inOslo!.id)).toEqual({ lat: 59.9, lon: 10.7 });
  });
});

function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

describe("city pages", () => {
  it("have one address per town, without æ, ø and å, and find the town from it", async () => {
    expect(citySlug("Tromsø")).toBe("tromso");
    expect(citySlug("Ålesund")).toBe("alesund");
    expect(citySlug("Mo i Rana")).toBe("mo-i-rana");
    expect(cityPagePath("Bodø")).toBe("/deals/by/bodo");
    const cities = await listCities(t.db, t.seededAt);
    expect(cityOfSlug("bergen", cities)).toBe("Bergen");
    expect(cityOfSlug("TROMSØ", cities)).toBe("Tromsø");
    expect(cityOfSlug("tromso", cities)).toBe("Tromsø");
    expect(cityOfSlug("atlantis", cities)).toBeUndefined();
    expect(cityOfSlug("--", cities)).toBeUndefined();
  });

  it("list only that town's deals", async () => {
    const cities = await listCities(t.db, t.seededAt);
    const bergen = await searchDeals(
      t.db,
      "no",
      { ...filters(""), cities: [cityOfSlug("bergen", cities)!] },
      t.seededAt,
    );
    expect(bergen.total).toBeGreaterThan(3);
    expect(bergen.deals.every((d) => d.city === "Bergen")).toBe(true);
  });
});
