export interface RetryPolicy {
  maxAttempts: number;
  /** Delay before the given (1-based) retry. */
  delayMs(attempt: number): number;
}

/**
 * Exponential backoff from `firstDelayMs`, doubling up to an hour, with ±20% jitter so a failing receiver is not hit
 * by every server at once. From 30 s, 30 attempts span a little over 24 hours, the retry window webhooks promise.
 */
export function exponentialRetryPolicy(firstDelayMs: number): RetryPolicy {
  return {
    maxAttempts: 30,
    delayMs: (attempt) => {
      const base = Math.min(firstDelayMs * 2 ** Math.max(0, attempt - 1), 3_600_000);
      return Math.round(base * (0.8 + Math.random() * 0.4));
    },
  };
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = exponentialRetryPolicy(30_000);
