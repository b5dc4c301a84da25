// The cart's lines and their changes, for the cart and checkout pages: apart from ./shop.ts,
// which every page loads, so that only those pages load them (decision 044).
import { useCallback, useMemo } from "react";
import type { CartLine } from "~/browser-storage/guest-cart";
import {
  clearGuestCart,
  removeFromGuestCart,
  setGuestCartQuantity,
  useGuestCart,
} from "~/browser-storage/guest-cart-lines";
import { useGuestMergeFailed } from "./guest-merge-state";
import { useMe, type ServerCartLines } from "./me";
import { postShopForm, serverShop } from "./shop";

function serverLines(cart: ServerCartLines): CartLine[] {
  return cart.map((line) => ({
    id: line.dealId,
    selectedPackage: line.packageKind,
    title: line.title,
    image: line.imageSrc,
    unitPriceOre: line.unitPriceOre,
    originalPriceOre: line.unitOriginalOre,
    quantity: line.quantity,
    priceChanged: line.seenUnitPriceOre !== line.unitPriceOre,
    ...(line.gift ? { gift: line.gift } : {}),
  }));
}

/**
 * The cart's lines (server or browser); null until the browser's storage has been read, and
 * for a signed-in user while a guest cart from this browser is still being merged in.
 */
export function useCartLines(): CartLine[] | null {
  const me = useMe();
  const guest = useGuestCart();
  const mergeFailed = useGuestMergeFailed();
  // The same array while the server's cart is the same: pages run effects on it (checkout
  // leaves for / on an empty one, and a new array at each render restarted that navigation).
  const server = useMemo(() => (me.cartLines ? serverLines(me.cartLines) : null), [me.cartLines]);
  // Signed in, the lines are the server's: read by the root loader of the pages that show them
  // (cart, checkout; elsewhere only their count is known). Before the browser's storage is read
  // (the server's render and hydration) they show when there are any, so the page is whole
  // before its script runs; an empty cart waits (null), as pages act on an empty cart (checkout
  // leaves) and a guest cart in this browser may still fill it. Once read, a guest cart that
  // has to merge in makes the lines wait again; when that merge failed, the server's cart is what
  // can be bought, so it shows rather than a wait that never ends.
  if (serverShop(me)) {
    if (guest === null) return server && server.length > 0 ? server : null;
    const merging = guest.length > 0 && !mergeFailed;
    return merging ? null : server;
  }
  return guest;
}

/** The cart page's changes to its lines; each resolves true when it was saved. */
export function useCartChanges() {
  const me = useMe();
  const signedIn = serverShop(me);
  const { refresh } = me;
  const post = useCallback(
    async (fields: Record<string, string>) => {
      const ok = await postShopForm("/cart/lines", fields);
      await refresh();
      return ok;
    },
    [refresh],
  );
  return {
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
