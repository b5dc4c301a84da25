// What "refused" and "allowed" look like for the access-control suite, and the scan that no
// answer carries anyone else's data.
import type { IdentityName } from "./access-actors";
import type { Secret } from "./access-world";

export interface Answer {
  status: number;
  location: string;
  contentType: string;
  body: string;
}

/**
 * The answer as a browser sees it. A single-fetch data request (/path.data, the client-side
 * navigation's door) encodes a redirect in its body with HTTP 202: it counts as that redirect.
 */
export async function answerOf(response: Response): Promise<Answer> {
  const answer = {
    status: response.status,
    location: response.headers.get("Location") ?? "",
    contentType: response.headers.get("Content-Type") ?? "",
    body: await response.text(),
  };
  // Loaders' data wraps it as ["SingleFetchRedirect", …]; actions' data has it bare.
  const encoded = /^\[(?:\["SingleFetchRedirect",\d+\],)?\{[^}]*\},"redirect","([^"]*)","status",(\d{3})/.exec(
    answer.body,
  );
  if (answer.status === 202 && encoded) return { ...answer, status: Number(encoded[2]), location: encoded[1]! };
  return answer;
}

/** The single-fetch address of a page's data: /x?y → /x.data?y, / → /_root.data. */
export function dataUrl(path: string): string {
  const [pathname, query] = path.split(/\?(.*)/s, 2) as [string, string | undefined];
  return `${pathname === "/" ? "/_root" : pathname}.data${query ? `?${query}` : ""}`;
}

const brief = (answer: Answer) =>
  `HTTP ${answer.status}${answer.location ? ` → ${answer.location}` : ""} ${answer.body.slice(0, 120).replace(/\s+/g, " ")}`;

/** A redirect to a sign-in page (/login or /business/login) that comes back to `path` afterwards. */
export function signInRedirect(answer: Answer, door: "/login" | "/business/login", path?: string): string | null {
  if (answer.status !== 302 && answer.status !== 303) return `expected a redirect to ${door}, got ${brief(answer)}`;
  const location = new URL(answer.location, "http://app.invalid");
  if (location.pathname !== door) return `expected a redirect to ${door}, got ${brief(answer)}`;
  if (path !== undefined && location.searchParams.get("redirectTo") !== path)
    return `the sign-in redirect does not come back to ${path}: ${answer.location}`;
  return null;
}

export function isSignInRedirect(answer: Answer): boolean {
  return signInRedirect(answer, "/login") === null || signInRedirect(answer, "/business/login") === null;
}

/** A JSON refusal with `status` (401 not signed in, 403 wrong role, 404 not yours). */
export function jsonRefusal(answer: Answer, status: number): string | null {
  if (answer.status !== status) return `expected HTTP ${status}, got ${brief(answer)}`;
  if (!answer.contentType.startsWith("application/json")) return `expected JSON, got ${answer.contentType}`;
  return null;
}

export function status(answer: Answer, ...statuses: number[]): string | null {
  return statuses.includes(answer.status) ? null : `expected HTTP ${statuses.join(" or ")}, got ${brief(answer)}`;
}

/** Granted: no server error, no refusal, no bounce to a sign-in page. */
export function granted(answer: Answer, options: { notFoundIsRefusal?: boolean; allow401?: boolean } = {}) {
  const refused =
    answer.status >= 500 ||
    answer.status === 403 ||
    (answer.status === 401 && !options.allow401) ||
    (answer.status === 404 && options.notFoundIsRefusal) ||
    isSignInRedirect(answer);
  return refused ? `expected access, got ${brief(answer)}` : null;
}

/**
 * The secrets of others that show in an answer given to `viewer` (its body or its redirect);
 * what the request itself said (`asked`: its address, its cookies) may come back.
 */
export function leaks(answer: Answer, viewer: IdentityName, secrets: readonly Secret[], asked = ""): string[] {
  const text = `${answer.location}\n${answer.body}`;
  return secrets
    .filter((s) => !s.visibleTo.includes(viewer) && !asked.includes(s.text) && text.includes(s.text))
    .map((s) => s.label);
}
