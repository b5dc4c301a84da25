// The guest cart in browser storage under the spec's key `cart-storage`. A line is one deal
// and package; adding the same again raises its quantity (spec §4). Prices here are only for
// display: the server prices every order itself.
import type { GiftDetails } from "#domain/vouchers/gift-input";
import { CART_MERGE_ID_KEY, CART_STORAGE_KEY, isWholeNumber, readStoredItems, STORAGE_CHANGED } from "./stored-counts";

const PACKAGES = ["basic", "premium", "group"] as const;

export interface CartLine {
  id: number;
  selectedPackage: (typeof PACKAGES)[number];
  title: string;
  image: string;
  unitPriceOre: number;
  originalPriceOre: number;
  quantity: number;
  /** Set when the server's price differed from the one shown when the line was added. */
  priceChanged?: boolean;
  /** Given as a gift (checked by the server before it was stored: POST /cart/gift). */
  gift?: GiftDetails;
}

const isGift = (gift: unknown): boolean =>
  gift === undefined ||
  (typeof gift === "object" &&
    gift !== null &&
    ["recipientName", "recipientEmail", "message", "deliverOn"].every(
      (key) => typeof (gift as Record<string, unknown>)[key] === "string",
    ));

const isCartLine = (line: Record<string, unknown>): boolean =>
  isWholeNumber(line.id, 1) &&
  (PACKAGES as readonly unknown[]).includes(line.selectedPackage) &&
  typeof line.title === "string" &&
  typeof line.image === "string" &&
  isWholeNumber(line.unitPriceOre, 0) &&
  isWholeNumber(line.originalPriceOre, 0) &&
  isWholeNumber(line.quantity, 1) &&
  (line.priceChanged === undefined || typeof line.priceChanged === "boolean") &&
  isGift(line.gift);

export function readGuestCart(): CartLine[] {
  return readStoredItems<CartLine>(CART_STORAGE_KEY, isCartLine);
}

/** Stores the cart whole (./guest-cart-lines.ts changes lines through it too). */
export function writeGuestCart(items: CartLine[]) {
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
  if (existing) {
    existing.quantity += line.quantity;
    if (line.gift) existing.gift = line.gift;
  } else items.push(line);
  writeGuestCart(items);
}
