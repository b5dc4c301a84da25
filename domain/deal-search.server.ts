// How a /deals search is asked of PostgreSQL: the words as a tsquery, and one statement that
// counts the matches and picks the page's deals in the order asked.
import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { DatabaseOrTransaction } from "../db/connection.server";
import { deals } from "../db/schema.server";
import { PAGE_SIZE, type DealFilters } from "./deal-filters";

/**
 * Counting stops here: "over 1 000 deals" tells a visitor as much as the exact figure, and its
 * cost does not grow with the catalogue. Pages go as far as the count.
 */
export const COUNT_LIMIT = 1000;

/**
 * Words of a search for matching the start of words: lower-cased, letters and digits only (so
 * nothing the tsquery syntax would read), at least 3 characters (shorter ones like "og" would
 * match nearly everything and are left to stemming), at most 8.
 */
function partialWords(q: string): string[] {
  return q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3)
    .slice(0, 8);
}

/**
 * True when every word of the search is also searched as the start of a word: only letters
 * and digits, 3 characters or more, at most 8 words, so no quotes, "-" or "or" for the
 * websearch syntax to read. Then the stemmed words find nothing the word starts do not.
 */
function onlyWordStarts(q: string): boolean {
  const words = q.toLowerCase().trim().split(/\s+/u);
  return words.length <= 8 && words.every((w) => /^[\p{L}\p{N}]{3,}$/u.test(w));
}

/**
 * `build` in Norwegian or in English, each part once. The CASE is folded to one constant when
 * PostgreSQL plans the statement (the functions are immutable).
 * - `same`: once when both languages give the same tsquery (most words).
 * - `fewerWords` (only for queries that are ANDs of words): the language that keeps fewer words
 *   when its words are among the other's, since it finds all the other finds ("spadag med
 *   lunsj": English keeps the Norwegian stop word "med", whose word start matches most deals).
 */
function inBothLanguages(build: (config: SQL) => SQL, keep: "same" | "fewerWords"): SQL {
  // Literals, not parameters: PostgreSQL reads them as regconfig when it parses the statement.
  const no = build(sql.raw("'norwegian'"));
  const en = build(sql.raw("'english'"));
  return keep === "same"
    ? sql`(CASE WHEN ${no} = ${en} THEN ${no} ELSE ${no} || ${en} END)`
    : sql`(CASE WHEN numnode(${en}) = 0 THEN ${no} WHEN numnode(${no}) = 0 THEN ${en}
        WHEN ${en} @> ${no} THEN ${no} WHEN ${no} @> ${en} THEN ${en} ELSE ${no} || ${en} END)`;
}

/** A search's words as a tsquery, written into the statement as a constant. */
export interface TextSearch {
  query: SQL;
  /** The search excludes a word ("-spa"): a title match can then fail on the description. */
  excludes: boolean;
}

/**
 * A search as one tsquery: the words stemmed in Norwegian or in English ("massasjer" finds
 * "Massasje"), or every (stemmed) word as the start of a word ("massa" finds "hot
 * stone-massasje", "kajak" finds "kajakk"). Undefined when there is nothing to search for: a
 * search of only symbols ("%", "*") filters nothing. "Nothing": words that are all stop words,
 * which no deal matches.
 *
 * Each part is in the query once: the same lexeme twice (Norwegian and English stems of most
 * words agree) made the GIN index read its entries twice, and a stemmed word next to its own
 * word start ("kur" | "kur":*) added a read that finds nothing new. Measured at 100 000 deals,
 * "kurs": 20.6 ms → 7.4 ms for the index scan.
 *
 * Asked for on its own (one round trip more, about 0.2 ms): in the search's statement the
 * expression is needed in up to six conditions, and PostgreSQL evaluated its 10 to_tsquery calls
 * for each while planning; as a constant the planner still sees the words for its estimates.
 */
export async function textSearch(db: DatabaseOrTransaction, q: string): Promise<TextSearch | "nothing" | undefined> {
  if (!/[\p{L}\p{N}]/u.test(q)) return undefined;
  const stemmed = inBothLanguages((config) => sql`websearch_to_tsquery(${config}, ${q})`, "same");
  const words = partialWords(q);
  // Stemmed too, so a whole word typed ("massasje") is the start of its stored stem ("massasj").
  const starts =
    words.length === 0
      ? undefined
      : inBothLanguages(
          (config) => sql`to_tsquery(${config}, ${words.map((w) => `${w}:*`).join(" & ")})`,
          "fewerWords",
        );
  const expression = !starts ? stemmed : onlyWordStarts(q) ? starts : sql`(${stemmed} || ${starts})`;
  const { rows } = await db.execute<{ query: string }>(sql`SELECT (${expression})::text AS query`);
  const query = rows[0]?.query ?? "";
  if (query === "") return "nothing";
  return { query: sql`${query}::tsquery`, excludes: /(^|\s)-/u.test(q) };
}

/** `vector` has the search's words. */
const has = (text: TextSearch, vector: PgColumn) => sql`${vector} @@ ${text.query}`;

/** The deal's title or description has the words. */
const matchesWords = (text: TextSearch) => has(text, deals.searchVector);

/**
 * The deal matches with the words in its title. title_vector holds the title's lexemes of
 * search_vector at the same positions, so a title match is a match, unless the search excludes
 * a word ("-spa") that only the description has.
 */
const titleMatchesWords = (text: TextSearch) =>
  text.excludes ? sql`(${has(text, deals.titleVector)} AND ${matchesWords(text)})` : has(text, deals.titleVector);

/** Of a deal that matches: the words are in its title. */
const wordsInTitle = (text: TextSearch) => has(text, deals.titleVector);

/** A number of ours (never a visitor's text) written into the statement. */
const literal = (value: number) => {
  if (!Number.isSafeInteger(value)) throw new Error(`Not an integer: ${value}`);
  return sql.raw(String(value));
};

/** A sort's order: its index's columns (db/schema.server.ts), ties broken by id. */
type SortKey = { column: PgColumn; descending: boolean };

function sortKeys(sort: DealFilters["sort"]): SortKey[] {
  const key = (column: PgColumn, descending = false): SortKey => ({ column, descending });
  switch (sort) {
    case "ending":
      return [key(deals.endsAt), key(deals.id)];
    case "price-asc":
      return [key(deals.discountedPriceOre), key(deals.id)];
    case "price-desc":
      return [key(deals.discountedPriceOre, true), key(deals.id, true)];
    case "discount":
      return [key(deals.discountPercent, true), key(deals.id)];
    case "rating":
      return [key(deals.rating, true), key(deals.soldCount, true), key(deals.id)];
    default:
      return [key(deals.soldCount, true), key(deals.id)];
  }
}

/** ORDER BY the keys, on the deals table (`deals.sold_count`) or on a CTE's columns (`sold_count`). */
function orderBy(keys: SortKey[], onTable: boolean): SQL {
  return sql.join(
    keys.map(
      (k) => sql`${onTable ? k.column : sql.identifier(k.column.name)} ${sql.raw(k.descending ? "DESC" : "ASC")}`,
    ),
    sql`, `,
  );
}

const columnsOf = (keys: SortKey[]) =>
  sql.join(
    keys.filter((k) => k.column !== deals.id).map((k) => k.column),
    sql`, `,
  );

export interface PageQuery {
  /** Conditions other than the words: on sale now, and the visitor's filters. */
  filters: SQL;
  /** The words, if any (textSearch). */
  text?: TextSearch | undefined;
  /** Title matches first, then the rest, each by popularity (relevance with words). */
  titleFirst: boolean;
  sort: DealFilters["sort"];
  /** Offset of the page asked for (a page past the end becomes the last page). */
  offset: number;
}

/**
 * One statement (one round trip) answering a search: the body of a CTE with, for each deal of
 * the page, its `page_id`, its position `page_pos` in the order, and `page_matches`, the matches
 * counted up to COUNT_LIMIT + 1 (no rows: nothing matches).
 */
export function pageStatement(query: PageQuery): SQL {
  const { text, titleFirst, offset } = query;
  const lastOffset = (Math.ceil(COUNT_LIMIT / PAGE_SIZE) - 1) * PAGE_SIZE;
  // Rows of the order needed up to the end of the page (the page is at most the last one).
  const upTo = Math.min(offset, lastOffset) + PAGE_SIZE;
  const ranked = text && titleFirst ? titleFirstRanks(query, text, upTo) : sortedRanks(query, upTo);
  return sql`WITH ${ranked},
    paging AS (
      SELECT n, least(${literal(offset)}, greatest(ceil(least(n, ${COUNT}) / ${PAGE}::numeric)::int - 1, 0) * ${PAGE}) AS first
      FROM counted
    )
    SELECT ranked.id AS page_id, ranked.pos AS page_pos, paging.n AS page_matches FROM ranked, paging
    WHERE ranked.pos > paging.first AND ranked.pos <= paging.first + ${PAGE}`;
}

const COUNT = literal(COUNT_LIMIT);
const COUNT_UP_TO = literal(COUNT_LIMIT + 1);
const PAGE = literal(PAGE_SIZE);
const many = sql`(SELECT n FROM counted) > ${COUNT}`;

/** The first `upTo` deals meeting `condition`, walking the index of the order `keys`. */
const walk = (condition: SQL, keys: SortKey[], upTo: number) =>
  sql`(SELECT ${deals.id}, ${columnsOf(keys)} FROM ${deals} WHERE ${condition} ORDER BY ${orderBy(keys, true)} LIMIT ${literal(upTo)})`;

/** Rows of `from` (a CTE or subquery with the keys' columns) numbered in the order `keys`. */
const numbered = (from: SQL, keys: SortKey[], first?: SQL) =>
  sql`SELECT id, row_number() OVER (ORDER BY ${first ? sql`${first}, ` : sql``}${orderBy(keys, false)}) AS pos FROM ${from}`;

/**
 * CTEs `counted` (n: matches up to COUNT_LIMIT + 1) and `ranked` (id, pos) for one sort order.
 * - `matches`: up to COUNT_LIMIT + 1 matching deals, found through the conditions' indexes (GIN
 *   for words). When that is all of them, the page is sorted from these rows: no second scan.
 * - More: the sort's index is walked from the top, stopping at the page's last row. More than
 *   COUNT_LIMIT matches in 100 000 deals is at least 1 %, so the walk stays short.
 */
function sortedRanks({ filters, text, sort }: PageQuery, upTo: number): SQL {
  const where = text ? sql`${filters} AND ${matchesWords(text)}` : filters;
  const keys = sortKeys(sort);
  return sql`matches AS MATERIALIZED (
      SELECT ${deals.id}, ${columnsOf(keys)} FROM ${deals} WHERE ${where} LIMIT ${COUNT_UP_TO}
    ),
    counted AS (SELECT count(*)::int AS n FROM matches),
    ranked AS (
      ${numbered(sql`matches WHERE NOT ${many}`, keys)}
      UNION ALL
      ${numbered(sql`${walk(where, keys, upTo)} walked WHERE ${many}`, keys)}
    )`;
}

/**
 * `counted` and `ranked` for relevance with words: title matches first, then the rest, each by
 * popularity.
 * - `titled`: up to COUNT_LIMIT + 1 title matches through title_vector's GIN index. More than
 *   COUNT_LIMIT of them means more matches than that too: the matches need no scan of their own.
 * - Otherwise `matches` as for the other orders; all of them (few): sorted, title matches first.
 * - Many matches: the title matches sorted from `titled` when few, else found by walking the
 *   popularity index; the rest of the matches walked the same way, only when the title matches
 *   do not fill the page.
 */
function titleFirstRanks({ filters }: PageQuery, text: TextSearch, upTo: number): SQL {
  const keys = sortKeys("popular");
  const fewTitles = sql`(SELECT n FROM title_count) <= ${COUNT}`;
  return sql`titled AS MATERIALIZED (
      SELECT ${deals.id}, ${columnsOf(keys)} FROM ${deals}
      WHERE ${filters} AND ${titleMatchesWords(text)} LIMIT ${COUNT_UP_TO}
    ),
    title_count AS (SELECT count(*)::int AS n FROM titled),
    matches AS MATERIALIZED (
      SELECT ${deals.id}, ${columnsOf(keys)}, ${wordsInTitle(text)} AS in_title FROM ${deals}
      WHERE ${fewTitles} AND ${filters} AND ${matchesWords(text)} LIMIT ${COUNT_UP_TO}
    ),
    counted AS (
      SELECT CASE WHEN ${fewTitles} THEN (SELECT count(*)::int FROM matches) ELSE ${COUNT_UP_TO} END AS n
    ),
    title_rows AS MATERIALIZED (
      ${numbered(sql`titled WHERE ${fewTitles}`, keys)}
      UNION ALL
      ${numbered(sql`${walk(sql`${filters} AND ${titleMatchesWords(text)}`, keys, upTo)} walked WHERE NOT ${fewTitles}`, keys)}
    ),
    title_rows_count AS (SELECT count(*)::int AS n FROM title_rows),
    ranked AS (
      ${numbered(sql`matches WHERE NOT ${many}`, keys, sql`in_title DESC`)}
      UNION ALL
      SELECT id, pos FROM title_rows WHERE ${many}
      UNION ALL
      SELECT id, (SELECT n FROM title_rows_count) + row_number() OVER (ORDER BY ${orderBy(keys, false)})
      FROM ${walk(sql`${filters} AND ${matchesWords(text)} AND NOT (${wordsInTitle(text)})`, keys, upTo)} rest
      WHERE ${many} AND (SELECT n FROM title_rows_count) < ${literal(upTo)}
    )`;
}
