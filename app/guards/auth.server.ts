// Who is signed in, and the checks every protected route uses: requireUser, requireRole.
import { parse, serialize } from "cookie";
import { SESSION_COOKIE } from "#server/cookie-names.server";
import { data, redirect, type AppLoadContext } from "react-router";
import { translator } from "#i18n/dictionaries.server";
import { languageFromRequest } from "~/requests/language.server";
import { localizedPath } from "#server/language-urls";
import { findSessionUser, type NewSession, type Role, type SessionUser } from "#domain/accounts/sessions.server";

export { SESSION_COOKIE };

export function sessionToken(request: Request): string | undefined {
  return parse(request.headers.get("Cookie") ?? "")[SESSION_COOKIE];
}

/**
 * One request's session lookup, shared by its loaders: the root loader, a layout's guard and the
 * page's guard each ask, and a page load would otherwise look the session up two or three times.
 * Keyed by the request's load context, which React Router hands to every loader of one request.
 */
const lookups = new WeakMap<AppLoadContext, { token: string | undefined; user: Promise<SessionUser | null> }>();

/** Reads share one lookup; a request that changes things (an action may sign in or out, rename) always asks again. */
const READS = new Set(["GET", "HEAD"]);

/** Whether `request` may use a lookup its load context keeps for the session `token`. */
export function isSharedLookup(request: Request, token: string | undefined): boolean {
  return READS.has(request.method) && sessionToken(request) === token;
}

export function getCurrentUser(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  const token = sessionToken(request);
  if (!READS.has(request.method)) return findSessionUser(context.db, token);
  const known = lookups.get(context);
  if (known && known.token === token) return known.user;
  const user = findSessionUser(context.db, token);
  lookups.set(context, { token, user });
  // A failed lookup is not kept: the next loader asks again and gets its own answer.
  user.catch(() => lookups.delete(context));
  return user;
}

/**
 * The signed-in user and what a loader reads about them, in one round trip (`together`) when this
 * is the request's first lookup; the request's other loaders then share the user. Otherwise the
 * shared lookup, then `alone`.
 */
export async function currentUserAnd<Shop>(
  request: Request,
  context: AppLoadContext,
  read: {
    together: (token: string | undefined) => Promise<{ user: SessionUser; shop: Shop } | null>;
    alone: (user: SessionUser) => Promise<Shop>;
  },
): Promise<{ user: SessionUser; shop: Shop } | null> {
  const token = sessionToken(request);
  const known = lookups.get(context);
  if (!READS.has(request.method) || (known && known.token === token)) {
    const user = await getCurrentUser(request, context);
    return user ? { user, shop: await read.alone(user) } : null;
  }
  const both = read.together(token);
  const user = both.then((found) => found?.user ?? null);
  lookups.set(context, { token, user });
  user.catch(() => lookups.delete(context));
  return both;
}

/** Any origin serves: only whether the value stays on it matters. */
const SITE = "http://site.invalid";

/**
 * Control characters are dropped by URL parsers (so "/\t/evil.example" reads "//evil.example")
 * and make an invalid header; a backslash reads as a slash; neither belongs in a path we keep.
 */
function hasUnsafeCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/**
 * Where to send the visitor on to (after signing in, switching the language): `value` only when
 * it is a path on this site, else `fallback`. Parsed as a browser would resolve it against the
 * site, so no spelling of another host (//host, /\\host, /%09/host, https:, javascript:,
 * /.//host) gets through; the answer is the parsed path, percent-encoded, safe as a header.
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || hasUnsafeCharacter(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return fallback;
  }
  const path = url.pathname + url.search + url.hash;
  if (url.origin !== SITE || !path.startsWith("/") || path.startsWith("//")) return fallback;
  // In its Norwegian form: a redirect answered on an English page gets "/en" from the router (its
  // basename, decision 030), so "/en/account" would end at "/en/en/account".
  const bare = localizedPath(path, "no");
  return bare.startsWith("//") ? fallback : bare;
}

/** The signed-in user, or a redirect to /login that comes back here afterwards. */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await getCurrentUser(request, context);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/login?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`);
  }
  return user;
}

/** The signed-in user if they have one of `roles`; otherwise sign-in (anonymous) or 403. */
export async function requireRole(
  request: Request,
  context: AppLoadContext,
  roles: readonly Role[],
): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (!roles.includes(user.role))
    throw data({ message: translator(languageFromRequest(request))("errors.forbidden") }, { status: 403 });
  return user;
}

/** Set-Cookie for a new session: a browser-session cookie unless "remember me". */
export function sessionCookie(session: NewSession, secure: boolean): string {
  return serialize(SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    ...(session.persistent ? { expires: session.expiresAt } : {}),
  });
}

export function clearSessionCookie(secure: boolean): string {
  return serialize(SESSION_COOKIE, "", { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: 0 });
}
