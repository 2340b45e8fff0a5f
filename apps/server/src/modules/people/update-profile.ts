import { profileDetailsSchema } from '@roadmark/domain/account-forms';
import { idSchema } from '@roadmark/domain/ids';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/record-event.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertTeamOfSubscription } from '../accounts/create-account.ts';
import { administersPeopleOf } from '../accounts/person.policy.ts';
import { canEditProfile } from './profile.policy.ts';
import { profiles } from './profile.table.ts';

const updateSchema = profileDetailsSchema.extend({ id: idSchema, subscriptionTeamId: idSchema.nullish() });

export async function updateProfile({ actor, input, db }: UseCaseCall<unknown>) {
  const { id, firstName, lastName, subscriptionTeamId } = parseInput(updateSchema, input);
  return db.transaction(async (tx) => {
    const [profile] = await tx.select().from(profiles).where(eq(profiles.id, id)).limit(1).for('update');
    if (!profile || profile.archived || !(await canEditProfile(tx, actor, profile))) throw notFound();
    const teamChange = await teamChangeOf(tx, actor, profile, subscriptionTeamId);
    const [updated] = await tx
      .update(profiles)
      .set({ firstName, lastName, ...teamChange, updatedAt: new Date() })
      .where(eq(profiles.id, id))
      .returning();
    await recordEvent(tx, {
      event: 'users.updated',
      subscriptionId: profile.subscriptionId,
      data: { userId: profile.userId, profileId: profile.id },
    });
    return updated!;
  });
}

/**
 * The team, when given (null clears it): a people manager's change (the user form,
 * docs/product/people-and-teams.md#the-user-form), never a driver's own, and only to a live team of the person's
 * subscription.
 */
async function teamChangeOf(
  tx: Executor,
  actor: Actor,
  profile: { subscriptionId: string; subscriptionTeamId: string | null },
  subscriptionTeamId: string | null | undefined,
): Promise<{ subscriptionTeamId?: string | null }> {
  if (subscriptionTeamId === undefined || subscriptionTeamId === profile.subscriptionTeamId) return {};
  if (!(await administersPeopleOf(tx, actor, profile.subscriptionId))) throw forbidden();
  if (subscriptionTeamId) await assertTeamOfSubscription(tx, subscriptionTeamId, profile.subscriptionId);
  return { subscriptionTeamId };
}
