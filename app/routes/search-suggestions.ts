import { z } from "zod";
import { suggestSearches } from "#domain/catalog/search-suggestions.server";
import { translator } from "#i18n/dictionaries.server";
import { LANGUAGES } from "#i18n/languages";
import type { Route } from "./+types/search-suggestions";

// The language is in the URL, never read from the cookie: the answer is the same for everyone
// asking the same URL, so browsers and shared caches may keep it.
const querySchema = z.object({
  q: z.string().max(100).catch("").default(""),
  lang: z.enum(LANGUAGES).catch("no").default("no"),
});

/** The groups' headings, and what a screen reader hears of the list ("4 forslag"). */
export interface SuggestionWords {
  popular: string;
  categories: string;
  cities: string;
  deals: string;
  count: string;
}

/** GET /search/suggestions?q=mas&lang=no: what the search field suggests (search-combobox.tsx). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { q, lang } = querySchema.parse({
    q: params.get("q")?.replaceAll("\u0000", "") ?? undefined,
    lang: params.get("lang") ?? undefined,
  });
  const suggestions = await suggestSearches(context.db, lang, q, await context.catalogue.cities());
  const t = translator(lang);
  const count =
    suggestions.popular.length + suggestions.categories.length + suggestions.cities.length + suggestions.deals.length;
  // The list's words come with it, so that pages do not carry them in their texts (decision 044).
  const words: SuggestionWords = {
    popular: t("deals.suggestPopular"),
    categories: t("deals.suggestCategories"),
    cities: t("deals.suggestCities"),
    deals: t("deals.suggestDeals"),
    count: t("deals.suggestionCount", { count }),
  };
  return Response.json({ ...suggestions, words }, { headers: { "Cache-Control": "public, max-age=300" } });
}
