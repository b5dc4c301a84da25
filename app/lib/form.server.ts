// The one way actions read a posted form: it checks the CSRF token first (server/csrf.server.ts).
// ESLint forbids calling request.formData() in routes directly, so no action can skip the check.
import { data, type AppLoadContext } from "react-router";
import { tokensMatch } from "../../server/csrf.server";
import { translator } from "~/i18n/dictionaries.server";
import { languageFromRequest } from "~/i18n/language.server";

export const CSRF_FIELD = "_csrf";

export async function readForm(request: Request, context: AppLoadContext): Promise<FormData> {
  let form: FormData;
  try {
    // eslint-disable-next-line no-restricted-syntax -- this is the checked reader
    form = await request.formData();
  } catch {
    throw data({ message: translator(languageFromRequest(request))("form.failed") }, { status: 400 });
  }
  if (!tokensMatch(context.csrfToken, form.get(CSRF_FIELD))) {
    throw data({ message: translator(languageFromRequest(request))("form.expired") }, { status: 403 });
  }
  return form;
}
