import { maxRestartsWithinLicence } from '@roadmark/domain/assignments';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { fieldProblem, notFound } from '../../platform/errors.ts';
import { assignmentTarget } from './assignment.policy.ts';
import { userAssessmentAssignments } from './user-assessment-assignment.table.ts';

/** What creating and changing an assignment share: its row, the retakes check and the lock on a live one. */
export type Assignment = typeof userAssessmentAssignments.$inferSelect;

export function assertMaxRestartsWithinLicence(maxRestarts: number, licenceMaxRestarts: number) {
  if (!maxRestartsWithinLicence(maxRestarts, licenceMaxRestarts)) {
    throw fieldProblem('BAD_USER_INPUT', 'maxRestarts', 'validation.maxRestartsOverLicence');
  }
}

/** A live assignment the actor may change, locked for the transaction; anyone else's is not found. */
export async function lockAssignment(tx: Executor, actor: Actor, id: string): Promise<Assignment> {
  const [assignment] = await tx
    .select()
    .from(userAssessmentAssignments)
    .where(and(eq(userAssessmentAssignments.id, id), eq(userAssessmentAssignments.archived, false)))
    .limit(1)
    .for('update');
  if (!assignment) throw notFound();
  await assignmentTarget(tx, actor, assignment);
  return assignment;
}
