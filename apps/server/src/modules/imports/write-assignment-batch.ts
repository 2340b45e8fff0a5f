import { defaultTargetDate } from '@roadmark/domain/assignments';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { insertMany } from '../../platform/db/insert-many.ts';
import { recordEvents } from '../../platform/events/record-event.ts';
import { userAssessmentAssignments } from '../assignments/user-assessment-assignment.table.ts';
import { type ImportMessage, type ImportRowResult, importMessage } from './import-result.ts';
import type { PlannedAssignmentRow } from './plan-assignment-import.ts';

const pairKey = (userId: string, assessmentId: string) => `${userId}:${assessmentId}`;

/** The batch's people's own live assignments (not their team's), by person and assessment. */
async function ownAssignments(tx: Executor, batch: PlannedAssignmentRow[]): Promise<Map<string, string>> {
  const userIds = batch.map((row) => row.userId);
  const assessmentIds = [
    ...new Set(batch.flatMap((row) => row.changes.map((change) => change.assessment.assessmentId))),
  ];
  if (assessmentIds.length === 0) return new Map();
  const found = await tx
    .select({
      id: userAssessmentAssignments.id,
      userId: userAssessmentAssignments.userId,
      assessmentId: userAssessmentAssignments.assessmentId,
    })
    .from(userAssessmentAssignments)
    .where(
      and(
        inArray(userAssessmentAssignments.userId, userIds),
        inArray(userAssessmentAssignments.assessmentId, assessmentIds),
        eq(userAssessmentAssignments.archived, false),
      ),
    )
    .for('update');
  return new Map(found.map((row) => [pairKey(row.userId!, row.assessmentId), row.id]));
}

/**
 * Applies one batch of assignment rows in the caller's transaction, as createUserAssessmentAssignment and
 * deleteUserAssessmentAssignment would (docs/product/assignments-and-licences.md#assignments): Yes gives the person
 * their own assignment, due two months ahead with the licence's retakes, unless they have one; No archives their own
 * assignment if they have one. All the new assignments go in one insert and all the removals in one update, so the
 * standings refresh once per batch (the triggers are statement-level).
 */
export async function writeAssignmentBatch(
  tx: Executor,
  batch: PlannedAssignmentRow[],
  subscriptionId: string,
): Promise<ImportRowResult[]> {
  const existing = await ownAssignments(tx, batch);
  const targetDate = defaultTargetDate();
  const inserts: { id: string; userId: string; assessmentId: string; maxRestarts: number }[] = [];
  const archiveIds: string[] = [];
  const results = batch.map((row): ImportRowResult => {
    const messages: ImportMessage[] = [];
    for (const { assessment, intent } of row.changes) {
      const current = existing.get(pairKey(row.userId, assessment.assessmentId));
      if (intent === 'assign' && !current) {
        inserts.push({
          id: crypto.randomUUID(),
          userId: row.userId,
          assessmentId: assessment.assessmentId,
          maxRestarts: assessment.licenceMaxRestarts,
        });
        messages.push(importMessage('imports.assigned', { name: assessment.name }));
      } else if (intent === 'remove' && current) {
        archiveIds.push(current);
        messages.push(importMessage('imports.unassigned', { name: assessment.name }));
      }
    }
    if (messages.length === 0) {
      return {
        rowNumber: row.rowNumber,
        person: row.person,
        outcome: 'unchanged',
        messages: [importMessage('imports.nothingToChange')],
      };
    }
    return { rowNumber: row.rowNumber, person: row.person, outcome: 'changed', messages };
  });
  await insertMany(tx, 'user_assessment_assignments', [
    { name: 'id', type: 'uuid', values: inserts.map((row) => row.id) },
    { name: 'subscription_id', type: 'uuid', values: inserts.map(() => subscriptionId) },
    { name: 'user_id', type: 'uuid', values: inserts.map((row) => row.userId) },
    { name: 'assessment_id', type: 'uuid', values: inserts.map((row) => row.assessmentId) },
    { name: 'target_date', type: 'timestamptz', values: inserts.map(() => targetDate.toISOString()) },
    { name: 'max_restarts', type: 'integer', values: inserts.map((row) => row.maxRestarts) },
  ]);
  if (archiveIds.length > 0) {
    await tx
      .update(userAssessmentAssignments)
      .set({ archived: true, updatedAt: new Date() })
      .where(inArray(userAssessmentAssignments.id, archiveIds));
  }
  const typeOf = new Map(
    batch.flatMap((row) => row.changes.map((c) => [c.assessment.assessmentId, c.assessment.assessmentType])),
  );
  await recordEvents(
    tx,
    inserts.map((assignment) => ({
      event:
        typeOf.get(assignment.assessmentId) === 'TrainingModule'
          ? ('training.assigned' as const)
          : ('assessments.assigned' as const),
      subscriptionId,
      data: { assessmentId: assignment.assessmentId, userId: assignment.userId, subscriptionTeamId: null },
    })),
  );
  return results;
}

/** How many assignments the rows changed: the count the summary line reports. */
export function assignmentChanges(results: ImportRowResult[]): number {
  return results.filter((row) => row.outcome === 'changed').reduce((sum, row) => sum + row.messages.length, 0);
}
