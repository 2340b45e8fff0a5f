import { idSchema } from '@roadmark/domain/ids';
import { assessmentTypesFilterSchema } from '@roadmark/domain/licensing';
import { and, asc, ilike, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { containsPattern } from '../../platform/db/text-search.ts';
import type { FilteredListRequest } from '../../platform/list-request.ts';
import { parseInput } from '../../platform/validation.ts';
import { assessments } from '../assessments/assessment.table.ts';
import { findLicensingSubscription, licensableBy } from './licensing.policy.ts';
import { assessmentSummaryColumns } from './list-subscription-assessments.ts';

const argsSchema = z.object({ subscriptionId: idSchema, assessmentTypes: assessmentTypesFilterSchema });

/**
 * The assessments the licensing screen offers for a subscription (docs/product/assignments-and-licences.md#licences):
 * staff choose from every live assessment, a distributor administrator from those their distributor holds (the API's
 * "lowerSubscriptionId").
 */
export async function listLicensableAssessments({ actor, filter: args, window, db }: FilteredListRequest) {
  const { subscriptionId, assessmentTypes } = parseInput(argsSchema, args);
  const subscription = await findLicensingSubscription(db, actor, subscriptionId);
  return db
    .select(assessmentSummaryColumns)
    .from(assessments)
    .where(
      and(
        licensableBy(actor, subscription),
        assessmentTypes?.length ? inArray(assessments.assessmentType, assessmentTypes) : undefined,
        window.search ? ilike(assessments.name, containsPattern(window.search)) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${assessments.name})`), asc(assessments.id))
    .offset(window.offset)
    .limit(window.limit);
}
