// Header badge counts read from the guest cart and wishlist in browser storage (spec §4 keys).
// The shopping flow writes these keys; it announces changes in this tab with STORAGE_CHANGED.
import { useSyncExternalStore } from "react";

export const CART_STORAGE_KEY = "cart-storage";
export const WISHLIST_STORAGE_KEY = "wishlist-storage";
/** The id a guest cart is merged under at sign-in, so sending it twice adds it once. */
export const CART_MERGE_ID_KEY = "cart-merge-id";
export const STORAGE_CHANGED = "magicdeals:storage";

/**
 * The items stored under `key` when every one passes `isItem`, else none. Checked by hand rather
 * than with Zod: this runs on every page, and Zod would add about 14 KB to each first visit.
 */
export function readStoredItems<T>(key: string, isItem: (item: Record<string, unknown>) => boolean): T[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? "null");
    const items = isRecord(stored) && isRecord(stored.state) ? stored.state.items : undefined;
    return Array.isArray(items) && items.every((item) => isRecord(item) && isItem(item)) ? (items as T[]) : [];
  } catch {
    return []; // unreadable storage counts as empty
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const isWholeNumber = (value: unknown, min: number): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= min;

/** Number of items stored under `key`: the sum of quantities for the cart, entries for the wishlist. */
export function readStoredCount(key: string): number {
  const items = readStoredItems<{ quantity?: number }>(
    key,
    (item) => item.quantity === undefined || isWholeNumber(item.quantity, 0),
  );
  return items.reduce((sum, item) => sum + (item.quantity ?? 1), 0);
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
