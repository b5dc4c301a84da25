// A signed-in visitor's cart and saved deals in one round trip: every personal page's root loader
// (the cart's lines, for the header and the cart page) and every /me (the badge's number) asks,
// and a round trip costs more than the little reading it does. The cart's and the wishlist's own
// modules give the SQL, with the same rules as getCart, cartQuantity and wishlistDealIds.
import { sql } from "drizzle-orm";
import type { Database } from "#db/connection.server";
import { preparedSql } from "#db/prepared-queries.server";
import { users } from "#db/schema.server";
import {
  sessionIdHash,
  withSessionUser,
  type SessionUser,
  type SessionUserRow,
} from "#domain/accounts/sessions.server";
import { wishlistIdsSql } from "#domain/catalog/wishlist.server";
import type { Language } from "#i18n/languages";
import { cartLinesJsonSql, cartLinesOfJson, cartQuantitySql, type ServerCartLine } from "./cart.server";

type CartLineJson = Omit<ServerCartLine, "unitOriginalOre"> & { originalPriceOre: number };

const userId = sql.placeholder("userId");
const now = sql.placeholder("now");

const cartAndWishlistQuery = (lang: Language) =>
  preparedSql<{ cart: CartLineJson[]; wishlist: number[] }>(
    `cart_and_wishlist_${lang}`,
    sql`SELECT ${cartLinesJsonSql(lang, userId, now)} AS cart, ${wishlistIdsSql(userId)} AS wishlist`,
  );
const cartAndWishlistQueries = { no: cartAndWishlistQuery("no"), en: cartAndWishlistQuery("en") } satisfies Record<
  Language,
  unknown
>;

const cartCountAndWishlistQuery = preparedSql<{ cart_count: number; wishlist: number[] }>(
  "cart_count_and_wishlist",
  sql`SELECT ${cartQuantitySql(userId, now)} AS cart_count, ${wishlistIdsSql(userId)} AS wishlist`,
);

/** getCart and wishlistDealIds in one query. */
export async function cartAndWishlist(
  db: Database,
  id: string,
  lang: Language,
  at = new Date(),
): Promise<{ cart: ServerCartLine[]; wishlistIds: number[] }> {
  const { rows } = await cartAndWishlistQueries[lang](db).execute({ userId: id, now: at.toISOString() });
  const row = rows[0]!;
  return { cart: cartLinesOfJson(row.cart), wishlistIds: row.wishlist };
}

/** cartQuantity and wishlistDealIds in one query. */
export async function cartCountAndWishlist(
  db: Database,
  id: string,
  at = new Date(),
): Promise<{ cartCount: number; wishlistIds: number[] }> {
  const { rows } = await cartCountAndWishlistQuery(db).execute({ userId: id, now: at.toISOString() });
  const row = rows[0]!;
  return { cartCount: row.cart_count, wishlistIds: row.wishlist };
}

const sessionCartAndWishlistQuery = (lang: Language) =>
  preparedSql<SessionUserRow & { cart: CartLineJson[]; wishlist: number[] }>(
    `session_cart_and_wishlist_${lang}`,
    withSessionUser(sql`${cartLinesJsonSql(lang, users.id, now)} AS cart, ${wishlistIdsSql(users.id)} AS wishlist`),
  );
const sessionCartAndWishlistQueries = {
  no: sessionCartAndWishlistQuery("no"),
  en: sessionCartAndWishlistQuery("en"),
} satisfies Record<Language, unknown>;

const sessionCartCountAndWishlistQuery = preparedSql<SessionUserRow & { cart_count: number; wishlist: number[] }>(
  "session_cart_count_and_wishlist",
  withSessionUser(sql`${cartQuantitySql(users.id, now)} AS cart_count, ${wishlistIdsSql(users.id)} AS wishlist`),
);

/**
 * findSessionUser and cartAndWishlist in one round trip: a personal page's root loader asks both.
 * Null when the token is no live session's.
 */
export async function sessionUserAndShop(
  db: Database,
  token: string | undefined,
  lang: Language,
  at = new Date(),
): Promise<{ user: SessionUser; shop: { cart: ServerCartLine[]; wishlistIds: number[] } } | null> {
  const hash = sessionIdHash(token);
  if (hash === null) return null;
  const { rows } = await sessionCartAndWishlistQueries[lang](db).execute({ idHash: hash, now: at.toISOString() });
  const row = rows[0];
  if (!row) return null;
  const { id, name, email, role } = row;
  return { user: { id, name, email, role }, shop: { cart: cartLinesOfJson(row.cart), wishlistIds: row.wishlist } };
}

/** findSessionUser and cartCountAndWishlist in one round trip, for /me. */
export async function sessionUserAndShopSummary(
  db: Database,
  token: string | undefined,
  at = new Date(),
): Promise<{ user: SessionUser; shop: { cartCount: number; wishlistIds: number[] } } | null> {
  const hash = sessionIdHash(token);
  if (hash === null) return null;
  const { rows } = await sessionCartCountAndWishlistQuery(db).execute({ idHash: hash, now: at.toISOString() });
  const row = rows[0];
  if (!row) return null;
  const { id, name, email, role } = row;
  return { user: { id, name, email, role }, shop: { cartCount: row.cart_count, wishlistIds: row.wishlist } };
}
