import { createAssignmentSchema, defaultTargetDate } from '@roadmark/domain/assignments';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/record-event.ts';
import { assertIdUnused } from '../../platform/tenancy/tenant-records.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { assignmentTarget } from './assignment.policy.ts';
import { assertMaxRestartsWithinLicence } from './assignment-changes.ts';
import { lockLicenceForAssignment } from './licence-for-assignment.ts';
import { userAssessmentAssignments } from './user-assessment-assignment.table.ts';

async function findLiveAssignment(
  tx: Executor,
  target: { userId: string | null; subscriptionTeamId: string | null },
  assessmentId: string,
) {
  const [existing] = await tx
    .select()
    .from(userAssessmentAssignments)
    .where(
      and(
        eq(userAssessmentAssignments.assessmentId, assessmentId),
        eq(userAssessmentAssignments.archived, false),
        target.userId
          ? eq(userAssessmentAssignments.userId, target.userId)
          : and(
              isNull(userAssessmentAssignments.userId),
              eq(userAssessmentAssignments.subscriptionTeamId, target.subscriptionTeamId!),
            ),
      ),
    )
    .limit(1);
  return existing;
}

/**
 * createUserAssessmentAssignment (docs/product/assignments-and-licences.md#assignments): assigns a licensed assessment
 * to a person or a whole team, due two months ahead and with the licence's maxRestarts unless given. Assigning what the
 * person or team already has returns that assignment unchanged, so a repeated debounced save is harmless. Records
 * assessments.assigned or training.assigned with the change.
 */
export async function createAssignment({ actor, input, db }: UseCaseCall<unknown>) {
  const model = parseInput(createAssignmentSchema, input);
  return db.transaction(async (tx) => {
    const target = await assignmentTarget(tx, actor, model);
    if (model.subscriptionId && model.subscriptionId !== target.subscriptionId) throw notFound();
    const licence = await lockLicenceForAssignment(tx, target.subscriptionId, model.assessmentId);
    const existing = await findLiveAssignment(tx, target, model.assessmentId);
    if (existing) return existing;
    const maxRestarts = model.maxRestarts ?? licence.licenceMaxRestarts;
    assertMaxRestartsWithinLicence(maxRestarts, licence.licenceMaxRestarts);
    const id = model.id ?? crypto.randomUUID();
    await assertIdUnused(tx, userAssessmentAssignments, id);
    const [assignment] = await tx
      .insert(userAssessmentAssignments)
      .values({
        id,
        ...target,
        assessmentId: model.assessmentId,
        targetDate: model.targetDate ? new Date(model.targetDate) : defaultTargetDate(),
        maxRestarts,
      })
      .returning();
    await recordEvent(tx, {
      event: licence.assessmentType === 'TrainingModule' ? 'training.assigned' : 'assessments.assigned',
      subscriptionId: target.subscriptionId,
      data: { assessmentId: model.assessmentId, userId: target.userId, subscriptionTeamId: target.subscriptionTeamId },
    });
    return assignment!;
  });
}
