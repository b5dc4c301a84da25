// City landing pages (/deals/by/bergen): each town with live deals has one address, spelt without
// æ, ø and å so it reads the same in every link, log and sitemap ("tromso", "alesund").
// No server imports: links to the pages are written in the browser too.

/** The city as a path segment: "Tromsø" → "tromso", "Mo i Rana" → "mo-i-rana". */
export function citySlug(city: string): string {
  return city
    .toLocaleLowerCase("nb-NO")
    .replaceAll("æ", "ae")
    .replaceAll("ø", "o")
    .replaceAll("å", "a")
    .normalize("NFKD")
    .replaceAll(/[\u0300-\u036f]/g, "")
    .replaceAll(/[^a-z0-9]+/g, "-")
    .replaceAll(/^-|-$/g, "");
}

/** The city page's address in its Norwegian form. */
export const cityPagePath = (city: string) => `/deals/by/${citySlug(city)}`;

/** The catalogue's city (as it spells it) whose page `slug` is ("bergen", "tromso", or "tromsø"), if any. */
export function cityOfSlug(slug: string, cities: readonly string[]): string | undefined {
  const wanted = citySlug(slug);
  return wanted === "" ? undefined : cities.find((city) => citySlug(city) === wanted);
}
