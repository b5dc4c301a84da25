// The guest cart in browser storage under the spec's key `cart-storage`. A line is one deal
// and package; adding the same again raises its quantity (spec §4). Prices here are only for
// display: the server prices every order itself.
import { useSyncExternalStore } from "react";
import { z } from "zod";
import { CART_MERGE_ID_KEY, CART_STORAGE_KEY, STORAGE_CHANGED, subscribeToStorage } from "./stored-counts";

const cartLine = z.object({
  id: z.number().int().positive(),
  selectedPackage: z.enum(["basic", "premium", "group"]),
  title: z.string(),
  image: z.string(),
  unitPriceOre: z.number().int().nonnegative(),
  originalPriceOre: z.number().int().nonnegative(),
  quantity: z.number().int().positive(),
  /** Set when the server's price differed from the one shown when the line was added. */
  priceChanged: z.boolean().optional(),
});
export type CartLine = z.infer<typeof cartLine>;

const storedCart = z.object({ state: z.object({ items: z.array(cartLine) }) });

export function readGuestCart(): CartLine[] {
  try {
    const parsed = storedCart.safeParse(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? "null"));
    return parsed.success ? parsed.data.state.items : [];
  } catch {
    return [];
  }
}

function writeGuestCart(items: CartLine[]) {
  const total = items.reduce((sum, line) => sum + line.unitPriceOre * line.quantity, 0);
  const itemCount = items.reduce((sum, line) => sum + line.quantity, 0);
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { items, total, itemCount }, version: 0 }));
  // Changed contents are a new cart to merge at sign-in (see use-guest-merge.ts).
  localStorage.removeItem(CART_MERGE_ID_KEY);
  window.dispatchEvent(new Event(STORAGE_CHANGED));
}

export function addToGuestCart(line: CartLine) {
  const items = readGuestCart();
  const existing = items.find((l) => l.id === line.id && l.selectedPackage === line.selectedPackage);
  if (existing) existing.quantity += line.quantity;
  else items.push(line);
  writeGuestCart(items);
}

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

/** Updates the stored display prices and titles to what the server says now. */
export function refreshGuestCart(update: (line: CartLine) => CartLine | null) {
  writeGuestCart(readGuestCart().flatMap((line) => update(line) ?? []));
}

let cachedRaw: string | null | undefined;
let cachedLines: CartLine[] = [];
const EMPTY: CartLine[] = [];

function snapshot(): CartLine[] {
  const raw = localStorage.getItem(CART_STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedLines = readGuestCart();
  }
  return cachedLines;
}

/** The guest cart's lines, live; null until the browser's storage has been read. */
export function useGuestCart(): CartLine[] | null {
  const lines = useSyncExternalStore(subscribeToStorage, snapshot, () => EMPTY);
  const hydrated = useSyncExternalStore(
    subscribeToStorage,
    () => true,
    () => false,
  );
  return hydrated ? lines : null;
}
