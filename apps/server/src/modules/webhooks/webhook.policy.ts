import { Role } from '@roadmark/domain/roles';
import { and, eq } from 'drizzle-orm';
import { type Actor, actorHasRole } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { findManagedSdkRecord } from '../sdk-clients/sdk-client.policy.ts';
import { sdkWebhooks } from './sdk-webhook.table.ts';

/**
 * A live webhook the actor may send a test event to: one they manage, or, for an API key, one of its own
 * application's (an integration checking its receiver without a person's help).
 */
export async function findTestableWebhook(db: Executor, actor: Actor, id: string) {
  if (!actorHasRole(actor, Role.API)) return findManagedWebhook(db, actor, id, { forUpdate: true });
  const [webhook] = await db
    .select()
    .from(sdkWebhooks)
    .where(
      and(
        eq(sdkWebhooks.id, id),
        eq(sdkWebhooks.archived, false),
        eq(sdkWebhooks.sdkClientId, actor.userId),
        eq(sdkWebhooks.subscriptionId, actor.subscriptionId),
      ),
    )
    .limit(1)
    .for('update');
  if (!webhook) throw notFound();
  return webhook;
}

/** A live webhook the actor may manage (the API/SDK tab's role), locked when asked; anything else is not found. */
export function findManagedWebhook(db: Executor, actor: Actor, id: string, options: { forUpdate?: boolean } = {}) {
  return findManagedSdkRecord(db, actor, sdkWebhooks, id, options);
}
