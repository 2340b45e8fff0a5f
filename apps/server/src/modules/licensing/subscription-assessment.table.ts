import { sql } from 'drizzle-orm';
import { index, integer, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { assessments } from '../assessments/assessment.table.ts';
import { tenantColumns } from '../subscriptions/tenant-columns.ts';

/**
 * A licence: the subscription may assign this assessment or training module to its people
 * (docs/product/assignments-and-licences.md#licences).
 */
export const subscriptionAssessments = pgTable(
  'subscription_assessments',
  {
    ...tenantColumns(),
    assessmentId: uuid()
      .notNull()
      .references(() => assessments.id),
    /** The retakes an assignment of this licence starts with; 0 allows the first attempt only. */
    maxRestarts: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('subscription_assessments_live_idx')
      .on(t.subscriptionId, t.assessmentId)
      .where(sql`${t.archived} = false`),
    index('subscription_assessments_assessment_idx').on(t.assessmentId),
  ],
);
