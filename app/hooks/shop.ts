// One way for the page to read and change the cart and wishlist: a signed-in user's live on the
// server (app/hooks/me.tsx says who is signed in and what the server holds; changes go to
// /cart/lines and /wishlist/items and then it reads again, so badges and hearts follow at once);
// a guest's stay in browser storage exactly as before (guest-cart.ts, guest-wishlist.ts).
import { addToGuestCart, type CartLine } from "~/browser-storage/guest-cart";
import { toggleGuestWishlist, useGuestWishlistIds, type WishlistItem } from "~/browser-storage/guest-wishlist";
import { CART_STORAGE_KEY, useStoredCount, WISHLIST_STORAGE_KEY } from "~/browser-storage/stored-counts";
import { useMe, type Me } from "./me";

/** Signed in, or the browser says so and /me has not answered yet: the server's cart counts. */
export const serverShop = (me: Me) => me.user !== null || me.pending;

/** Posts a small form to one of the shop's actions: the HTTP status, 0 when offline. */
export async function postShopFormStatus(path: string, fields: Record<string, string>): Promise<number> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  try {
    const response = await fetch(path, { method: "POST", body, headers: { Accept: "application/json" } });
    return response.status;
  } catch {
    return 0;
  }
}

export const postShopForm = async (path: string, fields: Record<string, string>) =>
  (await postShopFormStatus(path, fields)) === 200;

export function useSignedInShop(): boolean {
  return serverShop(useMe());
}

/** Adding to the cart (a deal card, the deal page); resolves true when it was saved. */
export function useCartActions() {
  const me = useMe();
  const signedIn = serverShop(me);
  const { refresh } = me;
  return {
    add: async (line: CartLine): Promise<boolean> => {
      if (!signedIn) {
        addToGuestCart(line);
        return true;
      }
      const ok = await postShopForm("/cart/lines", {
        intent: "add",
        dealId: String(line.id),
        packageKind: line.selectedPackage,
        quantity: String(line.quantity),
      });
      await refresh();
      return ok;
    },
  };
}

/** Ids of the saved deals (server or browser); null while unknown, as for useCartLines. */
export function useWishlistIds(): number[] | null {
  const me = useMe();
  const guest = useGuestWishlistIds();
  if (me.pending) return null;
  if (me.user) return guest?.length ? null : me.wishlistIds;
  return guest;
}

/** Flips a deal in or out of the wishlist; resolves to the new state, or null when it failed. */
export function useWishlistToggle() {
  const me = useMe();
  return async (item: WishlistItem): Promise<boolean | null> => {
    if (!serverShop(me)) return toggleGuestWishlist(item);
    const add = !me.wishlistIds.includes(item.id);
    const ok = await postShopForm("/wishlist/items", {
      intent: add ? "add" : "remove",
      dealId: String(item.id),
    });
    await me.refresh();
    return ok ? add : null;
  };
}

/**
 * Header badge numbers: the sum of quantities in the cart, the saved deals. Signed in: the
 * server's (in the first HTML of a personal page, from /me on a shared one); guests: read from
 * storage as before (0 until hydrated).
 */
export function useShopCounts(): { cart: number; wishlist: number } {
  const me = useMe();
  const guestCart = useStoredCount(CART_STORAGE_KEY);
  const guestWishlist = useStoredCount(WISHLIST_STORAGE_KEY);
  if (!serverShop(me)) return { cart: guestCart, wishlist: guestWishlist };
  return { cart: me.cartCount, wishlist: me.wishlistIds.length };
}
