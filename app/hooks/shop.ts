// One way for the page to read and change the cart and wishlist: a signed-in user's live on the
// server (app/hooks/me.tsx says who is signed in and what the server holds; changes go to
// /cart/lines and /wishlist/items and then it reads again, so badges and hearts follow at once);
// a guest's stay in browser storage exactly as before (guest-cart.ts, guest-wishlist.ts).
import { useCallback, useMemo } from "react";
import {
  addToGuestCart,
  clearGuestCart,
  removeFromGuestCart,
  setGuestCartGift,
  setGuestCartQuantity,
  useGuestCart,
  type CartLine,
} from "~/browser-storage/guest-cart";
import { toggleGuestWishlist, useGuestWishlistIds, type WishlistItem } from "~/browser-storage/guest-wishlist";
import { CART_STORAGE_KEY, useStoredCount, WISHLIST_STORAGE_KEY } from "~/browser-storage/stored-counts";
import type { GiftDetails } from "#domain/vouchers/gift-input";
import { useMe, type Me, type ServerCartLines } from "./me";
import { useGuestMergeFailed } from "./guest-merge-state";

/** Signed in, or the browser says so and /me has not answered yet: the server's cart counts. */
const serverShop = (me: Me) => me.user !== null || me.pending;

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
  // Also null until hydrated when signed in: pages act on an empty cart (checkout leaves), and
  // a guest cart in this browser may still have to merge in; when that merge failed, the
  // server's cart is what can be bought, so it shows rather than a wait that never ends. The
  // lines are read by the root loader of the pages that show them (cart, checkout); elsewhere
  // only their count is known.
  if (serverShop(me)) {
    const merging = guest !== null && guest.length > 0 && !mergeFailed;
    return guest === null || merging ? null : server;
  }
  return guest;
}

export function useSignedInShop(): boolean {
  return serverShop(useMe());
}

/** What POST /cart/gift answers: the checked gift, or the problems with its fields. */
export type GiftAnswer = { ok: true; gift: GiftDetails | null } | { ok: false; errors: Record<string, string> };

async function postGift(fields: Record<string, string>): Promise<GiftAnswer> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  try {
    const response = await fetch("/cart/gift", { method: "POST", body, headers: { Accept: "application/json" } });
    const answer = (await response.json()) as {
      ok: boolean;
      gift?: GiftDetails | null;
      errors?: Record<string, string>;
    };
    if (answer.ok) return { ok: true, gift: answer.gift ?? null };
    return { ok: false, errors: answer.errors ?? {} };
  } catch {
    return { ok: false, errors: {} };
  }
}

/**
 * A cart line as a gift: the server checks the gift's fields (and saves a signed-in user's);
 * a guest's browser stores the checked gift with its line.
 */
export function useGiftActions() {
  const me = useMe();
  const signedIn = serverShop(me);
  const { refresh } = me;
  return {
    /** From the deal page: the line added to the cart with its gift. */
    add: async (line: CartLine, gift: Record<string, string>): Promise<GiftAnswer> => {
      const answer = await postGift({
        ...gift,
        intent: "add",
        dealId: String(line.id),
        packageKind: line.selectedPackage,
        quantity: String(line.quantity),
      });
      if (answer.ok && answer.gift) {
        if (signedIn) await refresh();
        else addToGuestCart({ ...line, gift: answer.gift });
      }
      return answer;
    },
    /** From the cart: a line made a gift (fields) or not a gift any more (null). */
    set: async (id: number, kind: string, gift: Record<string, string> | null): Promise<GiftAnswer> => {
      const answer = await postGift({
        ...(gift ?? {}),
        intent: gift ? "set" : "remove",
        dealId: String(id),
        packageKind: kind,
      });
      if (answer.ok) {
        if (signedIn) await refresh();
        else setGuestCartGift(id, kind, answer.gift);
      }
      return answer;
    },
  };
}

/** Cart changes; each resolves true when it was saved. */
export function useCartActions() {
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
