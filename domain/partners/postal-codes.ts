// Where a Norwegian address is, without an online geocoder: its postal code's area from a shipped
// table of the main towns' postal code ranges (a few of Oslo's districts on their own), else the
// centre of its town (city-centres.ts). Good to a district or a town, which is what "Nærmest"
// and a map's first view need; a partner's exact spot would need a geocoding service.
import { cityCentre, type Coordinates } from "./city-centres";

interface PostalRange {
  from: number;
  to: number;
  /** A district's own point; else the centre of `town`. */
  at?: Coordinates;
  town: string;
}

/** First match wins: districts before their town's whole range. */
const POSTAL_RANGES: readonly PostalRange[] = [
  { from: 150, to: 199, town: "oslo", at: { lat: 59.9098, lon: 10.7557 } }, // Sentrum, Grønland, Bjørvika
  { from: 250, to: 299, town: "oslo", at: { lat: 59.9171, lon: 10.7101 } }, // Aker brygge, Frogner
  { from: 350, to: 379, town: "oslo", at: { lat: 59.9295, lon: 10.7188 } }, // Majorstuen, Bislett
  { from: 550, to: 579, town: "oslo", at: { lat: 59.9239, lon: 10.7593 } }, // Grünerløkka
  { from: 1, to: 1299, town: "oslo" },
  { from: 1601, to: 1639, town: "fredrikstad" },
  { from: 1701, to: 1747, town: "sarpsborg" },
  { from: 2301, to: 2326, town: "hamar" },
  { from: 2601, to: 2636, town: "lillehammer" },
  { from: 2801, to: 2827, town: "gjøvik" },
  { from: 3001, to: 3048, town: "drammen" },
  { from: 3101, to: 3128, town: "tønsberg" },
  { from: 3201, to: 3248, town: "sandefjord" },
  { from: 3701, to: 3735, town: "skien" },
  { from: 4001, to: 4099, town: "stavanger" },
  { from: 4301, to: 4329, town: "sandnes" },
  { from: 4601, to: 4639, town: "kristiansand" },
  { from: 4801, to: 4848, town: "arendal" },
  { from: 5003, to: 5099, town: "bergen" },
  { from: 5501, to: 5542, town: "haugesund" },
  { from: 6001, to: 6030, town: "ålesund" },
  { from: 6401, to: 6422, town: "molde" },
  { from: 7003, to: 7099, town: "trondheim" },
  { from: 8001, to: 8050, town: "bodø" },
  { from: 8501, to: 8523, town: "narvik" },
  { from: 9001, to: 9038, town: "tromsø" },
  { from: 9401, to: 9415, town: "harstad" },
  { from: 9501, to: 9520, town: "alta" },
];

/** The postal code of an address as Norwegians write it ("Strandkaien 18, 5013 Bergen"), if any. */
export function postalCodeOf(address: string): string | undefined {
  return /(?:^|[\s,])(\d{4})(?=\s+\p{L}|\s*$)/u.exec(address)?.[1];
}

/** The area of a postal code ("0252"), or null when the table does not have it. */
export function postalCodePosition(postalCode: string): Coordinates | null {
  if (!/^\d{4}$/.test(postalCode)) return null;
  const code = Number(postalCode);
  const range = POSTAL_RANGES.find((r) => code >= r.from && code <= r.to);
  if (!range) return null;
  return range.at ?? cityCentre(range.town);
}

/** Where an address in `city` is: its postal code's area, else the town's centre, else null. */
export function addressPosition(address: string, city: string): Coordinates | null {
  const code = postalCodeOf(address);
  return (code === undefined ? null : postalCodePosition(code)) ?? cityCentre(city);
}

/** A deal's coordinates columns: its own address's place, else its town's centre; null when unknown. */
export function dealPlace(address: string | null | undefined, city: string) {
  const place = addressPosition(address ?? "", city);
  return { latitude: place?.lat ?? null, longitude: place?.lon ?? null };
}
