import { idSchema } from '@roadmark/domain/ids';
import { eq, sql } from 'drizzle-orm';
import { forbidden } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/record-event.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { sessions } from '../accounts/session.table.ts';
import { users } from '../accounts/user.table.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';
import { loadManagedPerson } from './load-person.ts';
import { profiles } from './profile.table.ts';

/**
 * Deleting a user (docs/product/people-and-teams.md#deleting-a-person), in one transaction: the account is archived (it
 * can no longer sign in, its address is free again, its history stays), the profile is archived, and the subscription's
 * currentUsers drops by one. Nobody deletes themselves here.
 */
export async function deleteUser({
  actor,
  input: { profileId },
  db,
}: UseCaseCall<{ profileId: unknown }>): Promise<typeof profiles.$inferSelect> {
  const id = parseInput(idSchema, profileId);
  return db.transaction(async (tx) => {
    const { profile, user } = await loadManagedPerson(tx, actor, { profileId: id }, { forUpdate: true });
    if (user.id === actor.userId) throw forbidden();
    const now = new Date();
    await tx.update(users).set({ archived: true, updatedAt: now }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    const [archived] = await tx
      .update(profiles)
      .set({ archived: true, updatedAt: now })
      .where(eq(profiles.id, profile.id))
      .returning();
    await tx
      .update(subscriptions)
      .set({ currentUsers: sql`greatest(${subscriptions.currentUsers} - 1, 0)` })
      .where(eq(subscriptions.id, user.subscriptionId));
    await recordEvent(tx, {
      event: 'users.deleted',
      subscriptionId: user.subscriptionId,
      data: { userId: user.id, profileId: profile.id },
    });
    return archived!;
  });
}
