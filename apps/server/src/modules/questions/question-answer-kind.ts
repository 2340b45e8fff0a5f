import { type Answer, answerSchema, normaliseAnswerText } from '@roadmark/domain/content/answers';
import { VIRTUAL_IMAGE_SIZE } from '@roadmark/domain/content/response-windows';
import { z } from 'zod';
import { sanitizeRichText } from '../../platform/rich-text/sanitize-rich-text.ts';
import { parseInput } from '../../platform/validation.ts';
import type { ContentRecordKind } from '../content-records/content-record.ts';
import { assertMedia } from '../content-records/content-references.ts';
import { assertLiveParentQuestion } from './live-question.ts';
import { nextDisplayOrder } from './next-display-order.ts';
import { questionAnswers } from './question-answer.table.ts';

const parentSchema = z.object({ questionId: z.uuid({ message: 'validation.content.parentInvalid' }) });

export type AnswerModel = Answer & { questionId: string };

/**
 * QuestionAnswer (docs/product/content.md#answers), checked against its live question (type and number of parts, read
 * in the same transaction). Blob references do not record an image's size, so windows use the 1920x1080 virtual space.
 */
export const questionAnswerKind: ContentRecordKind<AnswerModel> = {
  table: questionAnswers,
  parentField: 'questionId',
  parse: async (tx, input) => {
    const { questionId } = parseInput(parentSchema, input);
    const question = await assertLiveParentQuestion(tx, questionId, 'questionId');
    const context = {
      questionType: question.questionType,
      numberOfSubQuestions: question.numberOfSubQuestions,
      imageSize: VIRTUAL_IMAGE_SIZE,
    };
    const displayOrder = input.displayOrder ?? (await nextDisplayOrder(tx, 'answers', questionId));
    const answer = parseInput(answerSchema(context), { ...input, displayOrder });
    return { ...answer, questionId };
  },
  check: async (tx, model) => {
    await assertMedia(tx, model.answerTextImageBlobReferenceId, 'answerTextImageBlobReferenceId', 'image');
    await assertMedia(tx, model.scaleImageBlobReferenceId, 'scaleImageBlobReferenceId', 'image');
  },
  columns: ({ id: _id, ...model }) => ({
    ...model,
    answerText: sanitizeRichText(normaliseAnswerText(model.answerText)),
    answerTextImageBlobReferenceId: model.answerTextImageBlobReferenceId ?? null,
    scaleImageBlobReferenceId: model.scaleImageBlobReferenceId ?? null,
    discriminationGroup: model.discriminationGroup ?? 0,
    suspicionScore: model.suspicionScore ?? null,
  }),
};
