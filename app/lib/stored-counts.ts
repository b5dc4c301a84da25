// Header badge counts read from the guest cart and wishlist in browser storage (spec §4 keys).
// The shopping flow writes these keys; it announces changes in this tab with STORAGE_CHANGED.
import { useSyncExternalStore } from "react";
import { z } from "zod";

export const CART_STORAGE_KEY = "cart-storage";
export const WISHLIST_STORAGE_KEY = "wishlist-storage";
/** The id a guest cart is merged under at sign-in, so sending it twice adds it once. */
export const CART_MERGE_ID_KEY = "cart-merge-id";
export const STORAGE_CHANGED = "magicdeals:storage";

const storedItems = z.object({
  state: z.object({ items: z.array(z.object({ quantity: z.number().int().nonnegative().optional() })) }),
});

/** Number of items stored under `key`: the sum of quantities for the cart, entries for the wishlist. */
export function readStoredCount(key: string): number {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return 0;
    const parsed = storedItems.safeParse(JSON.parse(raw));
    if (!parsed.success) return 0;
    return parsed.data.state.items.reduce((sum, item) => sum + (item.quantity ?? 1), 0);
  } catch {
    return 0; // unreadable storage counts as empty
  }
}

export function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(STORAGE_CHANGED, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(STORAGE_CHANGED, onChange);
  };
}

/** 0 on the server and during hydration, then the stored count. */
export function useStoredCount(key: string): number {
  return useSyncExternalStore(
    subscribeToStorage,
    () => readStoredCount(key),
    () => 0,
  );
}
