export interface RetryPolicy {
  maxAttempts: number;
  /** Delay before the given (1-based) retry. */
  delayMs(attempt: number): number;
}

/**
 * Exponential backoff from 30 s, doubling up to an hour, with ±20% jitter so a failing receiver is not hit by every
 * server at once; 30 attempts span a little over 24 hours (DECISIONS: retries for 24 hours).
 */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 30,
  delayMs: (attempt) => {
    const base = Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
    return Math.round(base * (0.8 + Math.random() * 0.4));
  },
};
