/**
 * Per-IP limit for one endpoint, for @fastify/rate-limit (registered with `global: false`). The store is per
 * process; lockouts that must hold across processes live in the database.
 */
export function perMinute(max: number) {
  return { config: { rateLimit: { max, timeWindow: '1 minute' } } };
}
