import { updateSubscriptionTeamSchema } from '@roadmark/domain/teams';
import { eq } from 'drizzle-orm';
import { recordEvent } from '../../platform/events/record-event.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { lockManagedTeam } from './subscription-team.policy.ts';
import { subscriptionTeams } from './subscription-team.table.ts';

/** Updates a subscription team: renames it; a team never moves to another subscription. */
export async function updateSubscriptionTeam({ actor, input, db }: UseCaseCall<unknown>) {
  const { id, name } = parseInput(updateSubscriptionTeamSchema, input);
  return db.transaction(async (tx) => {
    const team = await lockManagedTeam(tx, actor, id);
    const [updated] = await tx
      .update(subscriptionTeams)
      .set({ name, updatedAt: new Date() })
      .where(eq(subscriptionTeams.id, id))
      .returning();
    await recordEvent(tx, {
      event: 'subscriptionTeams.updated',
      subscriptionId: team.subscriptionId,
      data: { subscriptionTeamId: id },
    });
    return updated!;
  });
}
