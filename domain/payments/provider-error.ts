// The one error a payment adapter throws, whatever the provider: callers decide by `kind`
// whether to retry (the same idempotency key makes a retry safe), fix the request, or alert.

export type ProviderErrorKind =
  /** 401/403: keys wrong or revoked. Retrying will not help; someone must fix the configuration. */
  | "unauthorised"
  /** 409: the idempotency key was used before with another request. A bug in the caller. */
  | "idempotency_conflict"
  /** 429: the provider asks us to slow down. Retryable. */
  | "rate_limited"
  /** 5xx, timeout or no connection: the provider could not answer. Retryable. */
  | "unavailable"
  /** Another 4xx: the request is wrong for the payment's state (e.g. refund more than captured). */
  | "invalid"
  /** 404: the provider does not know the payment. */
  | "not_found";

export class ProviderError extends Error {
  readonly kind: ProviderErrorKind;
  /** The HTTP status the provider answered, when it answered. */
  readonly status: number | null;
  /** Seconds the provider asked us to wait (Retry-After), if it said. */
  readonly retryAfterSeconds: number | null;

  constructor(
    kind: ProviderErrorKind,
    message: string,
    options: { status?: number | null; retryAfterSeconds?: number | null; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = "ProviderError";
    this.kind = kind;
    this.status = options.status ?? null;
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }

  /** Whether the same call (same idempotency key) may succeed later. */
  get retryable(): boolean {
    return this.kind === "rate_limited" || this.kind === "unavailable";
  }
}

/** The error kind for an HTTP status that is not a success. */
export function kindForStatus(status: number): ProviderErrorKind {
  if (status === 401 || status === 403) return "unauthorised";
  if (status === 404) return "not_found";
  if (status === 409) return "idempotency_conflict";
  if (status === 429) return "rate_limited";
  if (status >= 500) return "unavailable";
  return "invalid";
}

/** Reads a Retry-After header given in seconds (the date form is treated as absent). */
export function retryAfterSeconds(value: string | null | undefined): number | null {
  if (!value) return null;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}
