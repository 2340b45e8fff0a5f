import { updateAssignmentSchema } from '@roadmark/domain/assignments';
import { eq } from 'drizzle-orm';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { type Assignment, assertMaxRestartsWithinLicence, lockAssignment } from './assignment-changes.ts';
import { lockLicenceForAssignment } from './licence-for-assignment.ts';
import { userAssessmentAssignments } from './user-assessment-assignment.table.ts';

/** updateUserAssessmentAssignment: the due date and maximum retakes; who and what stay as they are. */
export async function updateAssignment({ actor, input, db }: UseCaseCall<unknown>) {
  const model = parseInput(updateAssignmentSchema, input);
  return db.transaction(async (tx) => {
    const assignment = await lockAssignment(tx, actor, model.id);
    const changes: Partial<Assignment> = { updatedAt: new Date() };
    if (model.targetDate) changes.targetDate = new Date(model.targetDate);
    if (model.maxRestarts != null) {
      const licence = await lockLicenceForAssignment(tx, assignment.subscriptionId, assignment.assessmentId);
      assertMaxRestartsWithinLicence(model.maxRestarts, licence.licenceMaxRestarts);
      changes.maxRestarts = model.maxRestarts;
    }
    const [updated] = await tx
      .update(userAssessmentAssignments)
      .set(changes)
      .where(eq(userAssessmentAssignments.id, assignment.id))
      .returning();
    return updated!;
  });
}
