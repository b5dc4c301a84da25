// What every page needs of a signed-in user's server cart and wishlist (header badges, hearts,
// the cart and checkout pages), read once per page load by the root loader.
import type { Database } from "#db/connection.server";
import { getCart, type ServerCartLine } from "#domain/checkout/cart.server";
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
