// Where to centre a business's map while partners have no coordinates of their own: the centre
// of its town. Norway's larger towns are enough for every partner so far; an unknown town gets
// no map, only the address card.

export interface Coordinates {
  lat: number;
  lon: number;
}

const CITY_CENTRES: Readonly<Record<string, Coordinates>> = {
  alta: { lat: 69.9689, lon: 23.2716 },
  arendal: { lat: 58.4615, lon: 8.7725 },
  bergen: { lat: 60.3929, lon: 5.3242 },
  bodø: { lat: 67.2804, lon: 14.4049 },
  drammen: { lat: 59.7439, lon: 10.2045 },
  fredrikstad: { lat: 59.2181, lon: 10.9298 },
  gjøvik: { lat: 60.7957, lon: 10.6916 },
  hamar: { lat: 60.7945, lon: 11.068 },
  harstad: { lat: 68.7983, lon: 16.5417 },
  haugesund: { lat: 59.4136, lon: 5.268 },
  kristiansand: { lat: 58.1467, lon: 7.9956 },
  lillehammer: { lat: 61.1153, lon: 10.4662 },
  molde: { lat: 62.7372, lon: 7.1607 },
  narvik: { lat: 68.4385, lon: 17.4273 },
  oslo: { lat: 59.9133, lon: 10.7389 },
  sandefjord: { lat: 59.1312, lon: 10.2166 },
  sandnes: { lat: 58.852, lon: 5.7352 },
  sarpsborg: { lat: 59.2839, lon: 11.1096 },
  skien: { lat: 59.2096, lon: 9.6089 },
  stavanger: { lat: 58.97, lon: 5.7331 },
  tromsø: { lat: 69.6492, lon: 18.9553 },
  trondheim: { lat: 63.4305, lon: 10.3951 },
  tønsberg: { lat: 59.2675, lon: 10.4076 },
  ålesund: { lat: 62.4722, lon: 6.1495 },
};

/** The centre of `city` (any case), or null for a town not in the table. */
export function cityCentre(city: string): Coordinates | null {
  return CITY_CENTRES[city.trim().toLocaleLowerCase("nb-NO")] ?? null;
}
