import { Role } from '@roadmark/domain/roles';
import { and, eq } from 'drizzle-orm';
import { type Actor, actorHasRole } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { visibleSubscriptions } from '../subscriptions/subscription.policy.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';

/**
 * A person edits their own profile. Managers edit the people of subscriptions they administer: staff everywhere, a
 * distributor administrator in their distributor and the subscriptions beneath it, a subscription administrator in
 * their own (user management widens this further for driver managers).
 */
export async function canEditProfile(
  db: Executor,
  actor: Actor | null,
  profile: { userId: string; subscriptionId: string },
): Promise<boolean> {
  if (!actor) return false;
  if (actor.userId === profile.userId) return true;
  const manages =
    actorHasRole(actor, Role.Administration) ||
    actorHasRole(actor, Role.DistributorAdministration) ||
    actorHasRole(actor, Role.SubscriptionAdministration);
  if (!manages) return false;
  return managesPeopleOf(db, actor, profile.subscriptionId);
}

/** Per request (the actor object is the request's), so a list of profiles asks once per subscription, not per row. */
const answersByActor = new WeakMap<Actor, Map<string, Promise<boolean>>>();

function managesPeopleOf(db: Executor, actor: Actor, subscriptionId: string): Promise<boolean> {
  let answers = answersByActor.get(actor);
  if (!answers) {
    answers = new Map();
    answersByActor.set(actor, answers);
  }
  let answer = answers.get(subscriptionId);
  if (!answer) {
    answer = db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.id, subscriptionId), visibleSubscriptions(actor)))
      .limit(1)
      .then((rows) => rows.length > 0);
    answers.set(subscriptionId, answer);
  }
  return answer;
}
