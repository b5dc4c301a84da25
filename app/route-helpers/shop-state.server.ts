// What the pages need of a signed-in user's server cart and wishlist (header badges, hearts,
// the cart and checkout pages): read by the root loader on personal pages, summed up for /me.
import type { Database } from "#db/connection.server";
import type { ServerCartLine } from "#domain/checkout/cart.server";
import { cartAndWishlist, cartCountAndWishlist } from "#domain/checkout/shop-state.server";
import type { Language } from "#i18n/languages";

export interface ShopState {
  cart: ServerCartLine[];
  wishlistIds: number[];
}

export function shopState(db: Database, userId: string, lang: Language): Promise<ShopState> {
  return cartAndWishlist(db, userId, lang);
}

/** What the header and hearts need on a shared page (/me): the badge numbers and saved deals. */
export function shopSummary(db: Database, userId: string): Promise<{ cartCount: number; wishlistIds: number[] }> {
  return cartCountAndWishlist(db, userId);
}
