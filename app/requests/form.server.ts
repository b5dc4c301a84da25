// The one way actions read a posted form: a size limit and a clear 400 for a body that is no form.
// ESLint forbids calling request.formData() in routes directly, so every action gets both. (Cross-
// site posts never get this far: server/csrf.server.ts refuses them for every route.)
import { refuseRequest, withBodyLimit } from "./json.server";

// Forms without files are small (the largest field is a cart's JSON, 20 000 characters), so a
// bigger body is refused with a 413 instead of being buffered whole in memory.
const DEFAULT_MAX_BYTES = 256 * 1024;

export async function readForm(request: Request, options: { maxBytes?: number } = {}): Promise<FormData> {
  const limited = await withBodyLimit(request, options.maxBytes ?? DEFAULT_MAX_BYTES);
  let form: FormData;
  try {
    // eslint-disable-next-line no-restricted-syntax -- this is the checked reader
    form = await limited.formData();
  } catch {
    throw refuseRequest(request, 400, "form.failed");
  }
  return form;
}
