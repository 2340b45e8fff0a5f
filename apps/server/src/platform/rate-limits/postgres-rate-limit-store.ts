import type { Database } from '../db/database.ts';
import { countHit } from './count-hit.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit that keeps its counts in PostgreSQL, so a per-address limit holds across every
 * server process. Each route gets its own counters (`child`), keyed by method and path; the plugin itself reduces
 * IPv6 addresses to their /64 network before they reach the store.
 */
export function postgresRateLimitStore(db: Database) {
  return class PostgresRateLimitStore {
    readonly scope: string;

    constructor(scope: unknown = 'global') {
      this.scope = typeof scope === 'string' ? scope : 'global';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      countHit(db, `route:${this.scope}:${key}`, timeWindow).then(
        ({ hits, msLeft }) => callback(null, { current: hits, ttl: msLeft }),
        (error: Error) => callback(error),
      );
    }

    /** The plugin passes the route's merged options, with the route itself as `routeInfo`. */
    child(routeOptions: object) {
      const { method, url } =
        (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      return new PostgresRateLimitStore(`${[method ?? ''].flat().join(',')} ${url ?? ''}`);
    }
  };
}
