import type { UseCaseCall } from '../../platform/use-case.ts';
import { assertCanAuthorContent } from '../content-records/content-record.policy.ts';
import { recordEditVersionSave } from '../content-records/edit-version.ts';
import { assessments } from './assessment.table.ts';
import { updateAssessmentRecord } from './assessment-record.ts';
import { assessmentView } from './assessment-view.ts';
import { assertPoolKindsStillAllowed } from './pool-kinds.ts';

/**
 * updateAssessment(model with id): the assessment's own fields changed on their own, outside its editor, in one
 * transaction. Its type must still suit every pool, and its edit version goes up, so an editor open on it meanwhile
 * cannot save over the change unawares.
 */
export async function updateAssessment({ actor, input, db }: UseCaseCall<object>) {
  assertCanAuthorContent(actor);
  const id = await db.transaction(async (tx) => {
    const updated = await updateAssessmentRecord(tx, { ...input });
    await assertPoolKindsStillAllowed(tx, updated);
    await recordEditVersionSave(tx, assessments, updated, actor);
    return updated;
  });
  return assessmentView(db, id);
}
