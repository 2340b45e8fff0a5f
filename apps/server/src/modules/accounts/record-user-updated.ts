import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { recordEvent } from '../../platform/events/record-event.ts';
import { profiles } from '../people/profile.table.ts';
import { users } from './user.table.ts';

/**
 * Records `users.updated` for a change to the account itself (its email, its lockout), which the webhooks report
 * with the person's live profile, as they report a change to the profile.
 */
export async function recordUserUpdated(tx: Executor, userId: string): Promise<void> {
  const [person] = await tx
    .select({ subscriptionId: users.subscriptionId, profileId: profiles.id })
    .from(users)
    .innerJoin(profiles, and(eq(profiles.userId, users.id), eq(profiles.archived, false)))
    .where(eq(users.id, userId))
    .limit(1);
  if (!person) return;
  await recordEvent(tx, {
    event: 'users.updated',
    subscriptionId: person.subscriptionId,
    data: { userId, profileId: person.profileId },
  });
}
