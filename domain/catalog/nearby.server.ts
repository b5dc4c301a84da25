// "Nærmest": deals by their distance from the visitor, measured in PostgreSQL with the haversine
// formula on the deals' own coordinates. No extension (earthdistance, PostGIS) is needed at the
// catalogue's size: a search orders at most its matches, and each distance is a few sines.
import { sql, type SQL } from "drizzle-orm";
import { deals, dealSearch } from "#db/schema.server";
import type { Position } from "./deal-filters";

/** The mean radius of the earth in km, as the haversine formula is usually given. */
export const EARTH_RADIUS_KM = 6371;

/** A number of ours (a parsed, rounded position) written into the statement as a constant. */
const degrees = (value: number) => {
  if (!Number.isFinite(value)) throw new Error(`Not a number: ${value}`);
  return sql.raw(`${value}::float8`);
};

/** Kilometres from `from` to the deal (deals.latitude/longitude), null for a deal with no coordinates. */
export function distanceKm(from: Position): SQL<number | null> {
  const [lat, lng] = [degrees(from.lat), degrees(from.lng)];
  return sql<number | null>`(2 * ${sql.raw(String(EARTH_RADIUS_KM))} * asin(sqrt(
    power(sin(radians(${deals.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${deals.latitude})) * power(sin(radians(${deals.longitude} - ${lng}) / 2), 2)
  )))`;
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
