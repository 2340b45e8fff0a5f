import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { visibleSubscriptions } from './subscription.policy.ts';
import { subscriptions } from './subscription.table.ts';

/** A live subscription the actor may read, or NOT_FOUND (another tenant's record is not found, not forbidden). */
export async function findVisibleSubscription(db: Executor, actor: Actor, id: string, { forUpdate = false } = {}) {
  const query = db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), visibleSubscriptions(actor)))
    .limit(1);
  const [subscription] = forUpdate ? await query.for('update') : await query;
  if (!subscription) throw notFound();
  return subscription;
}
