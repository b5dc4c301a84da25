// Suggestions as a visitor types in the search field: categories, cities, deals and popular
// searches that begin like the words typed. Nothing personal, so one answer serves everyone and
// may be cached by browsers and shared caches.
import { asc } from "drizzle-orm";
import type { Database } from "#db/connection.server";
import { categories } from "#db/schema.server";
import type { Language } from "#i18n/languages";
import { searchDeals } from "./catalog.server";
import { POPULAR_SEARCHES } from "./popular-searches";

export interface SearchSuggestions {
  categories: { id: string; name: string }[];
  cities: string[];
  deals: { id: number; title: string; city: string }[];
  popular: string[];
}

/** Fewer characters than this suggest only popular searches: one letter begins too much. */
export const MIN_SUGGEST_LENGTH = 2;
const PER_GROUP = 4;

const lower = (text: string) => text.toLocaleLowerCase("nb-NO");
/** True when a word of `text` begins with `typed` (both lower-cased), or `text` as a whole does. */
const begins = (text: string, typed: string) =>
  lower(text).startsWith(typed) ||
  lower(text)
    .split(/[\s&/-]+/u)
    .some((word) => word.startsWith(typed));

export async function suggestSearches(
  db: Database,
  lang: Language,
  q: string,
  cities: readonly string[],
  now = new Date(),
): Promise<SearchSuggestions> {
  const typed = lower(q.trim());
  const popular = POPULAR_SEARCHES[lang];
  if (typed.length < MIN_SUGGEST_LENGTH)
    return { categories: [], cities: [], deals: [], popular: popular.slice(0, PER_GROUP) };
  const en = lang === "en";
  const typedWords = typed.split(/\s+/u).filter(Boolean);
  const [categoryRows, found] = await Promise.all([
    db
      .select({ id: categories.id, nameNo: categories.nameNo, nameEn: categories.nameEn, aliases: categories.aliases })
      .from(categories)
      .orderBy(asc(categories.sortOrder)),
    searchDeals(db, lang, { q: q.trim(), categories: [], cities: [], sort: "relevance", page: 1 }, now),
  ]);
  return {
    categories: categoryRows
      .filter((c) => begins(en ? c.nameEn : c.nameNo, typed) || c.aliases.some((alias) => alias.startsWith(typed)))
      .slice(0, PER_GROUP)
      .map((c) => ({ id: c.id, name: en ? c.nameEn : c.nameNo })),
    cities: cities.filter((city) => begins(city, typed)).slice(0, PER_GROUP),
    // Only deals whose title shows why they are offered: a match in the description alone
    // ("mas" in a cocktail course's text) looks like a wrong suggestion in a short list.
    deals: found.deals
      .filter((d) => typedWords.every((word) => begins(d.title, word)))
      .slice(0, PER_GROUP)
      .map((d) => ({ id: d.id, title: d.title, city: d.city })),
    popular: popular.filter((term) => begins(term, typed)).slice(0, PER_GROUP),
  };
}
