import { idSchema } from '@roadmark/domain/ids';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../platform/errors.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { findVisibleSubscription } from '../subscriptions/find-subscription.ts';
import { subscriptionTeams } from './subscription-team.table.ts';

/** subscriptionTeam(id): a live team of a subscription the actor may see. */
export async function getSubscriptionTeam({ actor, input: { id }, db }: UseCaseCall<{ id: string }>) {
  const [team] = await db
    .select()
    .from(subscriptionTeams)
    .where(and(eq(subscriptionTeams.id, parseInput(idSchema, id)), eq(subscriptionTeams.archived, false)));
  if (!team) throw notFound();
  await findVisibleSubscription(db, actor, team.subscriptionId);
  return team;
}
