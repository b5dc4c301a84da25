// The visitor's home city, kept in this browser only (localStorage "home-city"): the start page is
// one shared, cached page for everyone, so the city is applied after it has loaded, never in its HTML.
import { useSyncExternalStore } from "react";
import { subscribeToStorage, STORAGE_CHANGED } from "./stored-counts";

const KEY = "home-city";

function readHomeCity(): string | null {
  try {
    const city = localStorage.getItem(KEY);
    return city && city.length <= 60 ? city : null;
  } catch {
    // Storage refused (private mode, blocked): no home city.
    return null;
  }
}

export function saveHomeCity(city: string | null): void {
  try {
    if (city) localStorage.setItem(KEY, city);
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused: nothing is remembered.
  }
  window.dispatchEvent(new Event(STORAGE_CHANGED));
}

/** None on the server and during hydration, then the stored city. */
export function useHomeCity(): string | null {
  return useSyncExternalStore(subscribeToStorage, readHomeCity, () => null);
}
