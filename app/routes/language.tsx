import { redirect } from "react-router";
import { z } from "zod";
import { languageCookie } from "~/requests/language.server";
import { LANGUAGES } from "#i18n/languages";
import { readForm } from "~/requests/form.server";
import { safeRedirectPath } from "~/guards/auth.server";
import type { Route } from "./+types/language";

const languageForm = z.object({
  lang: z.enum(LANGUAGES),
  // Only a path on this site: never an open redirect to another host.
  redirectTo: z.unknown().transform((value) => safeRedirectPath(value)),
});

/** Sets the `language` cookie and goes back to the page the switch was on. */
export async function action({ request }: Route.ActionArgs) {
  const parsed = languageForm.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return redirect("/", 303);
  return redirect(parsed.data.redirectTo, { status: 303, headers: { "Set-Cookie": languageCookie(parsed.data.lang) } });
}

export function loader() {
  return redirect("/");
}
