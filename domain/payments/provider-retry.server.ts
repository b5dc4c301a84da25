// Retries inside an adapter: a rate limit or an outage often passes within a second or two.
// Only for calls that are safe to repeat (GET, or a POST with an idempotency key), which every
// call of the port is.
import { ProviderError } from "./provider-error";

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** The wait before the second try; it doubles each time, with jitter. */
  baseDelayMs: number;
  /** No wait is longer than this, whatever Retry-After says. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, baseDelayMs: 250, maxDelayMs: 4000 };

export async function withRetries<T>(policy: RetryPolicy, call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof ProviderError) || !error.retryable || attempt >= policy.attempts) throw error;
      const backoff = policy.baseDelayMs * 2 ** (attempt - 1) * (0.5 + Math.random() / 2);
      const asked = error.retryAfterSeconds === null ? 0 : error.retryAfterSeconds * 1000;
      await new Promise((resolve) => setTimeout(resolve, Math.min(policy.maxDelayMs, Math.max(backoff, asked))));
    }
  }
}
