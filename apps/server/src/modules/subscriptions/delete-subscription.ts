import { idSchema } from '@roadmark/domain/ids';
import { PROTECTED_SUBSCRIPTION_IDS } from '@roadmark/domain/subscription-type';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { sessions } from '../accounts/session.table.ts';
import { users } from '../accounts/user.table.ts';
import { profiles } from '../people/profile.table.ts';
import { subscriptionTeams } from '../teams/subscription-team.table.ts';
import { findVisibleSubscription } from './find-subscription.ts';
import { canAdministerSubscription, canDeleteSubscription } from './subscription.policy.ts';
import { subscriptions } from './subscription.table.ts';
import { hasLiveChildren } from './subscription-rules.ts';

/**
 * Deleting a subscription (docs/product/retention.md#deleting-a-subscription) archives its accounts (signing them out),
 * profiles, teams and the subscription itself, in one transaction; sessions and results stay in the database for
 * history and exports.
 */
export async function deleteSubscription({ actor, input: { id }, db }: UseCaseCall<{ id: string }>) {
  const subscriptionId = parseInput(idSchema, id);
  return db.transaction(async (tx) => {
    const stored = await findVisibleSubscription(tx, actor, subscriptionId, { forUpdate: true });
    if (!canAdministerSubscription(actor, stored)) throw notFound();
    if (!canDeleteSubscription(actor, stored)) throw forbidden();
    if (PROTECTED_SUBSCRIPTION_IDS.includes(stored.id)) throw new AppError('CONFLICT', 'errors.subscriptionProtected');
    if (await hasLiveChildren(tx, stored.id)) throw new AppError('CONFLICT', 'errors.distributorHasSubscriptions');

    const now = new Date();
    const archivedUsers = await tx
      .update(users)
      .set({ archived: true, updatedAt: now })
      .where(and(eq(users.subscriptionId, stored.id), eq(users.archived, false)))
      .returning({ id: users.id });
    if (archivedUsers.length > 0) {
      await tx.delete(sessions).where(
        inArray(
          sessions.userId,
          archivedUsers.map((user) => user.id),
        ),
      );
    }
    await tx
      .update(profiles)
      .set({ archived: true, updatedAt: now })
      .where(and(eq(profiles.subscriptionId, stored.id), eq(profiles.archived, false)));
    await tx
      .update(subscriptionTeams)
      .set({ archived: true, updatedAt: now })
      .where(and(eq(subscriptionTeams.subscriptionId, stored.id), eq(subscriptionTeams.archived, false)));
    const [archived] = await tx
      .update(subscriptions)
      .set({ archived: true, currentUsers: 0, updatedAt: now })
      .where(eq(subscriptions.id, stored.id))
      .returning();
    return archived!;
  });
}
