import { idSchema } from '@roadmark/domain/ids';
import { ALL_SUBSCRIPTION_TYPES } from '@roadmark/domain/subscription-type';
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { containsPattern } from '../../platform/db/text-search.ts';
import { type FilteredListRequest, openFilteredList } from '../../platform/list-request.ts';
import { assertCanManageSubscriptions, visibleSubscriptions } from './subscription.policy.ts';
import { subscriptions } from './subscription.table.ts';

const filterSchema = z.object({
  subscriptionTypes: z.array(z.enum(ALL_SUBSCRIPTION_TYPES, { message: 'validation.invalidInput' })).nullish(),
  distributorSubscriptionId: idSchema.nullish(),
});

/**
 * subscriptions(offset, first, subscriptionTypes) (docs/product/reference-data.md#organisations): one page of the
 * subscriptions the actor may see, by company name, optionally only of some types or beneath one distributor.
 */
export async function listSubscriptions(request: FilteredListRequest) {
  const { actor, window, db } = request;
  const { subscriptionTypes, distributorSubscriptionId } = openFilteredList(
    request,
    assertCanManageSubscriptions,
    filterSchema,
  );
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
