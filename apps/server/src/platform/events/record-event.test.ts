import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildSubscription } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { outboxMessages } from '../outbox/outbox.table.ts';
import { processDueOutbox } from '../outbox/outbox-worker.ts';
import { PRODUCT_EVENT_KIND, recordEvent } from './record-event.ts';

describe('recordEvent', () => {
  const ctx = useTestApp();
  const eventsOf = (subscriptionId: string) =>
    ctx.db.select().from(outboxMessages).where(eq(outboxMessages.subscriptionId, subscriptionId));

  it('records the webhook payload in the outbox with the change, and the worker leaves it for the integrations', async () => {
    const subscription = await buildSubscription(ctx.db);
    const profileId = crypto.randomUUID();
    const userId = crypto.randomUUID();
    const payload = await ctx.db.transaction((tx) =>
      recordEvent(tx, { event: 'users.created', subscriptionId: subscription.id, data: { userId, profileId } }),
    );
    expect(payload).toEqual({
      event: 'users.created',
      eventDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      uniqueId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      data: { userId, profileId, subscriptionId: subscription.id },
    });

    await processDueOutbox(ctx.db, { handlers: { email: async () => {} } });
    const [stored] = await eventsOf(subscription.id);
    expect(stored).toMatchObject({ kind: PRODUCT_EVENT_KIND, payload, status: 'pending', attempts: 0 });
  });

  it('records nothing when the change rolls back', async () => {
    const subscription = await buildSubscription(ctx.db);
    await expect(
      ctx.db.transaction(async (tx) => {
        await recordEvent(tx, {
          event: 'subscriptionTeams.created',
          subscriptionId: subscription.id,
          data: { subscriptionTeamId: crypto.randomUUID() },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await eventsOf(subscription.id)).toEqual([]);
  });
});
