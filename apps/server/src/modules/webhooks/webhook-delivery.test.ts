import { RoleGroupName, roleGroupByName } from '@roadmark/domain/roles';
import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorCode, gql } from '../../../test/graphql-client.ts';
import { type HttpReceiver, type ReceivedRequest, startHttpReceiver } from '../../../test/http-receiver.ts';
import { buildIntegrationsTenant } from '../../../test/integrations-harness.ts';
import { testConfig, useTestApp } from '../../../test/test-app.ts';
import { createSecretBox } from '../../platform/crypto/secret-box.ts';
import { PRODUCT_EVENT_KIND } from '../../platform/events/record-event.ts';
import { processDueOutbox } from '../../platform/outbox/outbox-worker.ts';
import { DEFAULT_RETRY_POLICY } from '../../platform/outbox/retry-policy.ts';
import { sdkWebhooks, webhookDeliveries, webhookDeliveryAttempts } from './sdk-webhook.table.ts';
import { WEBHOOK_DELIVERY_JOB, webhookDeliveryHandler } from './webhook-delivery.job.ts';
import { webhookFanOutHandler } from './webhook-fan-out.job.ts';
import { webhookOutboundPolicy } from './webhook-outbound-policy.ts';

const CREATE_USER = `mutation ($model: CreateUserInput!) { createUser(model: $model) { id userId } }`;
const DELIVERIES = `query ($webhookId: ID!) {
  sdkWebhookDeliveries(webhookId: $webhookId) {
    id event isTest status attempts lastResponseStatus lastError
    attemptLog { attempt durationMs responseStatus error succeeded }
  }
}`;
const TEST_EVENT = `mutation ($id: ID!, $event: String) { sendSdkWebhookTestEvent(id: $id, event: $event) { id event isTest status } }`;
const ROTATE = `mutation ($id: ID!) { rotateSdkWebhookSecret(id: $id) { id signingSecret previousSecretExpiresAt } }`;

const settings = { OUTBOUND_ALLOWLIST: '127.0.0.1', WEBHOOK_TIMEOUT_SECONDS: '1' };

interface Delivery {
  id: string;
  event: string;
  isTest: boolean;
  status: string;
  attempts: number;
  lastResponseStatus: number | null;
  attemptLog: {
    attempt: number;
    durationMs: number | null;
    responseStatus: number | null;
    error: string | null;
    succeeded: boolean | null;
  }[];
}

describe('webhook delivery', () => {
  const ctx = useTestApp(settings);
  const config = testConfig(settings);
  let receiver: HttpReceiver;
  beforeAll(async () => {
    receiver = await startHttpReceiver();
  });
  afterAll(() => receiver.close());

  /** Each attempt's outcome as the metrics are told it, from the start of the test. */
  let outcomes: string[] = [];
  beforeEach(() => {
    outcomes = [];
  });
  /** Runs the outbox as the worker does, with retries due at once. */
  const deliver = () =>
    processDueOutbox(ctx.db, {
      handlers: {
        [PRODUCT_EVENT_KIND]: webhookFanOutHandler(ctx.db),
        [WEBHOOK_DELIVERY_JOB]: webhookDeliveryHandler(ctx.db, {
          secretBox: createSecretBox(config.secretsKey),
          policy: webhookOutboundPolicy(config),
          onAttempt: (outcome) => outcomes.push(outcome),
        }),
      },
      policy: { ...DEFAULT_RETRY_POLICY, delayMs: () => 0 },
    });

  async function connected(events: string[], extra: Record<string, unknown> = {}) {
    const tenant = await buildIntegrationsTenant(ctx.app, ctx.db);
    const client = await tenant.createClient();
    const path = `/hooks/${crypto.randomUUID()}`;
    const webhook = await tenant.createWebhook({
      sdkClientId: client.id,
      url: `${receiver.url}${path}`,
      eventsJson: JSON.stringify(events),
      headersJson: JSON.stringify([{ name: 'X-Fleet-Token', value: 'abc 123' }]),
      ...extra,
    });
    const received = () => receiver.requests.filter((request) => request.path.startsWith(path));
    const deliveries = async () =>
      (
        await gql<{ sdkWebhookDeliveries: Delivery[] }>(ctx.app, DELIVERIES, {
          variables: { webhookId: webhook.id },
          cookie: tenant.admin.cookie,
        })
      ).data!.sdkWebhookDeliveries;
    const createDriver = () =>
      gql<{ createUser: { id: string; userId: string } }>(ctx.app, CREATE_USER, {
        variables: {
          model: {
            firstName: 'Dana',
            lastName: 'Driver',
            email: `dana-${crypto.randomUUID().slice(0, 8)}@example.test`,
            roleGroupId: roleGroupByName(RoleGroupName.Driver).id,
          },
        },
        cookie: tenant.admin.cookie,
      });
    return { ...tenant, client, webhook, path, received, deliveries, createDriver };
  }

  const verify = (secret: string, request: ReceivedRequest, content = request.body) =>
    new Webhook(secret).verify(content, request.headers as Record<string, string>, {
      jsonParse: content === request.body,
    });

  it('posts a signed users.created payload with the configured headers, and logs it', async () => {
    receiver.respond = (_request, res) => void res.end('ok');
    const hook = await connected(['users.created', 'assessments.complete']);
    expect(hook.webhook.signingSecret).toMatch(/^whsec_/);
    const created = await hook.createDriver();
    await deliver();
    const [request] = hook.received();
    expect(request).toMatchObject({ method: 'POST' });
    expect(request!.headers['x-fleet-token']).toBe('abc 123');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(verify(hook.webhook.signingSecret!, request!)).toMatchObject({ event: 'users.created' });
    const body = JSON.parse(request!.body);
    expect(Object.keys(body)).toEqual(['event', 'eventDate', 'uniqueId', 'data']);
    expect(body.data).toEqual({
      userId: created.data!.createUser.userId,
      profileId: created.data!.createUser.id,
      subscriptionId: hook.subscription.id,
    });
    const [delivery] = await hook.deliveries();
    expect(delivery).toMatchObject({ id: request!.headers['webhook-id'], status: 'succeeded', attempts: 1 });
    expect(delivery!.attemptLog).toMatchObject([{ attempt: 1, responseStatus: 200, succeeded: true }]);
  });

  it('sends the same webhook-id on every retry until the receiver takes it', async () => {
    const hook = await connected(['users.created']);
    let calls = 0;
    receiver.respond = (_request, res) => {
      calls++;
      res.statusCode = calls <= 2 ? 500 : 204;
      res.end();
    };
    await hook.createDriver();
    await deliver();
    const ids = hook.received().map((request) => request.headers['webhook-id']);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
    for (const request of hook.received()) verify(hook.webhook.signingSecret!, request);
    const [delivery] = await hook.deliveries();
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 3, lastResponseStatus: 204 });
    expect(delivery!.attemptLog.map((a) => [a.attempt, a.responseStatus, a.succeeded])).toEqual([
      [1, 500, false],
      [2, 500, false],
      [3, 204, true],
    ]);
    expect(outcomes).toEqual(['retry', 'retry', 'succeeded']);
  });

  it('marks a delivery failed after its last attempt', async () => {
    const hook = await connected(['users.created']);
    receiver.respond = (_request, res) => {
      res.statusCode = 503;
      res.end();
    };
    await hook.createDriver();
    await deliver();
    const [delivery] = await hook.deliveries();
    expect(delivery).toMatchObject({
      status: 'failed',
      attempts: DEFAULT_RETRY_POLICY.maxAttempts,
      lastResponseStatus: 503,
    });
    expect(outcomes).toEqual(Array(DEFAULT_RETRY_POLICY.maxAttempts).fill('retry'));
  });

  it('switches the webhook off when the receiver answers 410, and sends it nothing more', async () => {
    const hook = await connected(['users.created']);
    receiver.respond = (_request, res) => {
      res.statusCode = 410;
      res.end();
    };
    await hook.createDriver();
    await deliver();
    expect(hook.received()).toHaveLength(1);
    const [stored] = await ctx.db.select().from(sdkWebhooks).where(eq(sdkWebhooks.id, hook.webhook.id));
    expect(stored!.disabledAt).not.toBeNull();
    expect((await hook.deliveries())[0]).toMatchObject({ status: 'failed', attempts: 1, lastResponseStatus: 410 });
    expect(outcomes).toEqual(['failed']);
    await hook.createDriver();
    await deliver();
    expect(hook.received()).toHaveLength(1);
    const test = await gql(ctx.app, TEST_EVENT, { variables: { id: hook.webhook.id }, cookie: hook.admin.cookie });
    expect(errorCode(test)).toBe('CONFLICT');
  });

  it('logs a receiver that hangs as a timeout and one that redirects as a failure, without following it', async () => {
    const hook = await connected(['users.created']);
    receiver.respond = (request, res) => {
      if (request.path.endsWith('elsewhere')) return void res.end('followed');
      res.statusCode = 302;
      res.setHeader('location', `${receiver.url}/elsewhere`);
      res.end();
    };
    await hook.createDriver();
    await processDueOutbox(ctx.db, {
      handlers: { [PRODUCT_EVENT_KIND]: webhookFanOutHandler(ctx.db) },
    });
    const runOnce = () =>
      processDueOutbox(ctx.db, {
        handlers: {
          [WEBHOOK_DELIVERY_JOB]: webhookDeliveryHandler(ctx.db, {
            secretBox: createSecretBox(config.secretsKey),
            policy: webhookOutboundPolicy(config),
          }),
        },
        policy: { ...DEFAULT_RETRY_POLICY, delayMs: () => 60_000 },
      });
    await runOnce();
    expect(receiver.requests.some((request) => request.path.endsWith('elsewhere'))).toBe(false);
    let [delivery] = await hook.deliveries();
    expect(delivery!.attemptLog[0]!.error).toContain('redirect');
    receiver.respond = () => {};
    await ctx.db.execute(
      sql`update outbox_messages set run_at = now() where payload ->> 'deliveryId' = ${delivery!.id}`,
    );
    await runOnce();
    [delivery] = await hook.deliveries();
    expect(delivery!.attemptLog[1]!.error).toContain('did not answer within 1 s');
    expect(delivery!.status).toBe('pending');
  });

  it('sends GET-like methods as a signed query string', async () => {
    receiver.respond = (_request, res) => void res.end('ok');
    const hook = await connected(['users.created'], { httpMethod: 'GET' });
    await hook.createDriver();
    await deliver();
    const [request] = hook.received();
    expect(request!.method).toBe('GET');
    expect(request!.body).toBe('');
    const query = request!.path.split('?')[1]!;
    const params = new URLSearchParams(query);
    expect([...params.keys()]).toEqual(['event', 'eventDate', 'uniqueId', 'userId', 'profileId', 'subscriptionId']);
    expect(params.get('event')).toBe('users.created');
    verify(hook.webhook.signingSecret!, request!, query);
  });

  it('signs with both secrets while a rotation lasts', async () => {
    receiver.respond = (_request, res) => void res.end('ok');
    const hook = await connected(['users.created']);
    const rotated = await gql<{ rotateSdkWebhookSecret: { signingSecret: string; previousSecretExpiresAt: string } }>(
      ctx.app,
      ROTATE,
      { variables: { id: hook.webhook.id }, cookie: hook.admin.cookie },
    );
    const { signingSecret, previousSecretExpiresAt } = rotated.data!.rotateSdkWebhookSecret;
    expect(signingSecret).not.toBe(hook.webhook.signingSecret);
    expect(new Date(previousSecretExpiresAt).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    await hook.createDriver();
    await deliver();
    const [request] = hook.received();
    expect(String(request!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    verify(signingSecret, request!);
    verify(hook.webhook.signingSecret!, request!);
  });

  it("sends a test event on request, and never another subscription's events", async () => {
    receiver.respond = (_request, res) => void res.end('ok');
    const hook = await connected(['assessments.complete', 'users.created']);
    const other = await connected(['users.created']);
    await other.createDriver();
    const sent = await gql<{ sendSdkWebhookTestEvent: Delivery }>(ctx.app, TEST_EVENT, {
      variables: { id: hook.webhook.id, event: 'users.created' },
      cookie: hook.admin.cookie,
    });
    expect(sent.data!.sendSdkWebhookTestEvent).toMatchObject({
      event: 'users.created',
      isTest: true,
      status: 'pending',
    });
    await deliver();
    expect(hook.received()).toHaveLength(1);
    const body = verify(hook.webhook.signingSecret!, hook.received()[0]!) as { data: { subscriptionId: string } };
    expect(body.data.subscriptionId).toBe(hook.subscription.id);
    expect((await hook.deliveries())[0]).toMatchObject({ isTest: true, status: 'succeeded' });
  });

  it('delivers each event once per webhook even when the fan-out runs twice', async () => {
    receiver.respond = (_request, res) => void res.end('ok');
    const hook = await connected(['users.created']);
    await hook.createDriver();
    const [event] = await ctx.db
      .execute<{ payload: unknown }>(
        (await import('drizzle-orm'))
          .sql`select payload from outbox_messages where kind = ${PRODUCT_EVENT_KIND} and subscription_id = ${hook.subscription.id}`,
      )
      .then((result) => (result as unknown as { rows: { payload: Record<string, unknown> }[] }).rows);
    await webhookFanOutHandler(ctx.db)(event!.payload as Record<string, unknown>, {
      messageId: 'x',
      attempt: 1,
      maxAttempts: 1,
    });
    await deliver();
    expect(hook.received()).toHaveLength(1);
    const rows = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, hook.webhook.id));
    expect(rows).toHaveLength(1);
    const attempts = await ctx.db
      .select()
      .from(webhookDeliveryAttempts)
      .where(eq(webhookDeliveryAttempts.deliveryId, rows[0]!.id));
    expect(attempts).toHaveLength(1);
  });

  it('logs an attempt before sending it, so one cut short shows in the delivery log with no answer', async () => {
    const hook = await connected(['users.created']);
    receiver.respond = () => {};
    await hook.createDriver();
    await processDueOutbox(ctx.db, { handlers: { [PRODUCT_EVENT_KIND]: webhookFanOutHandler(ctx.db) } });
    const sending = processDueOutbox(ctx.db, {
      handlers: {
        [WEBHOOK_DELIVERY_JOB]: webhookDeliveryHandler(ctx.db, {
          secretBox: createSecretBox(config.secretsKey),
          policy: webhookOutboundPolicy(config),
        }),
      },
      policy: { ...DEFAULT_RETRY_POLICY, delayMs: () => 60_000 },
    });
    // The receiver holds the request and never answers: a process stopped now would leave exactly this log.
    await vi.waitFor(() => expect(hook.received()).toHaveLength(1));
    const [inFlight] = await hook.deliveries();
    expect(inFlight).toMatchObject({ status: 'pending', attempts: 1 });
    expect(inFlight!.attemptLog).toEqual([
      { attempt: 1, durationMs: null, responseStatus: null, error: null, succeeded: null },
    ]);

    await sending;
    const [answered] = await hook.deliveries();
    expect(answered!.attemptLog).toMatchObject([
      { attempt: 1, responseStatus: null, succeeded: false, error: expect.stringContaining('did not answer') },
    ]);
    expect(answered!.attemptLog[0]!.durationMs).toBeGreaterThanOrEqual(1000);
  });
});
