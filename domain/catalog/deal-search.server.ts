// How a /deals search is asked of PostgreSQL: the words as a tsquery, and one statement that
// counts the matches and picks the page's deals in the order asked.
import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { DatabaseOrTransaction } from "#db/connection.server";
import { dealSearch, searchWords } from "#db/schema.server";
import { PAGE_SIZE, type DealFilters, type Position } from "./deal-filters";
import { nearestRanks } from "./nearby.server";

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

/** A word start as PostgreSQL gives it for one word: one stem (or "" for a stop word). */
const ONE_STEM = /^'([\p{L}\p{N}]+)':\*$/u;

/**
 * The words as word starts, in Norwegian or in English: each side the word starts (tsquery
 * texts) that must all match, (every Norwegian stem) | (every English stem), each side once. A
 * side is left out when it finds nothing the other does not: the same stems, no stems (stop
 * words only), or stems that each begin with one of the other side's ("dinner for two":
 * English 'dinner':* & 'two':* finds only deals Norwegian 'dinn':* & 'two':* finds). Each word
 * start the GIN index matches is a read of every deal with a word so beginning ('two':* is in
 * a quarter of them); the second side read them again.
 */
function wordStarts(no: string[], en: string[]): string[][] {
  const [noSide, enSide] = [no.filter((t) => t !== ""), en.filter((t) => t !== "")];
  const same = noSide.length === enSide.length && noSide.every((t, i) => t === enSide[i]);
  if (same || enSide.length === 0) return noSide.length === 0 ? [] : [noSide];
  if (noSide.length === 0) return [enSide];
  const stems = (terms: string[]) => terms.map((t) => ONE_STEM.exec(t)?.[1]);
  const [noStems, enStems] = [stems(noSide), stems(enSide)];
  if (![...noStems, ...enStems].includes(undefined)) {
    // `narrow` finds only deals `wide` finds when each stem of `wide` begins a stem of `narrow`.
    const within = (narrow: (string | undefined)[], wide: (string | undefined)[]) =>
      wide.every((w) => narrow.some((n) => n!.startsWith(w!)));
    if (within(enStems, noStems)) return [noSide];
    if (within(noStems, enStems)) return [enSide];
  }
  return [noSide, enSide];
}

/** Word starts written out as the catalogue's words beginning so, at most this many of them. */
const MAX_WORDS_PER_START = 32;

/**
 * The catalogue's words (search_words) beginning with each stem of a word start that is ANDed
 * with another, when there are 1 to MAX_WORDS_PER_START of them.
 *
 * GIN reads a word start by collecting every deal with such a word before the AND can narrow
 * them ('two':* is in a quarter of the deals); the same words written out are exact entries,
 * and the AND skips through the longer lists guided by the shortest. A word start alone gains
 * nothing from this and costs no round trip.
 *
 * Asked on every such search rather than remembered, so a deal added a moment ago with a new
 * word is found by its start too.
 */
async function wordsBeginning(db: DatabaseOrTransaction, sides: string[][]): Promise<Map<string, string[]>> {
  const stems = new Set(
    sides
      .filter((terms) => terms.length > 1)
      .flat()
      .flatMap((t) => ONE_STEM.exec(t)?.[1] ?? []),
  );
  if (stems.size === 0) return new Map();
  const { rows } = await db.execute<{ stem: string; words: string[] }>(
    sql`SELECT stem, ARRAY(
        SELECT ${searchWords.word} FROM ${searchWords} WHERE ${searchWords.word} ^@ stem
        ORDER BY ${searchWords.word} LIMIT ${literal(MAX_WORDS_PER_START + 1)}
      ) AS words
      FROM unnest(ARRAY[${sql.join(
        [...stems].map((stem) => sql`${stem}`),
        sql`, `,
      )}]::text[]) AS stem`,
  );
  return new Map(
    rows
      .filter(({ words }) => words.length > 0 && words.length <= MAX_WORDS_PER_START)
      .map(({ stem, words }) => [stem, words]),
  );
}

/** A lexeme as a tsquery's text writes it: quoted, with ' and \ doubled. */
const quotedLexeme = (word: string) => `'${word.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;

/** The sides of wordStarts as a tsquery's text, word starts written out where `words` has them. */
function writeWordStarts(sides: string[][], words: Map<string, string[]>): string {
  const term = (t: string) => {
    const written = words.get(ONE_STEM.exec(t)?.[1] ?? "");
    return written ? `(${written.map(quotedLexeme).join(" | ")})` : `(${t})`;
  };
  return sides.map((terms) => terms.map(term).join(" & ")).join(" | ");
}

/** The text search configurations searched (db/schema.server.ts dealTextVector). */
type Config = "norwegian" | "english";

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
 * Each part is in the query once (wordStarts): the GIN index reads every deal with a word
 * beginning so for each word start in the query, so a repeated one would be read twice ("kurs"
 * as 'kur' | 'kur' | 'kur':* | 'kur':*), and the planner would count the copies as independent
 * words and expect far more matches than there are.
 *
 * The words are read by PostgreSQL in their own round trip (a fraction of a millisecond; none
 * when the search was asked recently), and word starts ANDed together are written out
 * (wordsBeginning, one more). Written into the search's statement, the expression was needed in
 * up to six conditions and PostgreSQL evaluated each copy while planning (72 to_tsquery calls
 * for one word); as a constant, the planner still reads the words for its estimates, which
 * choose between walking an index and sorting the matches.
 */
export async function textSearch(db: DatabaseOrTransaction, q: string): Promise<TextSearch | "nothing" | undefined> {
  if (!/[\p{L}\p{N}]/u.test(q)) return undefined;
  let words = recentQueries.get(q);
  if (words === undefined) {
    words = await readWords(db, q);
    remember(q, words);
  }
  const sides = wordStarts(words.no, words.en);
  const starts = writeWordStarts(sides, await wordsBeginning(db, sides));
  const query = onlyWordStarts(q)
    ? starts
    : [words.stemmed, starts]
        .filter((part) => part !== "")
        .map((part) => `(${part})`)
        .join(" | ");
  if (query === "") return "nothing";
  return { query: sql`${query}::tsquery`, excludes: /(^|\s)-/u.test(q) };
}

/** A search's words as PostgreSQL reads them (tsquery texts; "" for stop words only). */
type SearchWords = {
  /** The words stemmed, in Norwegian | in English, with the websearch syntax ("or", "-", quotes). */
  stemmed: string;
  /** Each word (partialWords) as a word start, in Norwegian and in English. */
  no: string[];
  en: string[];
};

/**
 * Words of recent searches, newest last. They depend only on the search and the text search
 * configurations, so a search asked again (the next page, another sort or filter, the same
 * popular word) skips the round trip that asks PostgreSQL for them.
 */
const recentQueries = new Map<string, SearchWords>();
const RECENT_QUERIES = 500;

function remember(q: string, words: SearchWords) {
  recentQueries.delete(q);
  recentQueries.set(q, words);
  if (recentQueries.size > RECENT_QUERIES) recentQueries.delete(recentQueries.keys().next().value!);
}

async function readWords(db: DatabaseOrTransaction, q: string): Promise<SearchWords> {
  const ws = (config: Config) => sql`websearch_to_tsquery(${sql.raw(`'${config}'`)}, ${q})`;
  // Stemmed too, so a whole word typed ("massasje") is the start of its stored stem ("massasj").
  const starts = (config: Config) =>
    sql`ARRAY[${sql.join(
      partialWords(q).map((w) => sql`to_tsquery(${sql.raw(`'${config}'`)}, ${`${w}:*`})::text`),
      sql`, `,
    )}]::text[]`;
  const { rows } = await db.execute<SearchWords>(
    sql`SELECT (CASE WHEN ${ws("norwegian")} = ${ws("english")} THEN ${ws("norwegian")}
      ELSE ${ws("norwegian")} || ${ws("english")} END)::text AS stemmed,
      ${starts("norwegian")} AS no, ${starts("english")} AS en`,
  );
  const { stemmed = "", no = [], en = [] } = rows[0] ?? {};
  return { stemmed, no, en };
}

/** `vector` has the search's words. */
const has = (text: TextSearch, vector: PgColumn) => sql`${vector} @@ ${text.query}`;

/** The deal's title or description has the words. */
const matchesWords = (text: TextSearch) => has(text, dealSearch.searchVector);

/**
 * The deal matches with the words in its title. title_vector holds the title's lexemes of
 * search_vector at the same positions, so a title match is a match, unless the search excludes
 * a word ("-spa") that only the description has.
 */
const titleMatchesWords = (text: TextSearch) =>
  text.excludes
    ? sql`(${has(text, dealSearch.titleVector)} AND ${matchesWords(text)})`
    : has(text, dealSearch.titleVector);

/** Of a deal that matches: the words are in its title. */
const wordsInTitle = (text: TextSearch) => has(text, dealSearch.titleVector);

/** A number of ours (never a visitor's text) written into the statement. */
const literal = (value: number) => {
  if (!Number.isSafeInteger(value)) throw new Error(`Not an integer: ${value}`);
  return sql.raw(String(value));
};

/** A sort's order: its index's columns (db/schema.server.ts), ties broken by id. */
type SortKey = { column: PgColumn; descending: boolean; nullsLast?: boolean };

function sortKeys(sort: DealFilters["sort"]): SortKey[] {
  const key = (column: PgColumn, descending = false): SortKey => ({ column, descending });
  switch (sort) {
    case "ending":
      return [key(dealSearch.endsAt), key(dealSearch.id)];
    case "newest":
      // A deal without a start date went on sale when published: after the dated ones, newest
      // (highest id) first. deal_search_newest_idx has this order.
      return [
        { ...key(dealSearch.startsAt, true), nullsLast: true },
        { ...key(dealSearch.id, true), nullsLast: true },
      ];
    case "price-asc":
      return [key(dealSearch.discountedPriceOre), key(dealSearch.id)];
    case "price-desc":
      return [key(dealSearch.discountedPriceOre, true), key(dealSearch.id, true)];
    case "discount":
      return [key(dealSearch.discountPercent, true), key(dealSearch.id)];
    case "rating":
      return [key(dealSearch.rating, true), key(dealSearch.soldCount, true), key(dealSearch.id)];
    default:
      return [key(dealSearch.soldCount, true), key(dealSearch.id)];
  }
}

/** ORDER BY the keys, on deal_search (`deal_search.sold_count`) or on a CTE's columns (`sold_count`). */
function orderBy(keys: SortKey[], onTable: boolean): SQL {
  return sql.join(
    keys.map(
      (k) =>
        sql`${onTable ? k.column : sql.identifier(k.column.name)} ${sql.raw(k.descending ? "DESC" : "ASC")}${sql.raw(k.nullsLast ? " NULLS LAST" : "")}`,
    ),
    sql`, `,
  );
}

const columnsOf = (keys: SortKey[]) =>
  sql.join(
    keys.filter((k) => k.column !== dealSearch.id).map((k) => k.column),
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
  /**
   * Offset of the page asked for (a page past the end becomes the last page), or a prepared
   * statement's placeholders for it and for the rows up to the page's end (PreparedPage).
   */
  offset: number | PreparedPage;
  /** Where "nearest" measures from; without it "nearest" is the default order. */
  near?: Position | undefined;
}

/**
 * Placeholders of a statement prepared for pages up to WALK_UP_TO: `offset` as a number and
 * `upTo`, the rows of the order up to the page's end (pagePlaceholderValues gives their values).
 */
export interface PreparedPage {
  offset: SQL;
  upTo: SQL;
}

/** The values of PreparedPage's placeholders for the page at `offset` (undefined: past WALK_UP_TO). */
export function pagePlaceholderValues(offset: number): { offset: number; upTo: number } | undefined {
  const upTo = offset + PAGE_SIZE;
  return upTo <= WALK_UP_TO ? { offset, upTo } : undefined;
}

/**
 * One statement (one round trip) answering a search: the body of a CTE with, for each deal of
 * the page, its `page_id`, its position `page_pos` in the order, and `page_matches`, the matches
 * counted up to COUNT_LIMIT + 1 (no rows: nothing matches). The LIMIT changes no answer (the
 * positions are one page's) but tells the planner a page is PAGE_SIZE rows: estimating more, it
 * joined the page to deals by reading the whole deals table (4 of 6 ms on 1 000 deals).
 */
export function pageStatement(query: PageQuery): SQL {
  const { text, titleFirst, offset } = query;
  const lastOffset = (Math.ceil(COUNT_LIMIT / PAGE_SIZE) - 1) * PAGE_SIZE;
  // Rows of the order needed up to the end of the page (the page is at most the last one).
  const upTo: RowCount =
    typeof offset === "number" ? Math.min(offset, lastOffset) + PAGE_SIZE : { walks: true, sql: offset.upTo };
  const ranked =
    query.sort === "nearest" && query.near
      ? nearestRanks(text ? sql`${query.filters} AND ${matchesWords(text)}` : query.filters, query.near)
      : text && titleFirst
        ? titleFirstRanks(query, text, upTo)
        : sortedRanks(query, upTo);
  const first = typeof offset === "number" ? literal(offset) : sql`${offset.offset}::int`;
  return sql`WITH ${ranked},
    paging AS (
      SELECT n, least(${first}, greatest(ceil(least(n, ${COUNT}) / ${PAGE}::numeric)::int - 1, 0) * ${PAGE}) AS first
      FROM counted
    )
    SELECT ranked.id AS page_id, ranked.pos AS page_pos, paging.n AS page_matches FROM ranked, paging
    WHERE ranked.pos > paging.first AND ranked.pos <= paging.first + ${PAGE}
    LIMIT ${PAGE}`;
}

const COUNT = literal(COUNT_LIMIT);
const COUNT_UP_TO = literal(COUNT_LIMIT + 1);
const PAGE = literal(PAGE_SIZE);
const many = sql`(SELECT n FROM counted) > ${COUNT}`;

/**
 * Pages up to here walk the order's index (walk); deeper pages let PostgreSQL choose, as a walk
 * there passes about 100 deals per row of the page and reading and sorting the matches is cheaper.
 */
const WALK_UP_TO = 5 * PAGE_SIZE;

/**
 * Rows of the order up to the page's end: a number, or a prepared statement's placeholder for
 * one that is at most WALK_UP_TO (`walks`).
 */
type RowCount = number | { walks: true; sql: SQL };

const rowCount = (upTo: RowCount) => (typeof upTo === "number" ? literal(upTo) : sql`${upTo.sql}::int`);
const walks = (upTo: RowCount) => typeof upTo !== "number" || upTo <= WALK_UP_TO;

/**
 * The first `upTo` deals meeting `condition` in the order `keys`, when more than COUNT_LIMIT deals
 * do: read in the order's index from the top, checking each deal, until `upTo` pass. More than
 * COUNT_LIMIT matches in 100 000 deals is at least 1 %, so that passes at most about 100 deals per
 * row of the page, and usually far fewer.
 *
 * The walk is forced: the conditions sit outside the subquery that reads the index, where
 * PostgreSQL cannot use their indexes (OFFSET 0 keeps it from moving them in). Left to choose, it
 * reads and sorts every match whenever it underestimates them, as it does when the words and the
 * category go together ("fotografering" in photography), and there walking is far cheaper.
 */
const walk = (condition: SQL, keys: SortKey[], upTo: RowCount) =>
  walks(upTo)
    ? sql`(SELECT ${dealSearch.id}, ${columnsOf(keys)}
        FROM (SELECT * FROM ${dealSearch} WHERE ${dealSearch.status} = 'published' ORDER BY ${orderBy(keys, true)} OFFSET 0) ${dealSearch}
        WHERE ${condition} LIMIT ${rowCount(upTo)})`
    : sql`(SELECT ${dealSearch.id}, ${columnsOf(keys)} FROM ${dealSearch} WHERE ${condition} ORDER BY ${orderBy(keys, true)} LIMIT ${rowCount(upTo)})`;

/** Rows of `from` (a CTE or subquery with the keys' columns) numbered in the order `keys`. */
const numbered = (from: SQL, keys: SortKey[], first?: SQL) =>
  sql`SELECT id, row_number() OVER (ORDER BY ${first ? sql`${first}, ` : sql``}${orderBy(keys, false)}) AS pos FROM ${from}`;

/**
 * CTEs `counted` (n: matches up to COUNT_LIMIT + 1) and `ranked` (id, pos) for one sort order.
 * - `matches`: up to COUNT_LIMIT + 1 matching deals, found through the conditions' indexes (GIN
 *   for words). When that is all of them, the page is sorted from these rows: no second scan.
 * - More: `walk`, stopping at the page's last row. More than COUNT_LIMIT matches in 100 000
 *   deals is at least 1 %, so a walk passes at most about 100 deals per row of the page.
 */
function sortedRanks({ filters, text, sort }: PageQuery, upTo: RowCount): SQL {
  const where = text ? sql`${filters} AND ${matchesWords(text)}` : filters;
  const keys = sortKeys(sort);
  return sql`matches AS MATERIALIZED (
      SELECT ${dealSearch.id}, ${columnsOf(keys)} FROM ${dealSearch} WHERE ${where} LIMIT ${COUNT_UP_TO}
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
function titleFirstRanks({ filters }: PageQuery, text: TextSearch, upTo: RowCount): SQL {
  const keys = sortKeys("popular");
  const fewTitles = sql`(SELECT n FROM title_count) <= ${COUNT}`;
  return sql`titled AS MATERIALIZED (
      SELECT ${dealSearch.id}, ${columnsOf(keys)} FROM ${dealSearch}
      WHERE ${filters} AND ${titleMatchesWords(text)} LIMIT ${COUNT_UP_TO}
    ),
    title_count AS (SELECT count(*)::int AS n FROM titled),
    matches AS MATERIALIZED (
      SELECT ${dealSearch.id}, ${columnsOf(keys)}, ${wordsInTitle(text)} AS in_title FROM ${dealSearch}
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
      WHERE ${many} AND (SELECT n FROM title_rows_count) < ${rowCount(upTo)}
    )`;
}
