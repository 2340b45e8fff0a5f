import { questionFeedbackSchema } from '@roadmark/domain/content/feedback-ranges';
import { DEFAULT_SCORE_RANGE } from '@roadmark/domain/content/score-ranges';
import { z } from 'zod';
import { sanitizeRichText } from '../../platform/rich-text/sanitize-rich-text.ts';
import { parseInput } from '../../platform/validation.ts';
import type { ContentRecordKind } from '../content-records/content-record.ts';
import { assertMedia } from '../content-records/content-references.ts';
import { assertLiveParentQuestion } from './live-question.ts';
import { questionFeedbacks } from './question-answer.table.ts';

const feedbackSchema = z
  .object({ questionId: z.uuid({ message: 'validation.content.parentInvalid' }) })
  .and(questionFeedbackSchema);
type FeedbackModel = z.output<typeof feedbackSchema>;

/**
 * QuestionFeedback: a score range of a live question, with sanitised text, an image and a video
 * (docs/product/content.md#feedback).
 */
export const questionFeedbackKind: ContentRecordKind<FeedbackModel> = {
  table: questionFeedbacks,
  parentField: 'questionId',
  parse: async (_tx, input) => parseInput(feedbackSchema, { ...DEFAULT_SCORE_RANGE, ...input }),
  check: async (tx, model) => {
    await assertLiveParentQuestion(tx, model.questionId, 'questionId');
    await assertMedia(tx, model.imageBlobReferenceId, 'imageBlobReferenceId', 'image');
    await assertMedia(tx, model.videoBlobReferenceId, 'videoBlobReferenceId', 'video');
  },
  columns: ({ id: _id, ...model }) => ({
    ...model,
    feedbackText: sanitizeRichText(model.feedbackText),
    imageBlobReferenceId: model.imageBlobReferenceId ?? null,
    videoBlobReferenceId: model.videoBlobReferenceId ?? null,
  }),
};
