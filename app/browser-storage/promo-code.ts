// The promo code the buyer applied in the cart, kept in the browser (session storage) until the
// checkout: only the code is kept; its discount is always priced again on the server.
import { useCallback, useSyncExternalStore } from "react";
import { STORAGE_CHANGED, subscribeToStorage } from "./stored-counts";

const PROMO_CODE_KEY = "promo-code";

function readPromoCode(): string | null {
  try {
    const code = window.sessionStorage.getItem(PROMO_CODE_KEY);
    return code && /^[A-Za-z0-9_-]{1,40}$/.test(code) ? code : null;
  } catch {
    return null;
  }
}

export function storePromoCode(code: string | null): void {
  try {
    if (code) window.sessionStorage.setItem(PROMO_CODE_KEY, code);
    else window.sessionStorage.removeItem(PROMO_CODE_KEY);
  } catch {
    // Storage refused (private mode): the code is then just not remembered.
  }
  window.dispatchEvent(new Event(STORAGE_CHANGED));
}

/** The applied code (null on the server and during hydration) and a setter. */
export function usePromoCode(): [string | null, (code: string | null) => void] {
  const code = useSyncExternalStore(subscribeToStorage, readPromoCode, () => null);
  return [code, useCallback((next: string | null) => storePromoCode(next), [])];
}
