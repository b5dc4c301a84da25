// Signing in with e-mail and password, shared by the customer (/login) and partner
// (/business/login) pages: the same checks, throttling, answers and session handling.
import { data, redirect, type AppLoadContext } from "react-router";
import { signInSchema } from "#domain/accounts/accounts.server";
import { createSession, endSession, type Role, type SessionUser } from "#domain/accounts/sessions.server";
import { signIn } from "#domain/accounts/sign-in.server";
import { translator } from "#i18n/dictionaries.server";
import { languageFromRequest } from "~/requests/language.server";
import { safeRedirectPath, sessionCookie, sessionToken } from "~/guards/auth.server";
import { flashCookie } from "~/requests/flash.server";
import { signedInHintCookie } from "~/requests/signed-in-hint.server";
import { formFields } from "#i18n/form-errors.server";
import { readForm } from "~/requests/form.server";
import { knownDeviceCookie, knownDeviceCookieValue } from "~/requests/known-device-cookie.server";
import { SIGN_IN_LIMITS, waitMessageKey } from "~/guards/throttle-limits.server";

export interface SignInOptions {
  /** Where to go when the form names no (safe) redirectTo. */
  fallbackRedirect: string;
  /** Roles this door lets in; others get "wrongRole" (their password was right, so no throttle count). */
  roles?: readonly Role[];
  /** Where an admin goes instead of the fallback (the partners' door sends admins to /admin). */
  adminRedirect?: string;
  /**
   * For an account whose role `roles` leaves out: where it goes instead of the fallback when this
   * door still admits it (a partner's staff at the partners' door), or null (refused).
   */
  alsoAdmits?: (user: SessionUser) => Promise<string | null>;
}

/** The sign-in form's action: a redirect with the new session, or why not (status 401, 403 or 429). */
export async function signInAction(request: Request, context: AppLoadContext, options: SignInOptions) {
  const lang = languageFromRequest(request);
  const t = translator(lang);
  const fields = formFields(await readForm(request));
  const redirectTo = safeRedirectPath(fields.redirectTo, options.fallbackRedirect);
  const parsed = signInSchema.safeParse(fields);
  // The same answer for a wrong password, an unknown e-mail or an empty field.
  const failed = () =>
    data({ error: "failed" as const, message: t("auth.failedText"), email: fields.email ?? "" }, { status: 401 });
  if (!parsed.success) return failed();

  const result = await signIn(
    context.db,
    context.mailer,
    context.signer,
    {
      ...parsed.data,
      ip: context.ip,
      deviceCookie: knownDeviceCookieValue(request),
      language: lang,
      origin: context.origin,
    },
    SIGN_IN_LIMITS,
  );
  if (!result.ok && result.reason === "throttled") {
    const wait = waitMessageKey(result.retryAfterSeconds);
    const message = t(wait.key, { count: wait.count });
    return data({ error: "throttled" as const, message, email: parsed.data.email }, { status: 429 });
  }
  if (!result.ok) return failed();
  const { user } = result;
  let fallback = options.fallbackRedirect;
  if (options.roles && !options.roles.includes(user.role)) {
    const admitted = options.alsoAdmits ? await options.alsoAdmits(user) : null;
    if (!admitted) return data({ error: "wrongRole" as const, message: "", email: parsed.data.email }, { status: 403 });
    fallback = admitted;
  }
  // A new session id at every sign-in (no session fixation); the old one ends.
  await endSession(context.db, sessionToken(request));
  const session = await createSession(context.db, user.id, parsed.data.remember === "on");
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(session, context.secureCookies));
  headers.append(
    "Set-Cookie",
    signedInHintCookie(context.secureCookies, session.persistent ? session.expiresAt : undefined),
  );
  headers.append("Set-Cookie", knownDeviceCookie(result.deviceCookie, context.secureCookies));
  headers.append("Set-Cookie", flashCookie("welcome", context.secureCookies));
  const destination =
    user.role === "admin" && options.adminRedirect && redirectTo === options.fallbackRedirect
      ? options.adminRedirect
      : redirectTo === options.fallbackRedirect
        ? fallback
        : redirectTo;
  return redirect(destination, { headers });
}
