// Where the demo's deals are: around their town's centre, spread over a disc of SPREAD_KM so a
// town's deals do not all sit on one point and "Nærmest" has an order to show. Deterministic (the
// n-th deal of a town always lands on the same spot), so the seed and its tests agree.
import { cityCentre, type Coordinates } from "#domain/partners/city-centres";

export const SPREAD_KM = 3;
const KM_PER_DEGREE_LAT = 111.32;
/** The golden angle: successive points fill the disc evenly (a sunflower's pattern). */
const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));

/** The n-th (0, 1, …) spot around `centre`, at most SPREAD_KM from it. */
export function spotAround(centre: Coordinates, n: number): Coordinates {
  // Radii repeat every 40 spots, angles never: a town's 41st deal is not on its 1st.
  const km = SPREAD_KM * Math.sqrt(((n % 40) + 0.5) / 40);
  const angle = n * GOLDEN_ANGLE;
  const lat = centre.lat + (km * Math.cos(angle)) / KM_PER_DEGREE_LAT;
  const lon = centre.lon + (km * Math.sin(angle)) / (KM_PER_DEGREE_LAT * Math.cos((centre.lat * Math.PI) / 180));
  return { lat: Number(lat.toFixed(5)), lon: Number(lon.toFixed(5)) };
}

/** Coordinates for each deal in `cities` order: the n-th deal of a town on its n-th spot; null for an unknown town. */
export function spreadDeals(cities: readonly string[]): ({ latitude: number; longitude: number } | null)[] {
  const seen = new Map<string, number>();
  return cities.map((city) => {
    const centre = cityCentre(city);
    if (!centre) return null;
    const key = city.toLocaleLowerCase("nb-NO");
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    const spot = spotAround(centre, n);
    return { latitude: spot.lat, longitude: spot.lon };
  });
}
