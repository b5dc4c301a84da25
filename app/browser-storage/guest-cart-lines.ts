// The guest cart's lines as the cart, checkout and gift pages read and change them: kept apart
// from ./guest-cart.ts, which every page loads (a card's "add to cart"), so that only those
// pages load this (decision 044).
import { useSyncExternalStore } from "react";
import type { GiftDetails } from "#domain/vouchers/gift-input";
import { useHydrated } from "~/hooks/use-hydrated";
import { readGuestCart, writeGuestCart, type CartLine } from "./guest-cart";
import { CART_STORAGE_KEY, subscribeToStorage } from "./stored-counts";

const sameLine = (a: CartLine, id: number, kind: string) => a.id === id && a.selectedPackage === kind;

/** Sets a line's quantity; 0 or less removes the line (spec §4). */
export function setGuestCartQuantity(id: number, kind: string, quantity: number) {
  const items = readGuestCart();
  const line = items.find((l) => sameLine(l, id, kind));
  if (!line) return;
  if (quantity <= 0) writeGuestCart(items.filter((l) => !sameLine(l, id, kind)));
  else {
    line.quantity = quantity;
    writeGuestCart(items);
  }
}

export function removeFromGuestCart(id: number, kind: string) {
  writeGuestCart(readGuestCart().filter((l) => !sameLine(l, id, kind)));
}

export function clearGuestCart() {
  writeGuestCart([]);
}

/** Makes a line a gift, or (null) not a gift any more. */
export function setGuestCartGift(id: number, kind: string, gift: GiftDetails | null) {
  const items = readGuestCart();
  const line = items.find((l) => sameLine(l, id, kind));
  if (!line) return;
  if (gift) line.gift = gift;
  else delete line.gift;
  writeGuestCart(items);
}

/** Updates the stored display prices and titles to what the server says now. */
export function refreshGuestCart(update: (line: CartLine) => CartLine | null) {
  writeGuestCart(readGuestCart().flatMap((line) => update(line) ?? []));
}

let cachedRaw: string | null | undefined;
const EMPTY: CartLine[] = [];
let cachedLines = EMPTY;

function snapshot(): CartLine[] {
  const raw = localStorage.getItem(CART_STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    const lines = readGuestCart();
    // The server's empty cart when empty, so hydration finds nothing changed.
    cachedLines = lines.length > 0 ? lines : EMPTY;
  }
  return cachedLines;
}

/** The guest cart's lines, live; null until the browser's storage has been read. */
export function useGuestCart(): CartLine[] | null {
  const lines = useSyncExternalStore(subscribeToStorage, snapshot, () => EMPTY);
  return useHydrated() ? lines : null;
}
