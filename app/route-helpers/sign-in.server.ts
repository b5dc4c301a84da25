// Signing in with e-mail and password, shared by the customer (/login) and partner
// (/business/login) pages: the same checks, throttling, answers and session handling.
import { data, redirect, type AppLoadContext } from "react-router";
import { authenticate, signInSchema } from "#domain/accounts/accounts.server";
import { createSession, endSession, type Role } from "#domain/accounts/sessions.server";
import { clear, hit, peek } from "#domain/platform/throttle.server";
import { translator } from "#i18n/dictionaries.server";
import { languageFromRequest } from "~/requests/language.server";
import { safeRedirectPath, sessionCookie, sessionToken } from "~/guards/auth.server";
import { flashCookie } from "~/requests/flash.server";
import { formFields } from "#i18n/form-errors.server";
import { readForm } from "~/requests/form.server";
import { LIMITS, minutesToWait } from "~/guards/throttle-limits.server";

export interface SignInOptions {
  /** Where to go when the form names no (safe) redirectTo. */
  fallbackRedirect: string;
  /** Roles this door lets in; others get "wrongRole" (their password was right, so no throttle count). */
  roles?: readonly Role[];
  /** Where an admin goes instead of the fallback (the partners' door sends admins to /admin). */
  adminRedirect?: string;
}

/** The sign-in form's action: a redirect with the new session, or why not (status 401, 403 or 429). */
export async function signInAction(request: Request, context: AppLoadContext, options: SignInOptions) {
  const t = translator(languageFromRequest(request));
  const fields = formFields(await readForm(request, context));
  const redirectTo = safeRedirectPath(fields.redirectTo, options.fallbackRedirect);
  const parsed = signInSchema.safeParse(fields);
  // The same answer for a wrong password, an unknown e-mail or an empty field.
  const failed = () =>
    data({ error: "failed" as const, message: t("auth.failedText"), email: fields.email ?? "" }, { status: 401 });
  if (!parsed.success) return failed();

  const accountKey = `signin:account:${parsed.data.email.toLowerCase()}`;
  const [perIp, perAccount] = await Promise.all([
    hit(context.db, `signin:ip:${context.ip}`, LIMITS.signInPerIp),
    peek(context.db, accountKey, LIMITS.signInFailuresPerAccount),
  ]);
  const blocked = [perIp, perAccount].find((s) => !s.allowed);
  if (blocked) {
    const message = t("auth.tooMany", { count: minutesToWait(blocked.retryAfterSeconds) });
    return data({ error: "throttled" as const, message, email: parsed.data.email }, { status: 429 });
  }

  const user = await authenticate(context.db, parsed.data.email, parsed.data.password);
  if (!user) {
    await hit(context.db, accountKey, LIMITS.signInFailuresPerAccount);
    return failed();
  }
  await clear(context.db, accountKey);
  if (options.roles && !options.roles.includes(user.role)) {
    return data({ error: "wrongRole" as const, message: "", email: parsed.data.email }, { status: 403 });
  }
  // A new session id at every sign-in (no session fixation); the old one ends.
  await endSession(context.db, sessionToken(request));
  const session = await createSession(context.db, user.id, parsed.data.remember === "on");
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(session, context.secureCookies));
  headers.append("Set-Cookie", flashCookie("welcome", context.secureCookies));
  const destination =
    user.role === "admin" && options.adminRedirect && redirectTo === options.fallbackRedirect
      ? options.adminRedirect
      : redirectTo;
  return redirect(destination, { headers });
}
