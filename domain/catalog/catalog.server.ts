// The catalogue as visitors see it: categories, and deals that are published and not yet ended.
import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Database } from "#db/connection.server";
import { preparedQuery } from "#db/prepared-queries.server";
import { categories, dealPackages, dealSearch, deals, partners } from "#db/schema.server";
import { toBusinessInfo, type BusinessInfo } from "#domain/partners/business-info";
import { businessInfoColumns } from "#domain/partners/business-info.server";
import { locationAddress, locationsOfDeal, type PartnerLocation } from "#domain/partners/locations.server";
import type { Language } from "#i18n/languages";
import { PAGE_SIZE, PRICE_MAX_KR, type DealFilters } from "./deal-filters";
import { dealFiltersSchema } from "./deal-filters.server";
import { COUNT_LIMIT, pageStatement, textSearch, type PageQuery, type TextSearch } from "./deal-search.server";
import { PAGE_STATUSES } from "./deal-status";
import { dealPagePhotos, galleryOrCover, photoAlt } from "./deal-gallery.server";
import { hasStarted, isLive, liveDeal } from "./live-deals.server";
import { dealCities, distanceKm, inCities } from "./nearby.server";
import { offersPackage, PACKAGE_RULES, type PackageKind } from "./packages.server";
import { isId } from "#domain/platform/ids";

export interface CategorySummary {
  id: string;
  name: string;
  description: string;
  color: string;
  image: { src: string; alt: string };
  /** Published deals that have not ended, counted now (never typed in). */
  dealCount: number;
}

/** A category as the filter panel lists it. */
export type FilterCategory = Pick<CategorySummary, "id" | "name">;

/** What a deal card shows. Dates travel as ISO strings so loaders can serialise them. */
export interface DealCard {
  id: number;
  title: string;
  description: string;
  city: string;
  categoryId: string;
  image: { src: string; alt: string };
  originalPriceOre: number;
  discountedPriceOre: number;
  discountPercent: number;
  rating: number;
  /** Visible reviews behind the rating (0: none, and no rating is shown). */
  reviewCount: number;
  soldCount: number;
  endsAt: string;
  /** What the struck-through price is: the approved ordinary price, or the lowest of the last 30 days. */
  beforePriceBasis: "ordinary" | "lowest30";
  /** Kilometres from the visitor's position, when the listing is sorted by distance ("2,3 km unna"). */
  distanceKm?: number | null;
}

/** The English text where there is one, else the partner's Norwegian. */
const inLanguage = (lang: Language, no: AnyColumn, en: AnyColumn) =>
  lang === "en" ? sql<string>`coalesce(${en}, ${no})` : sql<string>`${no}`;

export function cardColumns(lang: Language) {
  return {
    id: deals.id,
    title: inLanguage(lang, deals.title, deals.titleEn),
    description: inLanguage(lang, deals.description, deals.descriptionEn),
    city: deals.city,
    categoryId: deals.categoryId,
    imageSrc: deals.imageSrc,
    imageAlt: lang === "en" ? deals.imageAltEn : deals.imageAltNo,
    originalPriceOre: deals.originalPriceOre,
    discountedPriceOre: deals.discountedPriceOre,
    discountPercent: deals.discountPercent,
    rating: deals.rating,
    reviewCount: deals.reviewCount,
    soldCount: deals.soldCount,
    endsAt: deals.endsAt,
    beforePriceBasis: deals.beforePriceBasis,
  };
}

export type CardRow = Omit<DealCard, "image" | "endsAt"> & { imageSrc: string; imageAlt: string; endsAt: Date };

export function toCard(row: CardRow): DealCard {
  const { imageSrc, imageAlt, endsAt, ...rest } = row;
  return {
    ...rest,
    rating: Number(rest.rating),
    image: { src: imageSrc, alt: imageAlt },
    endsAt: endsAt.toISOString(),
  };
}

export async function listCategories(db: Database, lang: Language, now = new Date()): Promise<CategorySummary[]> {
  const rows = await db
    .select({
      id: categories.id,
      nameNo: categories.nameNo,
      nameEn: categories.nameEn,
      descriptionNo: categories.descriptionNo,
      descriptionEn: categories.descriptionEn,
      color: categories.color,
      imageSrc: categories.imageSrc,
      imageAltNo: categories.imageAltNo,
      imageAltEn: categories.imageAltEn,
      dealCount: sql<number>`${count(dealSearch.id)}::int`,
    })
    .from(categories)
    .leftJoin(dealSearch, and(eq(dealSearch.categoryId, categories.id), liveDeal(now, dealSearch)))
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder));
  const en = lang === "en";
  return rows.map((row) => ({
    id: row.id,
    name: en ? row.nameEn : row.nameNo,
    description: en ? row.descriptionEn : row.descriptionNo,
    color: row.color,
    image: { src: row.imageSrc, alt: en ? row.imageAltEn : row.imageAltNo },
    dealCount: row.dealCount,
  }));
}

/**
 * The id of a category by id, Norwegian or English name, or alias, in any case:
 * "beauty", "BEAUTY-SPA" and "Skjønnhet og spa" all find beauty-spa.
 */
export async function findCategoryId(db: Database, param: string): Promise<string | undefined> {
  // React Router has already decoded the URL parameter.
  const wanted = param.trim().toLowerCase();
  if (!wanted || wanted.length > 60 || wanted.includes("\u0000")) return undefined; // NUL: a query error in PostgreSQL
  const [match] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      or(
        eq(categories.id, wanted),
        sql`lower(${categories.nameNo}) = ${wanted}`,
        sql`lower(${categories.nameEn}) = ${wanted}`,
        sql`${wanted} = ANY(${categories.aliases})`,
      ),
    )
    .limit(1);
  return match?.id;
}

/** A category with its live deal count, found as findCategoryId finds it. */
export async function findCategory(db: Database, lang: Language, param: string): Promise<CategorySummary | undefined> {
  const id = await findCategoryId(db, param);
  return id === undefined ? undefined : (await listCategories(db, lang)).find((c) => c.id === id);
}

export { COUNT_LIMIT };

export interface DealSearchResult {
  deals: DealCard[];
  /** Matches, counted up to COUNT_LIMIT. */
  total: number;
  /** More than `total` deals match: counting stopped at COUNT_LIMIT. */
  moreThanTotal: boolean;
  page: number;
  pageCount: number;
}

/** A search's page (pageStatement) as the CTE "page": each deal's id, its position and the match count. */
export function searchPage(db: Database, query: PageQuery) {
  return db
    .$with("page", {
      id: sql<number>`page_id`.as("page_id"),
      pos: sql<number>`page_pos`.as("page_pos"),
      matches: sql<number>`page_matches`.as("page_matches"),
    })
    .as(pageStatement(query));
}

/**
 * Search and filters of /deals, applied in the database. Each step's work is bounded by the page
 * asked for and COUNT_LIMIT, not by the size of the catalogue. Relevance: deals with the words in
 * the title first, then the rest, each by popularity.
 *
 * With words, the tsquery first (textSearch: a round trip unless the search was asked recently,
 * one more for word starts ANDed together), then one statement that counts and picks the page
 * (pageStatement) in deal_search; without, that statement alone. Why it is built so (EXPLAIN
 * ANALYZE figures in docs/performance.md):
 * - title_vector and its GIN index: "in the title" is an index lookup instead of ts_filter on
 *   each match's whole vector, and "not in the title" needs no count of its own, which would
 *   have no index to use and read the table in order.
 * - Counting the title matches first: more than COUNT_LIMIT of them settles the count, so most
 *   searches for a common word read 1 001 rows once instead of twice.
 * - The rest of the matches is read only when the title matches do not fill the page.
 * - The tsquery with each part once (textSearch): the GIN index reads each word start once.
 */
export async function searchDeals(
  db: Database,
  lang: Language,
  filters: DealFilters,
  now = new Date(),
): Promise<DealSearchResult> {
  const text = await textSearch(db, filters.q);
  if (text === "nothing") return { deals: [], total: 0, moreThanTotal: false, page: 1, pageCount: 1 };
  const conditions = filterConditions(filters, now, text);

  const page = searchPage(db, {
    filters: conditions,
    text,
    titleFirst: !filters.sort || filters.sort === "relevance",
    sort: filters.sort,
    offset: (filters.page - 1) * PAGE_SIZE,
    near: filters.near,
  });
  const byDistance = filters.sort === "nearest" && filters.near ? filters.near : undefined;
  const rows = await db
    .with(page)
    .select({
      ...cardColumns(lang),
      matches: page.matches,
      ...(byDistance ? { distanceKm: distanceKm(byDistance) } : {}),
    })
    .from(page)
    .innerJoin(deals, eq(deals.id, page.id))
    .orderBy(asc(page.pos));
  return toSearchResult(rows, filters.page);
}

/**
 * The rows of a page statement (pageStatement joined to deals) as the search's result. No rows:
 * nothing matches (the statement moves a page past the end to the last page).
 */
export function toSearchResult(rows: (CardRow & { matches: number })[], page: number): DealSearchResult {
  const matches = rows[0]?.matches ?? 0;
  const total = Math.min(matches, COUNT_LIMIT);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return {
    deals: rows.map(({ matches: _counted, ...card }) => toCard(card)),
    total,
    moreThanTotal: matches > COUNT_LIMIT,
    page: Math.min(page, pageCount),
    pageCount,
  };
}

/** A filter a facet counts across: its own choice is left out, so each option says what ticking it adds. */
type Facet = "category" | "city";

/**
 * The conditions other than the words: on sale now and the visitor's filters, except `leaveOut`.
 * With words, their GIN index finds the candidates and a price or rating range is checked on
 * those rows: left to choose, the planner also ANDs the range's own index in, reading a quarter
 * to half of the catalogue's entries to save a few row reads.
 */
function filterConditions(filters: DealFilters, now: Date, text: TextSearch | undefined, leaveOut?: Facet): SQL {
  const range = (column: AnyColumn) => (text ? sql`(${column} + 0)` : sql`${column}`);
  const conditions: SQL[] = [liveDeal(now, dealSearch)];
  if (filters.categories.length > 0 && leaveOut !== "category")
    conditions.push(inArray(dealSearch.categoryId, filters.categories));
  if (filters.minPriceKr !== undefined && filters.minPriceKr > 0)
    conditions.push(gte(range(dealSearch.discountedPriceOre), filters.minPriceKr * 100));
  // The slider's top (5 000 kr) means "and above".
  if (filters.maxPriceKr !== undefined && filters.maxPriceKr < PRICE_MAX_KR)
    conditions.push(lte(range(dealSearch.discountedPriceOre), filters.maxPriceKr * 100));
  if (filters.minRating !== undefined) conditions.push(gte(range(dealSearch.rating), filters.minRating));
  if (filters.cities.length > 0 && leaveOut !== "city")
    // Its own city or a city of one of its locations.
    conditions.push(inCities(filters.cities));
  return and(...conditions)!;
}

/** Deals of a search per category and per city, each counted with the other filters applied. */
export interface FacetCounts {
  /** Category id → deals. */
  categories: Record<string, number>;
  /** City as the catalogue spells it → deals. */
  cities: Record<string, number>;
}

/**
 * How many deals of the current result each category and city has. A facet's own choice is
 * left out of its count (ticking Bergen next to Oslo adds Bergen's deals, so Bergen's count is
 * what it adds), the way shops count their filter options; every other filter and the words apply.
 */
export async function facetCounts(db: Database, filters: DealFilters, now = new Date()): Promise<FacetCounts> {
  const text = await textSearch(db, filters.q);
  if (text === "nothing") return { categories: {}, cities: {} };
  const where = (leaveOut: Facet) => {
    const conditions = filterConditions(filters, now, text, leaveOut);
    return text ? sql`${conditions} AND ${dealSearch.searchVector} @@ ${text.query}` : conditions;
  };
  const [byCategory, byCity] = await Promise.all([
    db
      .select({ key: dealSearch.categoryId, n: count() })
      .from(dealSearch)
      .where(where("category"))
      .groupBy(dealSearch.categoryId),
    // A deal sold in two cities counts in each. dealCities gives each deal and city once, so a
    // plain count needs no DISTINCT (which sorted every row of the catalogue within its city).
    db
      .execute<{ key: string; n: number }>(
        sql`SELECT city AS key, count(*)::int AS n FROM (${dealCities(where("city"))}) AS c GROUP BY city`,
      )
      .then((result) => result.rows),
  ]);
  const record = (rows: { key: string; n: number }[]) => Object.fromEntries(rows.map((r) => [r.key, r.n]));
  return { categories: record(byCategory), cities: record(byCity) };
}

/** Cities with live deals, for the city filter. */
export async function listCities(db: Database, now = new Date()): Promise<string[]> {
  // The deals' own cities and their locations' cities.
  const result = await db.execute<{ city: string }>(
    sql`SELECT DISTINCT city FROM (${dealCities(liveDeal(now, dealSearch))}) AS c ORDER BY city`,
  );
  return result.rows.map((r) => r.city);
}

export interface HomeCollections {
  /** Discount of at least 50 %, first 3. */
  flash: DealCard[];
  /** Top 3 by rating. */
  trending: DealCard[];
  /** Top 3 by sold count. */
  popular: DealCard[];
  /** The deals ending soonest. */
  endingSoon: DealCard[];
}

export async function homeCollections(db: Database, lang: Language, now = new Date()): Promise<HomeCollections> {
  // Picked in deal_search, whose indexes have these orders.
  const pick = (where: SQL | undefined, order: SQL[], limit: number) =>
    db
      .select(cardColumns(lang))
      .from(dealSearch)
      .innerJoin(deals, eq(deals.id, dealSearch.id))
      .where(where)
      .orderBy(...order, asc(dealSearch.id))
      .limit(limit)
      .then((rows) => rows.map(toCard));
  const live = liveDeal(now, dealSearch);
  const [flash, trending, popular, endingSoon] = await Promise.all([
    pick(and(live, gte(dealSearch.discountPercent, 50)), [], 3),
    pick(live, [desc(dealSearch.rating), desc(dealSearch.soldCount)], 3),
    pick(live, [desc(dealSearch.soldCount)], 3),
    pick(live, [asc(dealSearch.endsAt)], 4),
  ]);
  return { flash, trending, popular, endingSoon };
}

export async function listCategoryDealsPreview(
  db: Database,
  lang: Language,
  categoryId: string,
  limit: number,
  now = new Date(),
): Promise<DealCard[]> {
  const rows = await db
    .select(cardColumns(lang))
    .from(deals)
    .where(and(liveDeal(now), eq(deals.categoryId, categoryId)))
    .orderBy(asc(deals.id))
    .limit(limit);
  return rows.map(toCard);
}

export interface DealPackage {
  kind: PackageKind;
  priceOre: number;
  validityDays: number;
  minQuantity: number;
}

/** One place a deal's voucher can be used, as the deal page and the voucher show it. */
export interface DealLocationView {
  name: string;
  /** Street, postal code and town. */
  address: string;
  /** "+47XXXXXXXX"; null: the business's phone. */
  phone: string | null;
}

export interface DealDetail extends DealCard {
  finePrint: string;
  categoryName: string;
  partner: { name: string; city: string; address: string };
  /** Address, phone, hours and booking of the business, for the deal page's business block. */
  business: BusinessInfo;
  /** Where the voucher can be used (the deal's locations, the partner's order); empty: the business's address. */
  locations: DealLocationView[];
  packages: DealPackage[];
  /** Every photo, the cover (also `image`) first. */
  gallery: { src: string; alt: string }[];
  /** False once the deal has ended or is not published: the page shows it but nothing can be bought. */
  buyable: boolean;
  /** Units still for sale when the deal has a cap (units held by buyers paying count as sold); null: no cap. */
  unitsLeft: number | null;
}

/** The deal page's row of a deal: its card, texts, category, partner and stock. */
function dealRows(db: Database, lang: Language) {
  return db
    .select({
      ...cardColumns(lang),
      finePrint: inLanguage(lang, deals.finePrint, deals.finePrintEn),
      titleNo: deals.title,
      coverAltNo: deals.imageAltNo,
      coverAltEn: deals.imageAltEn,
      status: deals.status,
      startsAt: deals.startsAt,
      categoryName: lang === "en" ? categories.nameEn : categories.nameNo,
      partnerName: partners.name,
      partnerCity: partners.city,
      partnerAddress: partners.address,
      business: businessInfoColumns,
      unitsCap: deals.unitsCap,
      unitsSold: deals.unitsSold,
    })
    .from(deals)
    .innerJoin(categories, eq(categories.id, deals.categoryId))
    .innerJoin(partners, eq(partners.id, deals.partnerId));
}

const packageColumns = {
  kind: dealPackages.kind,
  priceOre: dealPackages.priceOre,
  validityDays: dealPackages.validityDays,
  minQuantity: dealPackages.minQuantity,
};

// The public deal page's statements, prepared: every view of a deal runs them, and PostgreSQL
// planned the deal's row of three joined tables for longer than it ran it.
const dealPageId = sql.placeholder("id");
const publicDealQueries = {
  no: publicDealQuery("no"),
  en: publicDealQuery("en"),
};

function publicDealQuery(lang: Language) {
  return preparedQuery((db) =>
    dealRows(db, lang)
      .where(and(eq(deals.id, dealPageId), inArray(deals.status, PAGE_STATUSES), hasStarted(sql.placeholder("now"))))
      .prepare(`deal_page_${lang}`),
  );
}

/** A deal's packages on sale. */
const packagesQuery = preparedQuery((db) =>
  db
    .select(packageColumns)
    .from(dealPackages)
    .where(and(eq(dealPackages.dealId, dealPageId), eq(dealPackages.active, true)))
    .prepare("deal_page_packages"),
);

/**
 * A published deal by id (also after it ended, so old links still explain themselves). `anyStatus`
 * is for its partner's preview only (domain/partners/deal-preview.server.ts): a draft too.
 */
export async function getDeal(
  db: Database,
  lang: Language,
  id: number,
  now = new Date(),
  { anyStatus = false }: { anyStatus?: boolean } = {},
): Promise<DealDetail | undefined> {
  if (!isId(id)) return undefined;
  // The packages, photos and places are asked for beside the deal (they need only its id), and
  // dropped if the deal is not one to show. A deal without photos of its own shows its cover,
  // read with its row rather than in a round trip after the photos'.
  const details = Promise.all([packagesQuery(db).execute({ id }), dealPagePhotos(db, id), locationsOfDeal(db, id)]);
  details.catch(() => undefined);
  const [row] = anyStatus
    ? await dealRows(db, lang).where(eq(deals.id, id))
    : await publicDealQueries[lang](db).execute({ id, now });
  if (!row) return undefined;
  const [stored, photos, places] = await details;
  const order = PACKAGE_RULES.map((r) => r.kind);
  const packages = stored.filter((p) => offersPackage(row.titleNo, p.kind));
  packages.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  const {
    finePrint,
    titleNo: _titleNo,
    coverAltNo,
    coverAltEn,
    status,
    startsAt,
    categoryName,
    partnerName,
    partnerCity,
    partnerAddress,
    business,
    unitsCap,
    unitsSold,
    ...card
  } = row;
  return {
    ...toCard(card),
    finePrint,
    categoryName,
    partner: { name: partnerName, city: partnerCity, address: partnerAddress },
    business: businessAtFirstLocation(toBusinessInfo(business, lang), places),
    locations: places.map((place) => ({ name: place.name, address: locationAddress(place), phone: place.phone })),
    packages,
    gallery: galleryOrCover(photos, { src: row.imageSrc, altNo: coverAltNo, altEn: coverAltEn }).map((p) => ({
      src: p.src,
      alt: photoAlt(p, lang, row.title),
    })),
    buyable: isLive({ status, startsAt, endsAt: row.endsAt }, now),
    unitsLeft: unitsCap === null ? null : Math.max(0, unitsCap - unitsSold),
  };
}

/**
 * The business block shows the deal's first location: its address and map (the page is shared by
 * every visitor, so it cannot pick the one nearest to each), with the profile's phone and hours
 * unless the location has its own.
 */
function businessAtFirstLocation(business: BusinessInfo, places: readonly PartnerLocation[]): BusinessInfo {
  const first = places[0];
  if (!first) return business;
  return {
    ...business,
    address: locationAddress(first),
    city: first.city,
    phone: first.phone ?? business.phone,
    openingHours: first.openingHours ?? business.openingHours,
    location:
      first.latitude !== null && first.longitude !== null
        ? { lat: first.latitude, lon: first.longitude }
        : business.location,
  };
}

/** Ids of live deals, for the sitemap. */
export async function listLiveDealIds(db: Database, now = new Date()): Promise<number[]> {
  const rows = await db.select({ id: deals.id }).from(deals).where(liveDeal(now)).orderBy(asc(deals.id));
  return rows.map((r) => r.id);
}

/**
 * Live deals in a category that match a search, counted: the sub-category tiles of the offer
 * pages (e.g. "Negler" is beauty-spa searched for "negl").
 */
export async function countCategorySearch(
  db: Database,
  categoryId: string,
  q: string,
  now = new Date(),
): Promise<number> {
  const result = await searchDeals(db, "no", { ...dealFiltersSchema.parse({}), categories: [categoryId], q }, now);
  return result.total;
}

/** Cards for these deal ids that are still live, in the order asked (the wishlist page). */
export async function getDealCards(db: Database, lang: Language, ids: number[], now = new Date()): Promise<DealCard[]> {
  const wanted = [...new Set(ids.filter(isId))].slice(0, 200);
  if (wanted.length === 0) return [];
  const rows = await db
    .select(cardColumns(lang))
    .from(deals)
    .where(and(liveDeal(now), inArray(deals.id, wanted)));
  const cards = rows.map(toCard);
  return wanted.flatMap((id) => cards.find((c) => c.id === id) ?? []);
}
