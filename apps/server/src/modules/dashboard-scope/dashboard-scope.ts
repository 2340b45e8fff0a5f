import { idSchema } from '@roadmark/domain/ids';
import { Role } from '@roadmark/domain/roles';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Actor, actorHasRole } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { profiles } from '../people/profile.table.ts';
import { findVisibleSubscription } from '../subscriptions/find-subscription.ts';
import { subscriptionTeams } from '../teams/subscription-team.table.ts';

export const scopeArgsSchema = z.object({
  subscriptionId: idSchema.nullish(),
  subscriptionTeamId: idSchema.nullish(),
});

export type SubscriptionRow = Awaited<ReturnType<typeof findVisibleSubscription>>;
export type TeamRow = typeof subscriptionTeams.$inferSelect;

/** The people a dashboard counts, as SQL conditions. */
export interface FiguresScope {
  /** A condition on the profile alias `p`: the people of the subscription, or of the team. */
  people: SQL;
  /** A condition on the session alias `s`: the sessions whose people use seats (the subscription's). */
  sessions: SQL;
  /** A condition on the standings alias `st` (person_assessment_standings): the live people of the scope. */
  standings: SQL;
}

/** What a subscription or team dashboard shows: the subscription, the team when one is asked for, and the SQL scope. */
export interface DashboardScope extends FiguresScope {
  subscription: SubscriptionRow;
  team: TeamRow | null;
}

/** Seats are counted over the whole subscription, on a team dashboard too: a licence is the subscription's. */
function seatsOf(subscription: SubscriptionRow): SQL {
  return sql`s.subscription_id = ${subscription.id}`;
}

/**
 * Who may look at a team's dashboard (docs/product/dashboards.md#which-dashboard): the manager-management role
 * (SubscriptionAdministration) sees every team of a subscription it may read; a driver manager without it sees only the
 * team they belong to.
 */
async function mayViewTeam(db: Executor, actor: Actor, team: TeamRow): Promise<boolean> {
  if (actorHasRole(actor, Role.SubscriptionAdministration)) return true;
  const [own] = await db
    .select({ teamId: profiles.subscriptionTeamId })
    .from(profiles)
    .where(and(eq(profiles.userId, actor.userId), eq(profiles.archived, false)))
    .limit(1);
  return own?.teamId === team.id;
}

/**
 * The subscription (by default the one the actor acts in) and optional team a dashboard is about, when the actor
 * manages people there. Another tenant's subscription or team, or a team the role does not reach, is not found.
 */
export async function resolveDashboardScope(db: Executor, actor: Actor, args: unknown): Promise<DashboardScope> {
  if (!actorHasRole(actor, Role.DriverManagement)) throw forbidden();
  const parsed = parseInput(scopeArgsSchema, args);
  const subscription = await findVisibleSubscription(db, actor, parsed.subscriptionId ?? actor.subscriptionId);
  if (!parsed.subscriptionTeamId) {
    return {
      subscription,
      team: null,
      people: sql`p.subscription_id = ${subscription.id}`,
      sessions: seatsOf(subscription),
      standings: sql`st.subscription_id = ${subscription.id} and st.person_live`,
    };
  }
  const [team] = await db
    .select()
    .from(subscriptionTeams)
    .where(
      and(
        eq(subscriptionTeams.id, parsed.subscriptionTeamId),
        eq(subscriptionTeams.subscriptionId, subscription.id),
        eq(subscriptionTeams.archived, false),
      ),
    )
    .limit(1);
  if (!team || !(await mayViewTeam(db, actor, team))) throw notFound();
  return {
    subscription,
    team,
    people: sql`p.subscription_id = ${subscription.id} and p.subscription_team_id = ${team.id}`,
    sessions: seatsOf(subscription),
    standings: sql`st.subscription_id = ${subscription.id} and st.subscription_team_id = ${team.id} and st.person_live`,
  };
}
