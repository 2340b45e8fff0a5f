import { idSchema } from '@roadmark/domain/ids';
import { ALL_SUBSCRIPTION_TYPES } from '@roadmark/domain/subscription-type';
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { containsPattern } from '../../platform/db/text-search.ts';
import type { ListWindow } from '../../platform/graphql/pagination.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertCanManageSubscriptions, visibleSubscriptions } from './subscription.policy.ts';
import { subscriptions } from './subscription.table.ts';

const filterSchema = z.object({
  subscriptionTypes: z.array(z.enum(ALL_SUBSCRIPTION_TYPES, { message: 'validation.invalidInput' })).nullish(),
  distributorSubscriptionId: idSchema.nullish(),
});

/**
 * Spec 1 §2.6, §7.2 subscriptions(offset, first, subscriptionTypes): one page of the subscriptions the actor may
 * see, by company name, optionally only of some types or beneath one distributor.
 */
export async function listSubscriptions({
  actor,
  window,
  filter,
  db,
}: {
  actor: Actor;
  window: ListWindow;
  filter: unknown;
  db: Executor;
}) {
  assertCanManageSubscriptions(actor);
  const { subscriptionTypes, distributorSubscriptionId } = parseInput(filterSchema, filter);
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        visibleSubscriptions(actor),
        subscriptionTypes?.length ? inArray(subscriptions.subscriptionType, subscriptionTypes) : undefined,
        distributorSubscriptionId ? eq(subscriptions.distributorSubscriptionId, distributorSubscriptionId) : undefined,
        window.search ? ilike(subscriptions.companyName, containsPattern(window.search)) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${subscriptions.companyName})`), asc(subscriptions.id))
    .offset(window.offset)
    .limit(window.limit);
}
