import { idSchema } from '@roadmark/domain/ids';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { findVisibleSubscription } from '../subscriptions/find-subscription.ts';
import { subscriptionTeams } from './subscription-team.table.ts';

/** Spec 1 §7.2 subscriptionTeams(subscriptionId): the live teams of a subscription the actor may see, by name. */
export async function listSubscriptionTeams({
  actor,
  subscriptionId,
  db,
}: {
  actor: Actor;
  subscriptionId: string;
  db: Executor;
}) {
  const id = parseInput(idSchema, subscriptionId);
  await findVisibleSubscription(db, actor, id);
  return db
    .select()
    .from(subscriptionTeams)
    .where(and(eq(subscriptionTeams.subscriptionId, id), eq(subscriptionTeams.archived, false)))
    .orderBy(asc(sql`lower(${subscriptionTeams.name})`), asc(subscriptionTeams.id));
}

/** Spec 1 §7.2 subscriptionTeam(id): a live team of a subscription the actor may see. */
export async function getSubscriptionTeam({ actor, id, db }: { actor: Actor; id: string; db: Executor }) {
  const [team] = await db
    .select()
    .from(subscriptionTeams)
    .where(and(eq(subscriptionTeams.id, parseInput(idSchema, id)), eq(subscriptionTeams.archived, false)));
  if (!team) throw notFound();
  await findVisibleSubscription(db, actor, team.subscriptionId);
  return team;
}
