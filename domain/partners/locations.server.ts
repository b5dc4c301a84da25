// A partner's locations (issue 22 part 5, decision 042): the places where its
// vouchers are used, each deal sold at one or more of them. The first location is the business
// profile's address (migration; made on first need for a partner registered since). The deal row
// keeps its own city and coordinates as its primary place; the city filter and "Nærmest" also
// look at every location the deal is sold at (domain/catalog).
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database, DatabaseOrTransaction, Transaction } from "#db/connection.server";
import { dealLocations, deals, partnerLocations, partners } from "#db/schema.server";
import { isId } from "#domain/platform/ids";
import { normalizeNorwegianPhone } from "#domain/accounts/phone-numbers";
import { requiredText } from "./partner-business";
import { postalCodeOf, postalCodePosition } from "./postal-codes";
import { cityCentre } from "./city-centres";
import type { WeekHours } from "./opening-hours";
import { hoursSchema } from "./business-profile.server";

export interface PartnerLocation {
  id: string;
  name: string;
  address: string;
  postalCode: string | null;
  city: string;
  phone: string | null;
  openingHours: WeekHours | null;
  latitude: number | null;
  longitude: number | null;
}

/** The location's form: name, street address, postal code, town and an optional phone. */
export const locationSchema = z.object({
  name: requiredText(100),
  address: requiredText(200),
  postalCode: z
    .string()
    .trim()
    .min(1, "required")
    .refine((code) => /^\d{4}$/.test(code), "postalCodeInvalid"),
  city: requiredText(100),
  phone: z
    .string()
    .trim()
    .max(30, "tooLong")
    .default("")
    .transform((value, ctx) => {
      if (value === "") return null;
      const phone = normalizeNorwegianPhone(value);
      if (!phone) ctx.addIssue({ code: "custom", message: "phoneInvalid" });
      return phone ?? value;
    }),
});

/** A location as saved: its details and its opening hours (null: the profile's apply). */
export type LocationInput = z.output<typeof locationSchema> & { openingHours?: WeekHours | null };

/**
 * The location form checked as a whole, hours included (the profile's hour fields: monOpens …
 * sunCloses), so one answer names every wrong field.
 */
export function parseLocation(
  fields: Record<string, string>,
): { success: true; data: LocationInput } | { success: false; error: z.ZodError } {
  const details = locationSchema.safeParse(fields);
  const hours = hoursSchema.safeParse(fields);
  if (details.success && hours.success) return { success: true, data: { ...details.data, openingHours: hours.data } };
  return {
    success: false,
    error: new z.ZodError([...(details.error?.issues ?? []), ...(hours.error?.issues ?? [])]),
  };
}

/** The row's columns from a location as saved (hours copied: the column's type is mutable). */
function rowOf(input: LocationInput) {
  const { openingHours, ...details } = input;
  return {
    ...details,
    ...(openingHours !== undefined ? { openingHours: openingHours ? [...openingHours] : null } : {}),
    ...placeOf(input),
  };
}

const columns = {
  id: partnerLocations.id,
  name: partnerLocations.name,
  address: partnerLocations.address,
  postalCode: partnerLocations.postalCode,
  city: partnerLocations.city,
  phone: partnerLocations.phone,
  openingHours: partnerLocations.openingHours,
  latitude: partnerLocations.latitude,
  longitude: partnerLocations.longitude,
};

/** "Bogstadveien 12, 0355 Oslo": the location's address as customers read it. */
export function locationAddress(location: Pick<PartnerLocation, "address" | "postalCode" | "city">): string {
  const town = [location.postalCode, location.city].filter(Boolean).join(" ");
  // A carried-over profile address may already end with its town.
  return location.address.toLowerCase().endsWith(location.city.toLowerCase())
    ? location.address
    : `${location.address}, ${town}`;
}

/** Where the location is: its postal code's area, else its town's centre. */
function placeOf(input: Pick<LocationInput, "postalCode" | "city">) {
  const place = (input.postalCode ? postalCodePosition(input.postalCode) : null) ?? cityCentre(input.city);
  return { latitude: place?.lat ?? null, longitude: place?.lon ?? null };
}

/**
 * The partner's first location from its business profile, when it has none (a partner registered
 * after the migration): every partner has at least one, so a deal always has a place to be sold at.
 */
async function ensureFirstLocation(db: DatabaseOrTransaction, partnerId: string): Promise<void> {
  const [partner] = await db
    .select({
      city: partners.city,
      address: partners.address,
      openingHours: partners.openingHours,
      latitude: partners.latitude,
      longitude: partners.longitude,
    })
    .from(partners)
    .where(eq(partners.id, partnerId));
  if (!partner) return;
  const postalCode = postalCodeOf(partner.address) ?? null;
  const street = postalCode ? partner.address.split(postalCode)[0]!.replace(/[,\s]+$/, "") : partner.address;
  const place = placeOf({ postalCode: postalCode ?? "", city: partner.city });
  // The lock on the partner's row makes two first visits at once make one location.
  await db.execute(sql`SELECT 1 FROM ${partners} WHERE ${partners.id} = ${partnerId} FOR UPDATE`);
  const [existing] = await db
    .select({ id: partnerLocations.id })
    .from(partnerLocations)
    .where(eq(partnerLocations.partnerId, partnerId))
    .limit(1);
  if (existing) return;
  await db.insert(partnerLocations).values({
    partnerId,
    name: partner.city,
    address: street || partner.address,
    postalCode,
    city: partner.city,
    openingHours: partner.openingHours,
    latitude: partner.latitude ?? place.latitude,
    longitude: partner.longitude ?? place.longitude,
  });
}

/** The partner's locations, oldest (the first, from the profile) first. */
export async function listLocations(db: Database, partnerId: string): Promise<PartnerLocation[]> {
  const read = () =>
    db
      .select(columns)
      .from(partnerLocations)
      .where(eq(partnerLocations.partnerId, partnerId))
      .orderBy(asc(partnerLocations.createdAt), asc(partnerLocations.id));
  const rows = await read();
  if (rows.length > 0) return rows;
  await db.transaction((tx) => ensureFirstLocation(tx, partnerId));
  return read();
}

export async function addLocation(db: Database, partnerId: string, input: LocationInput): Promise<PartnerLocation> {
  const [row] = await db
    .insert(partnerLocations)
    .values({ partnerId, ...rowOf(input) })
    .returning(columns);
  return row!;
}

/** Saves a location of this partner's; false when it has no such location. */
export async function updateLocation(
  db: Database,
  partnerId: string,
  locationId: string,
  input: LocationInput,
): Promise<boolean> {
  if (!z.uuid().safeParse(locationId).success) return false;
  const rows = await db
    .update(partnerLocations)
    .set(rowOf(input))
    .where(and(eq(partnerLocations.id, locationId), eq(partnerLocations.partnerId, partnerId)))
    .returning({ id: partnerLocations.id });
  return rows.length > 0;
}

/** The deal statuses that still sell or may: a location they are sold at stays. */
const ACTIVE_STATUSES = ["pending", "published", "paused"] as const;

export type RemoveResult =
  { ok: true } | { ok: false; reason: "notFound" } | { ok: false; reason: "inUse"; deals: string[] };

/**
 * Removes a location that no live deal (pending, published or paused, not ended) is sold at; the
 * ended and draft deals that named it forget it. The partner's last location stays (a deal needs
 * one). Under the partner's lock, so a deal saved at the same time cannot pick it up half-removed.
 */
export async function removeLocation(
  db: Database,
  partnerId: string,
  locationId: string,
  now = new Date(),
): Promise<RemoveResult> {
  if (!z.uuid().safeParse(locationId).success) return { ok: false, reason: "notFound" };
  return db.transaction(async (tx): Promise<RemoveResult> => {
    await tx.execute(sql`SELECT 1 FROM ${partners} WHERE ${partners.id} = ${partnerId} FOR UPDATE`);
    const [own] = await tx
      .select({ id: partnerLocations.id })
      .from(partnerLocations)
      .where(and(eq(partnerLocations.id, locationId), eq(partnerLocations.partnerId, partnerId)));
    if (!own) return { ok: false, reason: "notFound" };
    const live = await tx
      .select({ title: deals.title })
      .from(dealLocations)
      .innerJoin(deals, eq(deals.id, dealLocations.dealId))
      .where(
        and(
          eq(dealLocations.locationId, locationId),
          inArray(deals.status, [...ACTIVE_STATUSES]),
          gt(deals.endsAt, now),
        ),
      )
      .orderBy(asc(deals.title));
    if (live.length > 0) return { ok: false, reason: "inUse", deals: live.map((d) => d.title) };
    await tx.delete(dealLocations).where(eq(dealLocations.locationId, locationId));
    await tx.delete(partnerLocations).where(eq(partnerLocations.id, locationId));
    return { ok: true };
  });
}

/** The ids of the locations a deal is sold at. */
export async function dealLocationIds(db: Database, dealId: number): Promise<string[]> {
  if (!isId(dealId)) return [];
  const rows = await db
    .select({ id: dealLocations.locationId })
    .from(dealLocations)
    .where(eq(dealLocations.dealId, dealId));
  return rows.map((r) => r.id);
}

/**
 * Sets where a deal is sold: `chosen` are location ids of the deal's partner (others are dropped);
 * none chosen (a caller that does not choose, such as the API) keeps the deal's current locations,
 * or gives a new deal the partner's first.
 */
export async function replaceDealLocations(
  tx: Transaction,
  partnerId: string,
  dealId: number,
  chosen: readonly string[] | undefined,
): Promise<void> {
  const ids = (chosen ?? []).filter((id) => z.uuid().safeParse(id).success);
  const own =
    ids.length === 0
      ? []
      : await tx
          .select({ id: partnerLocations.id })
          .from(partnerLocations)
          .where(and(eq(partnerLocations.partnerId, partnerId), inArray(partnerLocations.id, ids)));
  if (own.length === 0) {
    const [current] = await tx
      .select({ id: dealLocations.locationId })
      .from(dealLocations)
      .where(eq(dealLocations.dealId, dealId))
      .limit(1);
    if (current) return;
    await ensureFirstLocation(tx, partnerId);
    const [first] = await tx
      .select({ id: partnerLocations.id })
      .from(partnerLocations)
      .where(eq(partnerLocations.partnerId, partnerId))
      .orderBy(asc(partnerLocations.createdAt), asc(partnerLocations.id))
      .limit(1);
    if (first) await tx.insert(dealLocations).values({ dealId, locationId: first.id });
    return;
  }
  await tx.delete(dealLocations).where(eq(dealLocations.dealId, dealId));
  await tx.insert(dealLocations).values(own.map((l) => ({ dealId, locationId: l.id })));
}

/** Where a deal's vouchers can be used, in the partner's order of its locations. */
export async function locationsOfDeal(db: Database, dealId: number): Promise<PartnerLocation[]> {
  if (!isId(dealId)) return [];
  return db
    .select(columns)
    .from(dealLocations)
    .innerJoin(partnerLocations, eq(partnerLocations.id, dealLocations.locationId))
    .where(eq(dealLocations.dealId, dealId))
    .orderBy(asc(partnerLocations.createdAt), asc(partnerLocations.id));
}

/** The deal form's field for location `id` ("on" when ticked), and the field saying the boxes were shown. */
export const locationField = (id: string) => `location.${id}`;
export const LOCATIONS_SHOWN_FIELD = "locationsShown";

/** The location ids ticked in a posted deal form. */
export function chosenLocationIds(fields: Readonly<Record<string, string>>): string[] {
  return Object.entries(fields).flatMap(([name, value]) => {
    const id = /^location\.(.+)$/.exec(name)?.[1];
    return id && value === "on" && z.uuid().safeParse(id).success ? [id] : [];
  });
}

/**
 * The deal editor's location boxes: the partner's locations, and the form values that tick the
 * deal's (a new deal: the first location).
 */
export async function dealLocationChoices(db: Database, partnerId: string, dealId: number | null) {
  const locations = await listLocations(db, partnerId);
  const current = dealId === null ? [] : await dealLocationIds(db, dealId);
  // A deal sold nowhere yet (made before locations) is sold at the first, as its save would make it.
  const chosen = current.length > 0 ? current : locations.slice(0, 1).map((l) => l.id);
  return {
    locations: locations.map((l) => ({ id: l.id, name: l.name, address: locationAddress(l) })),
    values: Object.fromEntries(chosen.map((id) => [locationField(id), "on"])),
  };
}
