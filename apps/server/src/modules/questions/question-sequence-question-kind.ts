import { childKindProblem } from '@roadmark/domain/content/question-types';
import { idSchema } from '@roadmark/domain/ids';
import type { MessageKey } from '@roadmark/domain/messages';
import { z } from 'zod';
import { fieldProblem } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import type { ContentRecordKind } from '../content-records/content-record.ts';
import { assertLiveParentQuestion, findLiveQuestion } from './live-question.ts';
import { nextDisplayOrder } from './next-display-order.ts';
import { questionSequenceQuestions } from './question.table.ts';
import { sequenceCycleThrough } from './sequence-links.ts';

const sequenceQuestionSchema = z.object({
  id: idSchema.optional(),
  parentQuestionId: z.uuid({ message: 'validation.content.parentInvalid' }),
  childQuestionId: z.uuid({ message: 'validation.content.questionInvalid' }),
  displayOrder: z.number().int(),
});
type SequenceQuestionModel = z.output<typeof sequenceQuestionSchema>;

/**
 * A sequence link: a live child question in a live sequence (or questionnaire), of a kind the
 * parent may hold (childKindProblem), never making the sequence contain itself, directly or through another sequence.
 */
export const questionSequenceQuestionKind: ContentRecordKind<SequenceQuestionModel> = {
  table: questionSequenceQuestions,
  parentField: 'parentQuestionId',
  parse: async (tx, input) => {
    const displayOrder =
      input.displayOrder ?? (await nextDisplayOrder(tx, 'sequenceQuestions', input.parentQuestionId));
    return parseInput(sequenceQuestionSchema, { ...input, displayOrder });
  },
  check: async (tx, model) => {
    const parent = await assertLiveParentQuestion(tx, model.parentQuestionId, 'parentQuestionId');
    const child = await findLiveQuestion(tx, model.childQuestionId);
    if (!child) throw fieldProblem('BAD_USER_INPUT', 'childQuestionId', 'validation.content.questionInvalid');
    const kindProblem = childKindProblem(parent.questionType, child.questionType);
    if (kindProblem) throw fieldProblem('BAD_USER_INPUT', 'childQuestionId', kindProblem as MessageKey);
    if (await sequenceCycleThrough(tx, model.parentQuestionId, model)) {
      throw fieldProblem('BAD_USER_INPUT', 'childQuestionId', 'validation.content.sequenceContainsItself');
    }
  },
  columns: ({ id: _id, ...model }) => model,
};
