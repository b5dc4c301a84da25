// "Nærmest": deals by their distance from the visitor, measured in PostgreSQL with the haversine
// formula on the deals' own coordinates. No extension (earthdistance, PostGIS) is needed at the
// catalogue's size: a search orders at most its matches, and each distance is a few sines.
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { dealLocations, deals, dealSearch, partnerLocations } from "#db/schema.server";
import type { Position } from "./deal-filters";

/** The mean radius of the earth in km, as the haversine formula is usually given. */
export const EARTH_RADIUS_KM = 6371;

/** A number of ours (a parsed, rounded position) written into the statement as a constant. */
const degrees = (value: number) => {
  if (!Number.isFinite(value)) throw new Error(`Not a number: ${value}`);
  return sql.raw(`${value}::float8`);
};

/** The haversine distance in km from `from` to the point in columns `lat`/`lon`. */
function haversineKm(from: Position, lat: SQL | AnyColumn, lon: SQL | AnyColumn): SQL<number | null> {
  const [fromLat, fromLng] = [degrees(from.lat), degrees(from.lng)];
  return sql<number | null>`(2 * ${sql.raw(String(EARTH_RADIUS_KM))} * asin(sqrt(
    power(sin(radians(${lat} - ${fromLat}) / 2), 2)
    + cos(radians(${fromLat})) * cos(radians(${lat})) * power(sin(radians(${lon} - ${fromLng}) / 2), 2)
  )))`;
}

/**
 * Kilometres from `from` to the deal: to the nearest of the locations it is sold at
 * (deal_locations, decision 042), else to the deal's own coordinates
 * (deals.latitude/longitude); null for a deal with neither.
 */
export function distanceKm(from: Position): SQL<number | null> {
  return sql<number | null>`coalesce(
    (SELECT min(${haversineKm(from, partnerLocations.latitude, partnerLocations.longitude)})
      FROM ${dealLocations} JOIN ${partnerLocations} ON ${partnerLocations.id} = ${dealLocations.locationId}
      WHERE ${dealLocations.dealId} = ${deals.id}),
    ${haversineKm(from, deals.latitude, deals.longitude)})`;
}

/**
 * The deal is in one of `cities` (any case): its own city or the city of one of the locations it is
 * sold at. The deal is a deal_search row unless `deal` names the deals table's columns.
 */
export function inCities(
  cities: readonly string[],
  deal: { id: AnyColumn; city: AnyColumn } = { id: dealSearch.id, city: dealSearch.city },
): SQL {
  const wanted = sql.join(
    cities.map((city) => sql`lower(${city})`),
    sql`, `,
  );
  return sql`(lower(${deal.city}) IN (${wanted}) OR EXISTS (
    SELECT 1 FROM ${dealLocations} JOIN ${partnerLocations} ON ${partnerLocations.id} = ${dealLocations.locationId}
    WHERE ${dealLocations.dealId} = ${deal.id} AND lower(${partnerLocations.city}) IN (${wanted})))`;
}

/** Each deal_search row meeting `where` with each city it is in (its own and its locations'), once each. */
export function dealCities(where: SQL): SQL {
  return sql`SELECT ${dealSearch.id} AS id, ${dealSearch.city} AS city FROM ${dealSearch} WHERE ${where}
    UNION
    SELECT ${dealSearch.id}, ${partnerLocations.city} FROM ${dealSearch}
      JOIN ${dealLocations} ON ${dealLocations.dealId} = ${dealSearch.id}
      JOIN ${partnerLocations} ON ${partnerLocations.id} = ${dealLocations.locationId}
    WHERE ${where}`;
}

/**
 * CTEs `counted` (n) and `ranked` (id, pos) of pageStatement, for "nearest": every deal meeting
 * `where` (conditions on deal_search) with its distance, nearest first, deals without
 * coordinates last, ties by id.
 */
export function nearestRanks(where: SQL, from: Position): SQL {
  return sql`matches AS MATERIALIZED (
      SELECT ${dealSearch.id} AS id, ${distanceKm(from)} AS km
      FROM ${dealSearch} JOIN ${deals} ON ${deals.id} = ${dealSearch.id}
      WHERE ${where}
    ),
    counted AS (SELECT count(*)::int AS n FROM matches),
    ranked AS (SELECT id, row_number() OVER (ORDER BY km ASC NULLS LAST, id) AS pos FROM matches)`;
}
