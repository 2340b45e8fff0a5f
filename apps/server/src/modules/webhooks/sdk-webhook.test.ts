import { RoleGroupName } from '@roadmark/domain/roles';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { errorCode, gql } from '../../../test/graphql-client.ts';
import { buildIntegrationsTenant, WEBHOOK_FIELDS, type WebhookAnswer } from '../../../test/integrations-harness.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { sdkWebhooks } from './sdk-webhook.table.ts';

const CREATE = `mutation ($model: CreateSdkWebhookInput!) { createSdkWebhook(model: $model) { ${WEBHOOK_FIELDS} } }`;
const UPDATE = `mutation ($model: UpdateSdkWebhookInput!) { updateSdkWebhook(model: $model) { ${WEBHOOK_FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteSdkWebhook(id: $id) { id archived } }`;
const ONE = `query ($id: ID!) { sdkWebhook(id: $id) { ${WEBHOOK_FIELDS} } }`;
const LIST = `query { sdkWebhooks { id url sdkClientName } }`;
const DELIVERIES = `query ($webhookId: ID!) { sdkWebhookDeliveries(webhookId: $webhookId) { id } }`;
const TEST_EVENT = `mutation ($id: ID!) { sendSdkWebhookTestEvent(id: $id) { id } }`;
const ROTATE = `mutation ($id: ID!) { rotateSdkWebhookSecret(id: $id) { id } }`;

describe('webhook connections (SdkWebhook)', () => {
  const ctx = useTestApp();

  async function tenantWithKey() {
    const tenant = await buildIntegrationsTenant(ctx.app, ctx.db);
    const client = await tenant.createClient({ name: 'Telematics' });
    const model = {
      sdkClientId: client.id,
      url: 'https://hooks.example.com/roadmark',
      eventsJson: '["users.created", "assessments.complete", "users.created"]',
    };
    return { ...tenant, client, model };
  }

  it('creates a webhook with the documented defaults, sorted events, and a secret shown only once', async () => {
    const { client, model, createWebhook, admin, subscription } = await tenantWithKey();
    const webhook = await createWebhook(model);
    expect(webhook).toMatchObject({
      targetId: subscription.id,
      sdkClientId: client.id,
      sdkClientName: 'Telematics',
      events: ['assessments.complete', 'users.created'],
      httpMethod: 'POST',
      headers: [],
      disabledAt: null,
    } as Partial<WebhookAnswer>);
    expect(webhook.signingSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const again = await gql<{ sdkWebhook: WebhookAnswer }>(ctx.app, ONE, {
      variables: { id: webhook.id },
      cookie: admin.cookie,
    });
    expect(again.data!.sdkWebhook.signingSecret).toBeNull();
    const [stored] = await ctx.db.select().from(sdkWebhooks).where(eq(sdkWebhooks.id, webhook.id));
    expect(stored!.signingSecretSealed).not.toContain(webhook.signingSecret!.slice(6));
    const list = await gql<{ sdkWebhooks: { id: string; sdkClientName: string }[] }>(ctx.app, LIST, {
      cookie: admin.cookie,
    });
    expect(list.data!.sdkWebhooks).toEqual([{ id: webhook.id, url: model.url, sdkClientName: 'Telematics' }]);
  });

  it('changes only the fields sent, and saving switches a webhook that answered 410 back on', async () => {
    const { model, createWebhook, admin } = await tenantWithKey();
    const webhook = await createWebhook(model);
    await ctx.db
      .update(sdkWebhooks)
      .set({ disabledAt: new Date(), disabledReason: 'The receiver answered 410 Gone' })
      .where(eq(sdkWebhooks.id, webhook.id));
    const updated = await gql<{ updateSdkWebhook: WebhookAnswer }>(ctx.app, UPDATE, {
      variables: {
        model: { id: webhook.id, httpMethod: 'GET', headersJson: '[{"name":"Authorization","value":"Bearer x"}]' },
      },
      cookie: admin.cookie,
    });
    expect(updated.data!.updateSdkWebhook).toMatchObject({
      httpMethod: 'GET',
      url: model.url,
      events: ['assessments.complete', 'users.created'],
      headers: [{ name: 'Authorization', value: 'Bearer x' }],
      disabledAt: null,
      disabledReason: null,
    });
  });

  it('archives a deleted webhook', async () => {
    const { model, createWebhook, admin } = await tenantWithKey();
    const webhook = await createWebhook(model);
    await gql(ctx.app, DELETE, { variables: { id: webhook.id }, cookie: admin.cookie });
    const [stored] = await ctx.db.select().from(sdkWebhooks).where(eq(sdkWebhooks.id, webhook.id));
    expect(stored!.archived).toBe(true);
    expect(errorCode(await gql(ctx.app, ONE, { variables: { id: webhook.id }, cookie: admin.cookie }))).toBe(
      'NOT_FOUND',
    );
  });

  const URL_REFUSED = (reason: string) => `Roadmark cannot send webhooks to this address: ${reason}`;
  it.each([
    // An empty id is refused by the ID scalar before the form's rules run (the web form never sends one).
    [{ sdkClientId: '' }, 'sdkClientId', 'The id must be a UUID.'],
    [{ sdkClientId: null }, 'sdkClientId', 'SDK application is required'],
    [{ url: '' }, 'url', 'URL is required'],
    [{ url: 'ftp://files.example.com/in' }, 'url', 'Enter a full web address starting with https:// or http://'],
    [{ httpMethod: 'PATCH' }, 'httpMethod', 'HTTP method is required'],
    [{ eventsJson: '[]' }, 'eventsJson', 'Choose at least one event to trigger this webhook'],
    [{ eventsJson: 'users.created' }, 'eventsJson', 'Send a JSON list here, such as []'],
    [
      { headersJson: '[{"name":"X Token","value":"a"}]' },
      'headersJson.0.name',
      'A header name may only use letters, digits and - _ . with no spaces',
    ],
    [
      { headersJson: '[{"name":"X-Token","value":"a\\r\\nX-Injected: 1"}]' },
      'headersJson.0.value',
      'A header value must be one line of at most 4000 characters',
    ],
    [
      { url: 'http://127.0.0.1:8080/hook' },
      'url',
      URL_REFUSED('Refused to call 127.0.0.1: it is a loopback address; OUTBOUND_ALLOWLIST can permit it'),
    ],
    [
      { url: 'http://169.254.169.254/latest/meta-data' },
      'url',
      URL_REFUSED('Refused to call 169.254.169.254: it is a cloud metadata address; OUTBOUND_ALLOWLIST can permit it'),
    ],
    [
      { url: 'http://[fd00::1]/hook' },
      'url',
      URL_REFUSED('Refused to call fd00::1: it is a private network address; OUTBOUND_ALLOWLIST can permit it'),
    ],
  ])('refuses %j: %s says %s, and saves nothing', async (change, field, message) => {
    const { model, admin, subscription } = await tenantWithKey();
    const answer = await gql(ctx.app, CREATE, { variables: { model: { ...model, ...change } }, cookie: admin.cookie });
    expect(errorCode(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors![0]!.extensions.fields).toContainEqual(expect.objectContaining({ field, message }));
    expect(await ctx.db.select().from(sdkWebhooks).where(eq(sdkWebhooks.subscriptionId, subscription.id))).toEqual([]);
  });

  it("refuses another subscription's application, webhook and delivery log as not found, changing nothing", async () => {
    const ours = await tenantWithKey();
    const theirs = await tenantWithKey();
    const theirHook = await theirs.createWebhook(theirs.model);
    const borrowed = await gql(ctx.app, CREATE, {
      variables: { model: { ...ours.model, sdkClientId: theirs.client.id } },
      cookie: ours.admin.cookie,
    });
    expect(borrowed.errors![0]!.message).toBe('SDK application is required');
    for (const [query, variables] of [
      [ONE, { id: theirHook.id }],
      [UPDATE, { model: { id: theirHook.id, url: 'https://attacker.example/steal' } }],
      [DELETE, { id: theirHook.id }],
      [DELIVERIES, { webhookId: theirHook.id }],
      [TEST_EVENT, { id: theirHook.id }],
      [ROTATE, { id: theirHook.id }],
    ] as const) {
      expect(errorCode(await gql(ctx.app, query, { variables, cookie: ours.admin.cookie }))).toBe('NOT_FOUND');
    }
    const [stored] = await ctx.db.select().from(sdkWebhooks).where(eq(sdkWebhooks.id, theirHook.id));
    expect(stored).toMatchObject({ url: theirs.model.url, archived: false });
  });

  it('refuses driver managers and anonymous callers', async () => {
    const { model, subscription } = await tenantWithKey();
    const driverManager = await buildUser(ctx.db, {
      subscriptionId: subscription.id,
      roleGroup: RoleGroupName.DriverManager,
    });
    expect(errorCode(await gql(ctx.app, CREATE, { variables: { model }, cookie: driverManager.cookie }))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await gql(ctx.app, CREATE, { variables: { model } }))).toBe('UNAUTHENTICATED');
  });
});
