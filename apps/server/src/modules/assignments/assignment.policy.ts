import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { loadManagedPerson } from '../people/load-person.ts';
import { findVisibleSubscription } from '../subscriptions/find-subscription.ts';
import { canManageTeams } from '../teams/subscription-team.policy.ts';
import { subscriptionTeams } from '../teams/subscription-team.table.ts';

/**
 * A live team whose assignments the actor keeps: team work needs the manager-management role (as team management
 * does), and the team must be of a subscription the actor administers; anyone else's team is not found.
 */
export async function findAssignableTeam(db: Executor, actor: Actor, subscriptionTeamId: string) {
  if (!canManageTeams(actor)) throw forbidden();
  const [team] = await db
    .select()
    .from(subscriptionTeams)
    .where(and(eq(subscriptionTeams.id, subscriptionTeamId), eq(subscriptionTeams.archived, false)))
    .limit(1);
  if (!team) throw notFound();
  await findVisibleSubscription(db, actor, team.subscriptionId);
  return team;
}

/**
 * Who an assignment is for, when the actor may act on them: a person they manage (accounts/person.policy.ts: driver
 * managers their drivers, subscription administrators their managers too, only staff staff) or a team they keep.
 */
export async function assignmentTarget(
  db: Executor,
  actor: Actor,
  target: { userId?: string | null; subscriptionTeamId?: string | null },
): Promise<{ subscriptionId: string; userId: string | null; subscriptionTeamId: string | null }> {
  if (target.userId) {
    const { user } = await loadManagedPerson(db, actor, { userId: target.userId });
    return { subscriptionId: user.subscriptionId, userId: user.id, subscriptionTeamId: null };
  }
  const team = await findAssignableTeam(db, actor, target.subscriptionTeamId!);
  return { subscriptionId: team.subscriptionId, userId: null, subscriptionTeamId: team.id };
}
