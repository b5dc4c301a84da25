// The one way actions read a JSON body (the JSON twin of readForm): the content type must say
// JSON, the CSRF token comes in a header (a page on another site cannot set it), the body has a
// size limit, and malformed JSON is a clear 400, never a crash.
import { data, type AppLoadContext } from "react-router";
import { tokensMatch } from "../../server/csrf.server";
import { translator } from "~/i18n/dictionaries.server";
import { languageFromRequest } from "~/i18n/language.server";

export const CSRF_HEADER = "X-CSRF-Token";
const DEFAULT_MAX_BYTES = 64 * 1024;

type Problem = "form.expired" | "business.request.malformed" | "business.request.tooLarge" | "business.request.notJson";

const fail = (request: Request, status: number, key: Problem) =>
  data({ message: translator(languageFromRequest(request))(key) }, { status });

/** The media type of a request without parameters, lower-cased ("application/json"). */
export function mediaType(request: Request): string {
  return (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/**
 * Past the limit the rest of a body is still read (and dropped) up to this size: a client still
 * sending when the answer comes would otherwise see a reset connection instead of the 413.
 */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;

/** The body's bytes, or a 413 once it is past `maxBytes` (whatever Content-Length claims); never holds more. */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Buffer> {
  const declared = Number(request.headers.get("Content-Length"));
  if (declared > DRAIN_MAX_BYTES) throw fail(request, 413, "business.request.tooLarge");
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > DRAIN_MAX_BYTES) {
      await reader.cancel();
      throw fail(request, 413, "business.request.tooLarge");
    }
    if (size <= maxBytes) chunks.push(value);
  }
  if (size > maxBytes) throw fail(request, 413, "business.request.tooLarge");
  return Buffer.concat(chunks);
}

/** The same request with its body read already within `maxBytes`, for readForm on uploads. */
export async function withBodyLimit(request: Request, maxBytes: number): Promise<Request> {
  const body = await readBodyBytes(request, maxBytes);
  return new Request(request.url, { method: request.method, headers: request.headers, body: new Uint8Array(body) });
}

/** The parsed JSON body after the checks above; 415 when it is not JSON, 403 without the token. */
export async function readJson(
  request: Request,
  context: AppLoadContext,
  options: { maxBytes?: number } = {},
): Promise<unknown> {
  if (mediaType(request) !== "application/json") throw fail(request, 415, "business.request.notJson");
  if (!tokensMatch(context.csrfToken, request.headers.get(CSRF_HEADER))) throw fail(request, 403, "form.expired");
  const bytes = await readBodyBytes(request, options.maxBytes ?? DEFAULT_MAX_BYTES);
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) as unknown;
  } catch {
    throw fail(request, 400, "business.request.malformed");
  }
}
