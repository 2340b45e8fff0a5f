import {
  createAssignmentSchema,
  defaultTargetDate,
  maxRestartsWithinLicence,
  updateAssignmentSchema,
} from '@roadmark/domain/assignments';
import { idSchema } from '@roadmark/domain/ids';
import { and, eq, isNull } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { fieldProblem, notFound } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/record-event.ts';
import { assertIdUnused } from '../../platform/tenancy/tenant-records.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { assignmentTarget } from './assignment.policy.ts';
import { lockLicenceForAssignment } from './licence-for-assignment.ts';
import { userAssessmentAssignments } from './user-assessment-assignment.table.ts';

export type Assignment = typeof userAssessmentAssignments.$inferSelect;

function assertMaxRestartsWithinLicence(maxRestarts: number, licenceMaxRestarts: number) {
  if (!maxRestartsWithinLicence(maxRestarts, licenceMaxRestarts)) {
    throw fieldProblem('BAD_USER_INPUT', 'maxRestarts', 'validation.maxRestartsOverLicence');
  }
}

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
 * Spec 3 §4.3 createUserAssessmentAssignment: assigns a licensed assessment to a person or a whole team, due two
 * months ahead and with the licence's maxRestarts unless given. Assigning what the person or team already has returns
 * that assignment unchanged, so a repeated debounced save is harmless. Records assessments.assigned or
 * training.assigned with the change.
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

/** A live assignment the actor may change, locked for the transaction; anyone else's is not found. */
async function lockAssignment(tx: Executor, actor: Actor, id: string): Promise<Assignment> {
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

/** Spec 3 §7 updateUserAssessmentAssignment: the due date and maximum retakes; who and what stay as they are. */
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

/** Spec 3 §7 deleteUserAssessmentAssignment: archives it (DECISIONS: deleting archives). */
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
