import { idSchema } from '@roadmark/domain/ids';
import { z } from 'zod';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertCanAuthorContent } from '../content-records/content-record.policy.ts';
import { recordEditVersionSave } from '../content-records/edit-version.ts';
import { assertChildKindsHold } from './child-kinds.ts';
import { questions } from './question.table.ts';
import { questionView } from './question-view.ts';
import { updateLiveQuestion } from './store-question.ts';

/** updateQuestion(model with id): the given fields over the stored ones, checked as a whole. */
export async function updateQuestion({ actor, input, db }: UseCaseCall<unknown>) {
  assertCanAuthorContent(actor);
  const { id, ...changes } = parseInput(z.looseObject({ id: idSchema }), input);
  await db.transaction(async (tx) => {
    await updateLiveQuestion(tx, id, changes);
    await assertChildKindsHold(tx, id);
    // An editor open on it meanwhile must not save over this change unawares.
    await recordEditVersionSave(tx, questions, id, actor);
  });
  return questionView(db, id);
}
