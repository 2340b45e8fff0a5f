import { createSubscriptionTeamSchema } from '@roadmark/domain/teams';
import { recordEvent } from '../../platform/events/record-event.ts';
import { assertIdUnused } from '../../platform/tenancy/tenant-records.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { findTeamSubscription } from './subscription-team.policy.ts';
import { subscriptionTeams } from './subscription-team.table.ts';

/** Creates a subscription team: in the given subscription, or the one the actor works in. */
export async function createSubscriptionTeam({ actor, input, db }: UseCaseCall<unknown>) {
  const model = parseInput(createSubscriptionTeamSchema, input);
  return db.transaction(async (tx) => {
    const subscription = await findTeamSubscription(tx, actor, model.subscriptionId ?? actor.subscriptionId);
    const id = model.id ?? crypto.randomUUID();
    await assertIdUnused(tx, subscriptionTeams, id);
    const [team] = await tx
      .insert(subscriptionTeams)
      .values({ id, subscriptionId: subscription.id, name: model.name })
      .returning();
    await recordEvent(tx, {
      event: 'subscriptionTeams.created',
      subscriptionId: subscription.id,
      data: { subscriptionTeamId: id },
    });
    return team!;
  });
}
