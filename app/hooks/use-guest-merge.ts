// Merge at sign-in: once a customer is signed in, the cart and wishlist a guest kept in this
// browser join the server copies, and the browser's copies are cleared only after the server
// said ok. The cart goes with a merge id kept beside it in storage, so a retry after a lost
// answer (or a second tab) adds nothing twice (domain/checkout/cart.server.ts mergeGuestCart).
import { useEffect, useRef } from "react";
import { readGuestCart } from "~/browser-storage/guest-cart";
import { clearGuestCart } from "~/browser-storage/guest-cart-lines";
import { clearGuestWishlist, readGuestWishlist } from "~/browser-storage/guest-wishlist";
import type { Me } from "./me";
import { postShopFormStatus } from "./shop";
import { CART_MERGE_ID_KEY } from "~/browser-storage/stored-counts";
import { setGuestMergeFailed } from "./guest-merge-state";

let running = false;

function mergeIdFor(): string {
  const existing = localStorage.getItem(CART_MERGE_ID_KEY);
  if (existing) return existing;
  const id = crypto.randomUUID();
  localStorage.setItem(CART_MERGE_ID_KEY, id);
  return id;
}

/** `me`: who is signed in, with the server's cart and wishlist (app/hooks/me.tsx). */
export function useGuestMerge(me: Me) {
  // The server copies as they were before the merge, until fresher ones arrived.
  const staleShop = useRef<Me | null>(null);
  const signedIn = me.user !== null;

  useEffect(() => {
    if (!signedIn || running) return;
    const cart = readGuestCart();
    const wishlist = readGuestWishlist();
    if (cart.length === 0 && wishlist.length === 0) return;
    running = true;
    const before = me;
    // A gift's recipient, greeting and day go with its line.
    const lines = cart.map((l) => ({
      dealId: l.id,
      packageKind: l.selectedPackage,
      quantity: l.quantity,
      ...(l.gift ? { gift: l.gift } : {}),
    }));
    void postShopFormStatus("/cart/merge", {
      mergeId: mergeIdFor(),
      cart: JSON.stringify(lines),
      wishlist: JSON.stringify(wishlist.map((item) => item.id)),
    })
      .then(async (status) => {
        // Offline, signed out meanwhile or a server error: kept here; the next page load tries again.
        // 400: nothing in it the server could take (unreadable storage), so it goes.
        if (status !== 200 && status !== 400) {
          setGuestMergeFailed(true);
          return;
        }
        setGuestMergeFailed(false);
        staleShop.current = before;
        await before.refresh();
      })
      .finally(() => {
        running = false;
      });
    // Runs per page load and sign-in; `me` changes with every answer and is only read.
  }, [signedIn]); // eslint-disable-line react-hooks/exhaustive-deps

  // The guest copies go once the page shows the merged server copies, so it never shows an
  // empty cart in between (a checkout page would leave on one).
  useEffect(() => {
    if (staleShop.current === null || me === staleShop.current) return;
    staleShop.current = null;
    clearGuestCart();
    clearGuestWishlist();
    localStorage.removeItem(CART_MERGE_ID_KEY);
  }, [me]);
}
