/**
 * Per-IP limit for one endpoint, for @fastify/rate-limit (registered with `global: false`). The plugin counts in
 * PostgreSQL (postgresRateLimitStore), so the limit holds across every server process.
 */
export function perMinute(max: number) {
  return { config: { rateLimit: { max, timeWindow: '1 minute' } } };
}
