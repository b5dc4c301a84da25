// The one way actions read a posted form: it checks the CSRF token first (server/csrf.server.ts).
// ESLint forbids calling request.formData() in routes directly, so no action can skip the check.
import type { AppLoadContext } from "react-router";
import { tokensMatch } from "#server/csrf.server";
import { refuseRequest, withBodyLimit } from "./json.server";

export const CSRF_FIELD = "_csrf";

// Forms without files are small (the largest field is a cart's JSON, 20 000 characters), so a
// bigger body is refused with a 413 instead of being buffered whole in memory.
const DEFAULT_MAX_BYTES = 256 * 1024;

export async function readForm(
  request: Request,
  context: AppLoadContext,
  options: { maxBytes?: number } = {},
): Promise<FormData> {
  const limited = await withBodyLimit(request, options.maxBytes ?? DEFAULT_MAX_BYTES);
  let form: FormData;
  try {
    // eslint-disable-next-line no-restricted-syntax -- this is the checked reader
    form = await limited.formData();
  } catch {
    throw refuseRequest(request, 400, "form.failed");
  }
  if (!tokensMatch(context.csrfToken, form.get(CSRF_FIELD))) {
    throw refuseRequest(request, 403, "form.expired");
  }
  return form;
}
