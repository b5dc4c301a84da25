import { z } from "zod";
import { suggestSearches } from "#domain/catalog/search-suggestions.server";
import { LANGUAGES } from "#i18n/languages";
import type { Route } from "./+types/search-suggestions";

// The language is in the URL, never read from the cookie: the answer is the same for everyone
// asking the same URL, so browsers and shared caches may keep it.
const querySchema = z.object({
  q: z.string().max(100).catch("").default(""),
  lang: z.enum(LANGUAGES).catch("no").default("no"),
});

/** GET /search/suggestions?q=mas&lang=no: what the search field suggests (search-combobox.tsx). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { q, lang } = querySchema.parse({
    q: params.get("q")?.replaceAll("\u0000", "") ?? undefined,
    lang: params.get("lang") ?? undefined,
  });
  const suggestions = await suggestSearches(context.db, lang, q, await context.catalogue.cities());
  return Response.json(suggestions, { headers: { "Cache-Control": "public, max-age=300" } });
}
