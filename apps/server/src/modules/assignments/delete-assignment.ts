import { idSchema } from '@roadmark/domain/ids';
import { eq } from 'drizzle-orm';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { lockAssignment } from './assignment-changes.ts';
import { userAssessmentAssignments } from './user-assessment-assignment.table.ts';

/** deleteUserAssessmentAssignment: archives it (deleting archives: docs/product/retention.md). */
export async function deleteAssignment({ actor, input: { id }, db }: UseCaseCall<{ id: unknown }>) {
  const assignmentId = parseInput(idSchema, id);
  return db.transaction(async (tx) => {
    await lockAssignment(tx, actor, assignmentId);
    const [archived] = await tx
      .update(userAssessmentAssignments)
      .set({ archived: true, updatedAt: new Date() })
      .where(eq(userAssessmentAssignments.id, assignmentId))
      .returning();
    return archived!;
  });
}
