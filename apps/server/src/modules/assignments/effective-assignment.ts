import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { userAssessmentAssignments } from './user-assessment-assignment.table.ts';

export type AssignmentRow = typeof userAssessmentAssignments.$inferSelect;

/**
 * The assignment that applies to a person for an assessment (docs/product/assignments-and-licences.md#assignments):
 * their own live one, or else their team's. Null when neither exists.
 */
export async function effectiveAssignment(
  tx: Executor,
  person: { userId: string; subscriptionTeamId: string | null },
  assessmentId: string,
): Promise<AssignmentRow | null> {
  const t = userAssessmentAssignments;
  const live = and(eq(t.assessmentId, assessmentId), eq(t.archived, false));
  const [own] = await tx
    .select()
    .from(t)
    .where(and(live, eq(t.userId, person.userId)))
    .limit(1);
  if (own) return own;
  if (!person.subscriptionTeamId) return null;
  const [team] = await tx
    .select()
    .from(t)
    .where(and(live, isNull(t.userId), eq(t.subscriptionTeamId, person.subscriptionTeamId)))
    .limit(1);
  return team ?? null;
}
