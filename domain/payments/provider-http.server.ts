// JSON over HTTP for the adapters that speak to a provider with fetch: every failure becomes a
// ProviderError with the kind its status means, and no response body reaches a log unread.
import { kindForStatus, ProviderError, retryAfterSeconds } from "./provider-error";

export interface JsonRequest {
  method: "GET" | "POST";
  url: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** Milliseconds before the call counts as unavailable. */
  timeoutMs?: number;
}

export interface JsonResponse {
  status: number;
  body: unknown;
}

/** Sends the request; a non-2xx answer throws a ProviderError saying what the provider said. */
export async function requestJson(provider: string, request: JsonRequest): Promise<JsonResponse> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: {
        Accept: "application/json",
        ...(request.body === undefined ? {} : { "Content-Type": "application/json" }),
        ...request.headers,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(request.timeoutMs ?? 15_000),
    });
  } catch (error) {
    throw new ProviderError("unavailable", `${provider} could not be reached`, { cause: error });
  }
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (response.ok) return { status: response.status, body };
  throw new ProviderError(
    kindForStatus(response.status),
    `${provider} answered ${response.status}: ${describeProblem(body)}`,
    { status: response.status, retryAfterSeconds: retryAfterSeconds(response.headers.get("retry-after")) },
  );
}

/** The human part of a problem answer (RFC 7807 title/detail, or a message field). */
function describeProblem(body: unknown): string {
  if (body && typeof body === "object") {
    const fields = body as Record<string, unknown>;
    const parts = [fields.title, fields.detail, fields.message, fields.error].filter(
      (part): part is string => typeof part === "string",
    );
    if (parts.length > 0) return parts.join(": ").slice(0, 300);
  }
  return typeof body === "string" ? body.slice(0, 300) : "no details";
}
