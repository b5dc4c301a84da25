// The one way actions read a JSON body (the JSON twin of readForm): the content type must say
// JSON, the body has a size limit, and malformed JSON is a clear 400, never a crash. (Cross-site
// posts never get this far: server/csrf.server.ts refuses them for every route.)
import { data } from "react-router";
import { translator } from "#i18n/dictionaries.server";
import { languageFromRequest } from "./language.server";

const DEFAULT_MAX_BYTES = 64 * 1024;

type Problem = "form.expired" | "business.request.malformed" | "business.request.tooLarge" | "business.request.notJson";

// The language goes along so a refused page post renders its error page in it (app/requests/refusal.ts).
export const refuseRequest = (request: Request, status: number, key: Problem | "form.failed") => {
  const lang = languageFromRequest(request);
  return data({ message: translator(lang)(key), lang }, { status });
};

/** The media type of a request without parameters, lower-cased ("application/json"). */
export function mediaType(request: Request): string {
  return (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
}

// How much of a refused body is read and thrown away so its sender still gets the 413.
const DISCARD_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Reads and drops the rest of a refused body (no memory kept). Cancelling at once, or leaving it
 * unread, resets the connection: the client saw a broken connection instead of the 413, or its
 * next request on the same keep-alive connection failed. Past DISCARD_MAX_BYTES the connection
 * is cut all the same.
 */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let discarded = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      discarded += value.byteLength;
      if (discarded > DISCARD_MAX_BYTES) return await reader.cancel();
    }
  } catch {
    // The client went away: nothing left to drop.
  }
}

/** The body's bytes, or a 413 as soon as it grows past `maxBytes` (whatever Content-Length claims). */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Buffer> {
  const declared = Number(request.headers.get("Content-Length"));
  if (declared > maxBytes) {
    if (request.body) void discardRest(request.body.getReader());
    throw refuseRequest(request, 413, "business.request.tooLarge");
  }
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      void discardRest(reader);
      throw refuseRequest(request, 413, "business.request.tooLarge");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The same request with its body read already within `maxBytes`, for readForm on uploads. */
export async function withBodyLimit(request: Request, maxBytes: number): Promise<Request> {
  const body = await readBodyBytes(request, maxBytes);
  return new Request(request.url, { method: request.method, headers: request.headers, body: new Uint8Array(body) });
}

/** The parsed JSON body after the checks above; 415 when it is not JSON. */
export async function readJson(request: Request, options: { maxBytes?: number } = {}): Promise<unknown> {
  if (mediaType(request) !== "application/json") throw refuseRequest(request, 415, "business.request.notJson");
  const bytes = await readBodyBytes(request, options.maxBytes ?? DEFAULT_MAX_BYTES);
  try {
    // NUL characters are dropped from strings, as formFields does: PostgreSQL text cannot store them.
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes), (_key, value: unknown) =>
      typeof value === "string" ? value.replaceAll("\u0000", "") : value,
    ) as unknown;
  } catch {
    throw refuseRequest(request, 400, "business.request.malformed");
  }
}
