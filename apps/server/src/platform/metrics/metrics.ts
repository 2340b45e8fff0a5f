import { count, inArray, sql } from 'drizzle-orm';
import client from 'prom-client';
import type { Database, PoolStats } from '../db/database.ts';
import { outboxMessages } from '../outbox/outbox.table.ts';

/** Request durations in seconds: from a fast cached read to the slowest export the web app waits for. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export type WebhookAttemptOutcome = 'succeeded' | 'failed' | 'retry';

export interface Metrics {
  registry: client.Registry;
  observeRequest(labels: { method: string; route: string; operation: string; status: number }, seconds: number): void;
  countWebhookAttempt(outcome: WebhookAttemptOutcome): void;
}

/**
 * The server's Prometheus metrics, in a registry of its own (several apps can run in one process, as the tests do).
 * Counters and histograms are this process's; the outbox gauges are read from the database when scraped, so every
 * process reports the same, shared queue.
 */
export function createMetrics(deps: { db: Database; poolStats: () => PoolStats | null }): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });

  const requestDuration = new client.Histogram({
    name: 'roadmark_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route and, for GraphQL, by operation name',
    labelNames: ['method', 'route', 'operation', 'status_class'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const webhookAttempts = new client.Counter({
    name: 'roadmark_webhook_delivery_attempts_total',
    help:
      'Webhook delivery attempts by outcome: succeeded (a 2xx answer), failed (410 Gone: the webhook was switched off), ' +
      'retry (any other answer or none; tried again while attempts remain)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  registerOutboxGauges(registry, deps.db);
  registerPoolGauges(registry, deps.poolStats);

  return {
    registry,
    observeRequest: ({ method, route, operation, status }, seconds) =>
      requestDuration.observe({ method, route, operation, status_class: `${Math.floor(status / 100)}xx` }, seconds),
    countWebhookAttempt: (outcome) => webhookAttempts.inc({ outcome }),
  };
}

interface WaitingKind {
  kind: string;
  depth: number;
  oldestSeconds: number;
}

function registerOutboxGauges(registry: client.Registry, db: Database) {
  const waitingByKind = (): Promise<WaitingKind[]> =>
    db
      .select({
        kind: outboxMessages.kind,
        depth: count(),
        oldestSeconds: sql<number>`extract(epoch from now() - min(${outboxMessages.createdAt}))::float8`,
      })
      .from(outboxMessages)
      .where(inArray(outboxMessages.status, ['pending', 'processing']))
      .groupBy(outboxMessages.kind);
  // A scrape collects both gauges at once; they share one read of the outbox.
  let reading: Promise<WaitingKind[]> | null = null;
  const readOnce = () => {
    reading ??= waitingByKind().finally(() => {
      reading = null;
    });
    return reading;
  };
  const gauge = (name: string, help: string, pick: (row: WaitingKind) => number) =>
    new client.Gauge({
      name,
      help,
      labelNames: ['kind'] as const,
      registers: [registry],
      async collect() {
        const rows = await readOnce();
        this.reset();
        for (const row of rows) this.set({ kind: row.kind }, pick(row));
      },
    });
  gauge(
    'roadmark_outbox_depth',
    'Outbox messages waiting to be sent or being sent, by kind (emails, webhooks, study result posts)',
    (row) => row.depth,
  );
  gauge('roadmark_outbox_oldest_age_seconds', 'Age of the oldest outbox message still waiting, by kind', (row) =>
    Number(row.oldestSeconds),
  );
}

function registerPoolGauges(registry: client.Registry, poolStats: () => PoolStats | null) {
  // The embedded database has no pool: it has one connection and no gauges.
  if (poolStats() === null) return;
  const gauge = (name: string, help: string, pick: (stats: PoolStats) => number) =>
    new client.Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const stats = poolStats();
        if (stats) this.set(pick(stats));
      },
    });
  gauge('roadmark_db_pool_max_connections', 'Connections the database pool may open', (s) => s.max);
  gauge('roadmark_db_pool_connections', 'Connections the database pool has open', (s) => s.total);
  gauge('roadmark_db_pool_idle_connections', 'Open connections not in use', (s) => s.idle);
  gauge('roadmark_db_pool_waiting_requests', 'Queries waiting for a free connection', (s) => s.waiting);
}
