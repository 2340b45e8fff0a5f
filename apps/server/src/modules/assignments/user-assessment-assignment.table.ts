import { sql } from 'drizzle-orm';
import { index, integer, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/user.table.ts';
import { assessments } from '../assessments/assessment.table.ts';
import { tenantColumns } from '../subscriptions/tenant-columns.ts';
import { subscriptionTeams } from '../teams/subscription-team.table.ts';

/**
 * UserAssessmentAssignment (docs/product/assignments-and-licences.md#assignments): a person (userId) or a whole team
 * (subscriptionTeamId, userId empty) must take an assessment or training module by the target date. At most one live
 * assignment per person or team and assessment.
 */
export const userAssessmentAssignments = pgTable(
  'user_assessment_assignments',
  {
    ...tenantColumns(),
    userId: uuid().references(() => users.id),
    subscriptionTeamId: uuid().references(() => subscriptionTeams.id),
    assessmentId: uuid()
      .notNull()
      .references(() => assessments.id),
    targetDate: timestamp({ withTimezone: true }).notNull(),
    maxRestarts: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('user_assessment_assignments_live_user_idx')
      .on(t.userId, t.assessmentId)
      .where(sql`${t.archived} = false and ${t.userId} is not null`),
    uniqueIndex('user_assessment_assignments_live_team_idx')
      .on(t.subscriptionTeamId, t.assessmentId)
      .where(sql`${t.archived} = false and ${t.userId} is null`),
    index('user_assessment_assignments_subscription_idx').on(t.subscriptionId, t.assessmentId),
  ],
);
