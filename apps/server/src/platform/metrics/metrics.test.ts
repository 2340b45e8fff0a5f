import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { enqueue } from '../outbox/enqueue.ts';
import { outboxMessages } from '../outbox/outbox.table.ts';
import { MAX_OPERATION_LABELS, OperationLabels } from './graphql-operation-label.ts';

const TOKEN = 'a-metrics-token-of-at-least-32-characters';
const graphql = (operationName: string) => ({
  method: 'POST' as const,
  url: '/graphql',
  headers: { 'content-type': 'application/json', 'x-roadmark-csrf': '1' },
  payload: { query: `query ${operationName} { __typename }`, operationName },
});

/** The value of one sample line of the text format, e.g. `name{label="x"} 3`. */
function sample(text: string, name: string, labels: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && l.includes(labels));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics without a token', () => {
  const ctx = useTestApp();

  it('gives a scraper on this machine request durations by route and GraphQL operation', async () => {
    for (let i = 0; i < 3; i++) await ctx.app.inject(graphql('MetricsProbe'));
    await ctx.app.inject({ method: 'GET', url: '/healthz' });
    const response = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    expect(sample(text, 'roadmark_http_request_duration_seconds_count', 'operation="MetricsProbe"')).toBe(3);
    expect(text).toMatch(/roadmark_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/healthz"/);
    expect(text).toContain('# TYPE roadmark_webhook_delivery_attempts_total counter');
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('reports the outbox depth and the age of the oldest waiting message by kind', async () => {
    const created = new Date(Date.now() - 90_000);
    const ids = [
      await enqueue(ctx.db, { kind: 'email', payload: {} }),
      await enqueue(ctx.db, { kind: 'email', payload: {} }),
      await enqueue(ctx.db, { kind: 'webhook-delivery', payload: {} }),
    ];
    await ctx.db.update(outboxMessages).set({ createdAt: created }).where(eq(outboxMessages.id, ids[0]!));
    const done = await enqueue(ctx.db, { kind: 'email', payload: {} });
    await ctx.db.update(outboxMessages).set({ status: 'done' }).where(eq(outboxMessages.id, done));

    const text = (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(sample(text, 'roadmark_outbox_depth', 'kind="email"')).toBe(2);
    expect(sample(text, 'roadmark_outbox_depth', 'kind="webhook-delivery"')).toBe(1);
    expect(sample(text, 'roadmark_outbox_oldest_age_seconds', 'kind="email"')).toBeGreaterThanOrEqual(89);
    expect(sample(text, 'roadmark_outbox_oldest_age_seconds', 'kind="webhook-delivery"')).toBeLessThan(60);
  });

  it('reports the connection pool on PostgreSQL only (the embedded database has one connection)', async () => {
    const text = (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
    if (ctx.database.kind === 'postgres') expect(text).toMatch(/^roadmark_db_pool_max_connections \d+/m);
    else expect(text).not.toMatch(/^roadmark_db_pool_max_connections \d/m);
  });

  it('is "not found" to a caller elsewhere', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('roadmark_');
  });
});

describe('GET /metrics behind a reverse proxy on this machine', () => {
  const ctx = useTestApp({ TRUSTED_PROXIES: '127.0.0.1' });

  it('is "not found" to a caller on the internet that the proxy passes on', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const ctx = useTestApp({ METRICS_TOKEN: TOKEN });

  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: `Bearer ${TOKEN}x` }],
    ['the token in another scheme', { authorization: `Basic ${TOKEN}` }],
  ])('refuses %s, even from this machine', async (_, headers) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.body).not.toContain('roadmark_');
  });

  it('answers the token from anywhere', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.7',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('# TYPE roadmark_http_request_duration_seconds histogram');
  });
});

describe('OperationLabels', () => {
  it('names an operation by the name the client sent, and a request without one as anonymous', () => {
    const labels = new OperationLabels();
    expect(labels.of({ operationName: 'Viewer' }, {})).toBe('Viewer');
    expect(labels.of(undefined, { operationName: 'Viewer' })).toBe('Viewer');
    expect(labels.of({ query: '{ __typename }' }, {})).toBe('anonymous');
    expect(labels.of({ operationName: 42 }, {})).toBe('anonymous');
  });

  it.each(['two words', 'x'.repeat(101), 'ünïcode', 'a\u0000b', '<script>'])(
    'counts the name %j, which is not a GraphQL name, as other',
    (name) => {
      expect(new OperationLabels().of({ operationName: name }, {})).toBe('other');
    },
  );

  it('keeps the names it has seen and counts new ones as other once it holds the most it may', () => {
    const labels = new OperationLabels();
    for (let i = 0; i < MAX_OPERATION_LABELS; i++) expect(labels.of({ operationName: `Op${i}` }, {})).toBe(`Op${i}`);
    expect(labels.of({ operationName: 'OneTooMany' }, {})).toBe('other');
    expect(labels.of({ operationName: 'Op0' }, {})).toBe('Op0');
  });
});
