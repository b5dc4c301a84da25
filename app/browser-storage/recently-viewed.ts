// "Nylig sett" in this browser: deal ids, newest first, at most eight. A guest's list stays
// here; once signed in it is handed to the account (POST /recently-viewed) and emptied.
const KEY = "recently-viewed";
export const RECENTLY_VIEWED_MAX = 8;

export function readRecentlyViewed(): number[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    if (!Array.isArray(stored)) return [];
    return stored.filter((id): id is number => Number.isInteger(id) && id > 0).slice(0, RECENTLY_VIEWED_MAX);
  } catch {
    return []; // unreadable storage counts as empty
  }
}

/** Puts the deal first (moving it up when it was there). */
export function rememberViewed(dealId: number) {
  const ids = [dealId, ...readRecentlyViewed().filter((id) => id !== dealId)].slice(0, RECENTLY_VIEWED_MAX);
  localStorage.setItem(KEY, JSON.stringify(ids));
}

export function clearRecentlyViewed() {
  localStorage.removeItem(KEY);
}
