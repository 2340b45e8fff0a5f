import { idSchema } from '@roadmark/domain/ids';
import { eq } from 'drizzle-orm';
import { recordEvent } from '../../platform/events/record-event.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { profiles } from '../people/profile.table.ts';
import { lockManagedTeam } from './subscription-team.policy.ts';
import { subscriptionTeams } from './subscription-team.table.ts';

/**
 * Deleting a team archives it (docs/product/retention.md). Its members keep their profiles and leave the team, in the
 * same transaction, so nobody stays in a team that no list shows.
 */
export async function deleteSubscriptionTeam({ actor, input: { id }, db }: UseCaseCall<{ id: string }>) {
  const teamId = parseInput(idSchema, id);
  return db.transaction(async (tx) => {
    const team = await lockManagedTeam(tx, actor, teamId);
    const [archived] = await tx
      .update(subscriptionTeams)
      .set({ archived: true, updatedAt: new Date() })
      .where(eq(subscriptionTeams.id, teamId))
      .returning();
    await tx
      .update(profiles)
      .set({ subscriptionTeamId: null, updatedAt: new Date() })
      .where(eq(profiles.subscriptionTeamId, teamId));
    await recordEvent(tx, {
      event: 'subscriptionTeams.deleted',
      subscriptionId: team.subscriptionId,
      data: { subscriptionTeamId: teamId },
    });
    return archived!;
  });
}
