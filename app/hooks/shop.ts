// One way for the page to read and change the cart and wishlist: a signed-in user's live on the
// server (the root loader reads them, changes go to /cart/lines and /wishlist/items and then
// every loader runs again, so badges and hearts follow at once); a guest's stay in browser
// storage exactly as before (guest-cart.ts, guest-wishlist.ts).
import { useCallback } from "react";
import { useRevalidator, useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";
import {
  addToGuestCart,
  clearGuestCart,
  removeFromGuestCart,
  setGuestCartQuantity,
  useGuestCart,
  type CartLine,
} from "~/browser-storage/guest-cart";
import { toggleGuestWishlist, useGuestWishlistIds, type WishlistItem } from "~/browser-storage/guest-wishlist";
import { CART_STORAGE_KEY, useStoredCount, WISHLIST_STORAGE_KEY } from "~/browser-storage/stored-counts";

type ShopData = NonNullable<RootData["shop"]>;

function useRootShop(): { shop: ShopData | null } {
  const root = useRouteLoaderData<RootData>("root");
  return { shop: root?.shop ?? null };
}

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

const postShopForm = async (path: string, fields: Record<string, string>) =>
  (await postShopFormStatus(path, fields)) === 200;

function serverLines(shop: ShopData): CartLine[] {
  return shop.cart.map((line) => ({
    id: line.dealId,
    selectedPackage: line.packageKind,
    title: line.title,
    image: line.imageSrc,
    unitPriceOre: line.unitPriceOre,
    originalPriceOre: line.unitOriginalOre,
    quantity: line.quantity,
    priceChanged: line.seenUnitPriceOre !== line.unitPriceOre,
  }));
}

/**
 * The cart's lines (server or browser); null until the browser's storage has been read, and
 * for a signed-in user while a guest cart from this browser is still being merged in.
 */
export function useCartLines(): CartLine[] | null {
  const { shop } = useRootShop();
  const guest = useGuestCart();
  // Also null until hydrated when signed in: pages act on an empty cart (checkout leaves), and
  // a guest cart in this browser may still have to merge in.
  if (shop) return guest === null || guest.length > 0 ? null : serverLines(shop);
  return guest;
}

export function useSignedInShop(): boolean {
  return useRootShop().shop !== null;
}

/** Cart changes; each resolves true when it was saved. */
export function useCartActions() {
  const { shop } = useRootShop();
  const { revalidate } = useRevalidator();
  const signedIn = shop !== null;
  const post = useCallback(
    async (fields: Record<string, string>) => {
      const ok = await postShopForm("/cart/lines", fields);
      await revalidate();
      return ok;
    },
    [revalidate],
  );
  return {
    add: async (line: CartLine): Promise<boolean> => {
      if (!signedIn) {
        addToGuestCart(line);
        return true;
      }
      return post({
        intent: "add",
        dealId: String(line.id),
        packageKind: line.selectedPackage,
        quantity: String(line.quantity),
      });
    },
    setQuantity: async (id: number, kind: string, quantity: number): Promise<boolean> => {
      if (!signedIn) {
        setGuestCartQuantity(id, kind, quantity);
        return true;
      }
      return post({ intent: "set", dealId: String(id), packageKind: kind, quantity: String(quantity) });
    },
    remove: async (id: number, kind: string): Promise<boolean> => {
      if (!signedIn) {
        removeFromGuestCart(id, kind);
        return true;
      }
      return post({ intent: "remove", dealId: String(id), packageKind: kind });
    },
    clear: async (): Promise<boolean> => {
      if (!signedIn) {
        clearGuestCart();
        return true;
      }
      return post({ intent: "clear" });
    },
  };
}

/** Ids of the saved deals (server or browser); null while unknown, as for useCartLines. */
export function useWishlistIds(): number[] | null {
  const { shop } = useRootShop();
  const guest = useGuestWishlistIds();
  if (shop) return guest?.length ? null : shop.wishlistIds;
  return guest;
}

/** Flips a deal in or out of the wishlist; resolves to the new state, or null when it failed. */
export function useWishlistToggle() {
  const { shop } = useRootShop();
  const { revalidate } = useRevalidator();
  return async (item: WishlistItem): Promise<boolean | null> => {
    if (!shop) return toggleGuestWishlist(item);
    const add = !shop.wishlistIds.includes(item.id);
    const ok = await postShopForm("/wishlist/items", {
      intent: add ? "add" : "remove",
      dealId: String(item.id),
    });
    await revalidate();
    return ok ? add : null;
  };
}

/**
 * Header badge numbers: the sum of quantities in the cart, the saved deals. Signed in: the
 * server's, already in the first HTML; guests: read from storage as before (0 until hydrated).
 */
export function useShopCounts(): { cart: number; wishlist: number } {
  const { shop } = useRootShop();
  const guestCart = useStoredCount(CART_STORAGE_KEY);
  const guestWishlist = useStoredCount(WISHLIST_STORAGE_KEY);
  if (!shop) return { cart: guestCart, wishlist: guestWishlist };
  return { cart: shop.cart.reduce((sum, line) => sum + line.quantity, 0), wishlist: shop.wishlistIds.length };
}
