// What a visitor's search words mean before they are searched: a city named among them is a
// city filter ("spa oslo"), words that name every deal ("gavekort") filter nothing, and a
// mistyped word has a close spelling in the catalogue ("masasje" → massasje).
import { sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#db/connection.server";

/** A search split into its city (when it names one of the catalogue's) and the words to search. */
export interface UnderstoodQuery {
  /** The words to search for, without the city and without words that name every deal. */
  q: string;
  /** The city named in the search, spelt as the catalogue spells it. */
  city?: string | undefined;
  /** The city as the visitor typed it, to keep it in a suggested search. */
  cityAsTyped?: string | undefined;
}

/**
 * Words for what every deal is: each deal is sold as a verdikort that can be given as a gift,
 * so "gavekort" or "gift card" alone shows the whole catalogue (popular first) rather than
 * nothing, and "gavekort spa" the spa deals.
 */
const EVERY_DEAL = new Set([
  "gavekort",
  "gavekortet",
  "gavekortene",
  "verdikort",
  "verdikortet",
  "gave",
  "gaver",
  "gift",
  "gifts",
  "giftcard",
  "giftcards",
  "voucher",
  "vouchers",
  "tilbud",
  "deal",
  "deals",
]);

/** "spa i Oslo", "spa in Oslo": the little word before the city goes with it. */
const BEFORE_CITY = new Set(["i", "in", "på", "pa"]);

const lower = (word: string) => word.toLocaleLowerCase("nb-NO");
/** A word without the punctuation around it ("oslo," → "oslo"). */
const bare = (word: string) => lower(word).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");

/**
 * Splits a search into a city and the other words. A city is recognised from `cities` (the
 * cities deals are in), whole words in any case, the longest name first ("Mo i Rana" before
 * "Rana"). When the visitor chose a city in the filter, only that city's name is taken out of
 * the words (it is already the filter); another city named stays a word to search.
 */
export function understandQuery(
  q: string,
  cities: readonly string[],
  chosenCities: readonly string[] = [],
): UnderstoodQuery {
  const words = q.trim().split(/\s+/u).filter(Boolean);
  const chosen = new Set(chosenCities.map(lower));
  const candidates = (chosen.size > 0 ? cities.filter((c) => chosen.has(lower(c))) : [...cities]).sort(
    (a, b) => b.split(/\s+/u).length - a.split(/\s+/u).length,
  );
  let city: string | undefined;
  let cityAsTyped: string | undefined;
  let rest = words;
  for (const candidate of candidates) {
    const name = candidate.split(/\s+/u).map(lower);
    const at = words.findIndex((_, i) =>
      name.every((part, j) => words[i + j] !== undefined && bare(words[i + j]!) === part),
    );
    if (at === -1) continue;
    const from = at > 0 && BEFORE_CITY.has(bare(words[at - 1]!)) ? at - 1 : at;
    city = candidate;
    cityAsTyped = words.slice(from, at + name.length).join(" ");
    rest = [...words.slice(0, from), ...words.slice(at + name.length)];
    break;
  }
  // "gift card": "card" names every deal only after "gift"; alone it stays a word to search.
  const meaningful = rest.filter(
    (w, i) => !EVERY_DEAL.has(bare(w)) && !(/^cards?$/u.test(bare(w)) && i > 0 && bare(rest[i - 1]!) === "gift"),
  );
  return { q: meaningful.join(" "), city, cityAsTyped };
}

/** A word is checked for a close spelling from this many letters: shorter ones have too many. */
const MIN_WORD_LENGTH = 4;

/**
 * Trigram similarity a catalogue word needs to be offered for a typed one. "masasj" and
 * "massasj" are 0.67, "trondhiem" and "trondheim" 0.43; PostgreSQL's default (0.3) offers
 * far-fetched words for short ones.
 */
const MIN_SIMILARITY = 0.4;

/**
 * The search with each word the catalogue does not know replaced by the catalogue's closest
 * spelling, or undefined when no word needs it or none is close. Words are compared as stems
 * with the catalogue's stems (search_words, with a trigram index): "masasje" stems to "masasj",
 * whose closest is "massasj", written back with the typed ending as "massasje". Whole words are
 * compared with the cities deals are in ("bergn" → Bergen), which are not among the stems.
 */
export async function spellingSuggestion(
  db: DatabaseOrTransaction,
  q: string,
  cities: readonly string[],
): Promise<string | undefined> {
  const words = q.trim().split(/\s+/u).filter(Boolean).slice(0, 8);
  const checked = words.map(bare).filter((w) => w.length >= MIN_WORD_LENGTH && /^\p{L}+$/u.test(w));
  if (checked.length === 0) return undefined;
  const textArray = (values: readonly string[]) =>
    values.length === 0
      ? sql`ARRAY[]::text[]`
      : sql`ARRAY[${sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        )}]::text[]`;
  const { rows } = await db.execute<{ word: string; stem: string; near: string | null; city: boolean | null }>(
    sql`SELECT typed.word, typed.stem, best.near, best.city FROM (
        SELECT word, coalesce((ts_lexize('norwegian_stem', word))[1], word) AS stem
        FROM unnest(${textArray(checked)}) AS word
      ) typed
      LEFT JOIN LATERAL (
        SELECT near, city FROM (
          SELECT sw.word AS near, false AS city, similarity(sw.word, typed.stem) AS score
          FROM search_words sw WHERE sw.word % typed.stem
          UNION ALL
          SELECT c AS near, true AS city, similarity(lower(c), typed.word) AS score
          FROM unnest(${textArray(cities)}) AS c WHERE lower(c) % typed.word
        ) candidates
        -- A close city name wins: "bergn" means Bergen more likely than the stem "berg".
        WHERE score >= ${MIN_SIMILARITY}
        ORDER BY city DESC, score DESC, near LIMIT 1
      ) best ON true
      -- A word the catalogue has, or begins a word of, is not a typo ("kajak" for kajakk).
      WHERE NOT EXISTS (SELECT 1 FROM search_words sw WHERE sw.word ^@ typed.stem)
        AND NOT EXISTS (SELECT 1 FROM search_words sw WHERE sw.word ^@ typed.word)`,
  );
  const replacements = new Map(
    rows.flatMap(({ word, stem, near, city }) => {
      if (near === null) return [];
      const written = city ? near : near + (word.startsWith(stem) ? word.slice(stem.length) : "");
      return [[word, written] as const];
    }),
  );
  if (replacements.size === 0) return undefined;
  return words.map((w) => replacements.get(bare(w)) ?? w).join(" ");
}
