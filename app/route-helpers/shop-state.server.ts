// What the pages need of a signed-in user's server cart and wishlist (header badges, hearts,
// the cart and checkout pages): read by the root loader on personal pages, summed up for /me.
import type { Database } from "#db/connection.server";
import { cartQuantity, getCart, type ServerCartLine } from "#domain/checkout/cart.server";
import { wishlistDealIds } from "#domain/catalog/wishlist.server";
import type { Language } from "#i18n/languages";

export interface ShopState {
  cart: ServerCartLine[];
  wishlistIds: number[];
}

export async function shopState(db: Database, userId: string, lang: Language): Promise<ShopState> {
  const [cart, wishlistIds] = await Promise.all([getCart(db, userId, lang), wishlistDealIds(db, userId)]);
  return { cart, wishlistIds };
}

/** What the header and hearts need on a shared page (/me): the badge numbers and saved deals. */
export async function shopSummary(db: Database, userId: string): Promise<{ cartCount: number; wishlistIds: number[] }> {
  const [cartCount, wishlistIds] = await Promise.all([cartQuantity(db, userId), wishlistDealIds(db, userId)]);
  return { cartCount, wishlistIds };
}
