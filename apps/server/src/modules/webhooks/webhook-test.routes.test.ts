import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildIntegrationsTenant } from '../../../test/integrations-harness.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { webhookDeliveries } from './sdk-webhook.table.ts';

describe('POST /api/rest/v1.0/webhooks/{id}/test', () => {
  const ctx = useTestApp();

  async function keyWithWebhook() {
    const tenant = await buildIntegrationsTenant(ctx.app, ctx.db);
    const client = await tenant.createClient();
    const webhook = await tenant.createWebhook({
      sdkClientId: client.id,
      url: 'https://hooks.example.com/in',
      eventsJson: '["assessments.complete", "users.created"]',
    });
    return { ...tenant, client, webhook };
  }

  const post = (key: string, id: string, body: unknown = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/rest/v1.0/webhooks/${id}/test`,
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it("queues a test delivery of the named event to the key's own webhook", async () => {
    const { client, webhook } = await keyWithWebhook();
    const answer = await post(client.apiSecret, webhook.id, { event: 'users.created' });
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toMatchObject({ event: 'users.created', status: 'pending' });
    const [delivery] = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, answer.json().id));
    expect(delivery).toMatchObject({ webhookId: webhook.id, isTest: true });
    expect((await post(client.apiSecret, webhook.id)).json().event).toBe('assessments.complete');
  });

  it("answers not found for another key's webhook and an unknown event as a bad request", async () => {
    const { client, webhook, createClient } = await keyWithWebhook();
    const otherKey = await createClient({ name: 'Other integration' });
    const theirs = await keyWithWebhook();
    for (const [key, id] of [
      [otherKey.apiSecret, webhook.id],
      [client.apiSecret, theirs.webhook.id],
    ] as const) {
      const answer = await post(key, id);
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).toContain('application/problem+json');
    }
    expect((await post(client.apiSecret, webhook.id, { event: 'users.exploded' })).statusCode).toBe(400);
    expect(await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhook.id))).toEqual(
      [],
    );
  });
});
