// The guest wishlist in browser storage under the spec's key `wishlist-storage` (spec §4):
// adding is ignored when present, removing filters by id, toggle flips membership.
import { useSyncExternalStore } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { readStoredItems, STORAGE_CHANGED, subscribeToStorage, WISHLIST_STORAGE_KEY } from "./stored-counts";

export type WishlistItem = { id: number; title: string; image: string };

export function readGuestWishlist(): WishlistItem[] {
  return readStoredItems<WishlistItem>(WISHLIST_STORAGE_KEY, (item) => typeof item.id === "number");
}

function write(items: WishlistItem[]) {
  localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify({ state: { items, count: items.length }, version: 0 }));
  window.dispatchEvent(new Event(STORAGE_CHANGED));
}

/** Adds or removes the deal; returns true when it is now in the wishlist. */
export function toggleGuestWishlist(item: WishlistItem): boolean {
  const items = readGuestWishlist();
  const present = items.some((i) => i.id === item.id);
  write(present ? items.filter((i) => i.id !== item.id) : [...items, item]);
  return !present;
}

export function clearGuestWishlist() {
  write([]);
}

let cachedRaw: string | null | undefined;
const NO_IDS: number[] = [];
let cachedIds = NO_IDS;

function idsSnapshot(): number[] {
  const raw = localStorage.getItem(WISHLIST_STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    const ids = readGuestWishlist().map((i) => i.id);
    // The server's empty list when empty, so hydration finds nothing changed.
    cachedIds = ids.length > 0 ? ids : NO_IDS;
  }
  return cachedIds;
}

/** Ids of the saved deals, live; null until the browser's storage has been read. */
export function useGuestWishlistIds(): number[] | null {
  const ids = useSyncExternalStore(subscribeToStorage, idsSnapshot, () => NO_IDS);
  return useHydrated() ? ids : null;
}
