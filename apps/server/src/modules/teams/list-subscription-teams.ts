import { idSchema } from '@roadmark/domain/ids';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import { containsPattern } from '../../platform/db/text-search.ts';
import type { ListRequest } from '../../platform/list-request.ts';
import { parseInput } from '../../platform/validation.ts';
import { findVisibleSubscription } from '../subscriptions/find-subscription.ts';
import { subscriptionTeams } from './subscription-team.table.ts';

/**
 * subscriptionTeams(offset, first, subscriptionId) (docs/product/api.md#graphql-conventions): one page of the live
 * teams of a subscription the actor may see (the actor's own by default), filtered by a case-insensitive name search,
 * by name.
 */
export async function listSubscriptionTeams({
  actor,
  subscriptionId,
  window,
  db,
}: ListRequest & { subscriptionId?: string | null }) {
  const id = subscriptionId == null ? actor.subscriptionId : parseInput(idSchema, subscriptionId);
  await findVisibleSubscription(db, actor, id);
  const searchFilter = window.search ? ilike(subscriptionTeams.name, containsPattern(window.search)) : undefined;
  return db
    .select()
    .from(subscriptionTeams)
    .where(and(eq(subscriptionTeams.subscriptionId, id), eq(subscriptionTeams.archived, false), searchFilter))
    .orderBy(asc(sql`lower(${subscriptionTeams.name})`), asc(subscriptionTeams.id))
    .offset(window.offset)
    .limit(window.limit);
}
