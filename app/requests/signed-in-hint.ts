// A hint for the browser's script that this browser has signed in: `signed_in=1`, readable by
// the page (not HttpOnly), set with the session cookie and cleared with it. The shared catalogue
// pages carry nothing personal, so the header asks /me who is signed in; with no hint an
// anonymous visitor is spared that request, and with one the header keeps the sign-in link's
// place free until the answer comes. It grants nothing: only the session cookie signs anyone in.
// One name in every environment, like the `language` cookie: it carries nothing secret.
export const SIGNED_IN_HINT_COOKIE = "signed_in";

/** Whether the browser holds the hint (call only in the browser). */
export function hasSignedInHint(): boolean {
  return document.cookie.split("; ").includes(`${SIGNED_IN_HINT_COOKIE}=1`);
}

/**
 * Sets the hint where a personal page's loader found the user signed in and the browser has no
 * hint (a session from before the hint existed), so the shared pages ask /me for it too.
 */
export function setSignedInHint() {
  const secure = location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/; samesite=lax${secure}`;
}
