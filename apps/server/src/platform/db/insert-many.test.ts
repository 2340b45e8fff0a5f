import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { outboxMessages } from '../outbox/outbox.table.ts';
import { insertMany } from './insert-many.ts';

describe('insertMany', () => {
  const ctx = useTestApp();

  it('writes every row with its values exactly, nulls, quotes, commas and braces included', async () => {
    const ids = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    const payloads = [{ text: 'a "quoted", {braced} value' }, { text: 'Zoë, José\nnew line' }, { text: null }];
    await ctx.db.transaction((tx) =>
      insertMany(tx, 'outbox_messages', [
        { name: 'id', type: 'uuid', values: ids },
        { name: 'kind', type: 'text', values: ['x,y', '{z}', 'NULL'] },
        { name: 'payload', type: 'jsonb', values: payloads.map((payload) => JSON.stringify(payload)) },
        { name: 'subscription_id', type: 'uuid', values: [null, null, null] },
        { name: 'max_attempts', type: 'integer', values: [1, 2, 3] },
      ]),
    );
    const rows = await Promise.all(
      ids.map(async (id) => (await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]),
    );
    expect(rows.map((row) => [row?.kind, row?.payload, row?.subscriptionId, row?.maxAttempts])).toEqual([
      ['x,y', payloads[0], null, 1],
      ['{z}', payloads[1], null, 2],
      ['NULL', payloads[2], null, 3],
    ]);
  });

  it('does nothing for no rows', async () => {
    await expect(
      ctx.db.transaction((tx) => insertMany(tx, 'outbox_messages', [{ name: 'id', type: 'uuid', values: [] }])),
    ).resolves.toBeUndefined();
  });
});
