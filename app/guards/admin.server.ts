// The admin console's gate and its one answer shape for actions: a message for the banner.
import { data, type AppLoadContext } from "react-router";
import type { SessionUser } from "#domain/accounts/sessions.server";
import { decisionReasonSchema } from "#domain/partners/partner-moderation.server";
import { translator } from "#i18n/dictionaries.server";
import { languageFromRequest } from "~/requests/language.server";
import type { Language } from "#i18n/languages";
import { requireRole } from "./auth.server";
import { fieldErrors } from "#i18n/form-errors.server";
import { pageHead } from "~/rendering/page-head.server";

/** Every admin loader and action calls this itself: a parent layout's check does not guard them. */
export function requireAdmin(request: Request, context: AppLoadContext): Promise<SessionUser> {
  return requireRole(request, context, ["admin"]);
}

export type AdminActionResult = {
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string>;
  /** What was typed into a refused form, by field id, to show again. */
  values?: Record<string, string>;
};

export function adminDone(message: string): AdminActionResult {
  return { ok: true, message };
}

export function adminRefused(
  message: string,
  status = 409,
  fieldErrors?: Record<string, string>,
  values?: Record<string, string>,
) {
  return data<AdminActionResult>({ ok: false, message, fieldErrors, values }, { status });
}

type AdminSection =
  | "overview"
  | "partners"
  | "deals"
  | "customers"
  | "orders"
  | "inbox"
  | "outbox"
  | "newsletter"
  | "audit"
  | "payouts"
  | "promoCodes"
  | "reviews";

/** The visitor's language, its translate function and the page head for an admin section. */
export function adminPageContext(request: Request, section: AdminSection) {
  const lang = languageFromRequest(request);
  return { lang, t: translator(lang), head: pageHead(lang, (t) => t(`admin.nav.${section}`)) };
}

/** The reason an admin gave, or a message for the banner when it is missing or too long. */
export function adminReason(fields: Record<string, string>, lang: Language) {
  const parsed = decisionReasonSchema.safeParse(fields);
  return parsed.success
    ? { ok: true as const, reason: parsed.data.reason }
    : { ok: false as const, response: adminRefused(fieldErrors(parsed.error, lang).reason ?? "", 400) };
}
