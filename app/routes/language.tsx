import { redirect } from "react-router";
import { z } from "zod";
import { languageCookie } from "~/requests/language.server";
import { LANGUAGES } from "#i18n/languages";
import { localizedPath } from "#server/language-urls";
import { readForm } from "~/requests/form.server";
import { getCurrentUser, safeRedirectPath } from "~/guards/auth.server";
import { rememberPartnerLanguage } from "#domain/partners/partner-language.server";
import type { Route } from "./+types/language";

const languageForm = z.object({
  lang: z.enum(LANGUAGES),
  // Only a path on this site: never an open redirect to another host.
  redirectTo: z.unknown().transform((value) => safeRedirectPath(value)),
});

/**
 * Sets the `language` cookie (the visitor's preference; a business owner's also for its e-mails) and goes to the page the switch was on,
 * at its address in the chosen language: "/deals" becomes "/en/deals" and back (decision 030).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = languageForm.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return redirect("/", 303);
  const { lang, redirectTo } = parsed.data;
  // A business owner's choice is also the language its e-mails are written in.
  const user = await getCurrentUser(request, context);
  if (user?.role === "business") await rememberPartnerLanguage(context.db, user.id, lang);
  return redirect(localizedPath(redirectTo, lang), { status: 303, headers: { "Set-Cookie": languageCookie(lang) } });
}

export function loader() {
  return redirect("/");
}
