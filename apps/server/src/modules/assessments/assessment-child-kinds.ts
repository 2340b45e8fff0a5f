import { assessmentItemSchema } from '@roadmark/domain/content/assessment-form';
import { displayRuleSchema } from '@roadmark/domain/content/driver-metric-rules';
import { assessmentFeedbackSchema, NEW_ASSESSMENT_FEEDBACK } from '@roadmark/domain/content/feedback-ranges';
import { idSchema } from '@roadmark/domain/ids';
import { z } from 'zod';
import { sanitizeRichText } from '../../platform/rich-text/sanitize-rich-text.ts';
import { parseInput } from '../../platform/validation.ts';
import type { ContentRecordKind } from '../content-records/content-record.ts';
import { assertDriverMetric, assertMedia } from '../content-records/content-references.ts';
import { assessmentFeedbacks } from './assessment.table.ts';
import {
  assessmentItemDriverMetricQuantities,
  assessmentItemQuestions,
  assessmentItems,
} from './assessment-item.table.ts';
import { assertLiveAssessment, assertLiveItem, assertLiveQuestion } from './assessment-parents.ts';
import { assertPoolEntryKindAllowed } from './pool-kinds.ts';

const parentInvalid = { message: 'validation.content.parentInvalid' } as const;
const ofAssessment = z.object({ assessmentId: z.uuid(parentInvalid) });

const feedbackSchema = ofAssessment.and(assessmentFeedbackSchema);

const itemFields = assessmentItemSchema.shape;
/**
 * One item on its own. Its pool and display rules are separate records, so the rules that need them (the number to
 * present against the pool size) are checked on the whole assessment when a bundle is saved.
 */
const itemSchema = ofAssessment.extend({
  id: idSchema.optional(),
  displayOrder: itemFields.displayOrder,
  numberOfQuestionsToPresent: itemFields.numberOfQuestionsToPresent.refine(
    (value) => value >= 1,
    'validation.content.numberToPresentRange',
  ),
  counterbalanceGroup: itemFields.counterbalanceGroup,
});

const itemQuestionSchema = ofAssessment.extend({
  id: idSchema.optional(),
  assessmentItemId: z.uuid(parentInvalid),
  questionId: z.uuid({ message: 'validation.content.questionInvalid' }),
});

const quantitySchema = z.object({ assessmentItemId: z.uuid(parentInvalid) }).and(displayRuleSchema);

type FeedbackModel = z.output<typeof feedbackSchema>;
type ItemModel = z.output<typeof itemSchema>;
type ItemQuestionModel = z.output<typeof itemQuestionSchema>;
type QuantityModel = z.output<typeof quantitySchema>;

function withoutId<T extends { id?: string | undefined }>(model: T): Omit<T, 'id'> {
  const { id: _id, ...columns } = model;
  return columns;
}

/**
 * New items are ordered by the current Unix time in seconds, so they go last (docs/product/content-editor.md#items).
 */
export function newDisplayOrder(): number {
  return Math.floor(Date.now() / 1000);
}

/**
 * AssessmentFeedback: a total-score range (default 0 to 100) with text, an image and a video
 * (docs/product/content.md#feedback).
 */
export const assessmentFeedbackKind: ContentRecordKind<FeedbackModel> = {
  table: assessmentFeedbacks,
  parentField: 'assessmentId',
  parse: async (_tx, input) => parseInput(feedbackSchema, { ...NEW_ASSESSMENT_FEEDBACK, ...input }),
  check: async (tx, model) => {
    await assertLiveAssessment(tx, model.assessmentId);
    await assertMedia(tx, model.imageBlobReferenceId, 'imageBlobReferenceId', 'image');
    await assertMedia(tx, model.videoBlobReferenceId, 'videoBlobReferenceId', 'video');
  },
  columns: (model) => ({
    ...withoutId(model),
    feedbackText: sanitizeRichText(model.feedbackText),
    imageBlobReferenceId: model.imageBlobReferenceId ?? null,
    videoBlobReferenceId: model.videoBlobReferenceId ?? null,
  }),
};

/** AssessmentItem: one step of an assessment (docs/product/content.md#items). */
export const assessmentItemKind: ContentRecordKind<ItemModel> = {
  table: assessmentItems,
  parentField: 'assessmentId',
  parse: async (_tx, input) => parseInput(itemSchema, { displayOrder: newDisplayOrder(), ...input }),
  check: async (tx, model) => assertLiveAssessment(tx, model.assessmentId),
  columns: withoutId,
};

/** AssessmentItemQuestion: a live question in the pool of an item of the same assessment. */
export const assessmentItemQuestionKind: ContentRecordKind<ItemQuestionModel> = {
  table: assessmentItemQuestions,
  parentField: 'assessmentId',
  parse: async (_tx, input) => parseInput(itemQuestionSchema, input),
  check: async (tx, model) => {
    await assertLiveAssessment(tx, model.assessmentId);
    await assertLiveItem(tx, model.assessmentItemId, model.assessmentId);
    await assertLiveQuestion(tx, model.questionId);
  },
  columns: withoutId,
};

/**
 * A pool entry written on its own (createAssessmentItemQuestion, updateAssessmentItemQuestion): the pool's kinds are
 * checked as it is written. A bundle save checks its saved whole instead, since its additions come before removals.
 */
export const singleAssessmentItemQuestionKind: ContentRecordKind<ItemQuestionModel> = {
  ...assessmentItemQuestionKind,
  check: async (tx, model) => {
    await assessmentItemQuestionKind.check(tx, model);
    await assertPoolEntryKindAllowed(tx, model);
  },
};

/** AssessmentItemDriverMetricQuantity: a display rule of a live item (docs/product/content.md#items). */
export const assessmentItemDriverMetricQuantityKind: ContentRecordKind<QuantityModel> = {
  table: assessmentItemDriverMetricQuantities,
  parentField: 'assessmentItemId',
  parse: async (_tx, input) => parseInput(quantitySchema, input),
  check: async (tx, model) => {
    await assertLiveItem(tx, model.assessmentItemId);
    await assertDriverMetric(tx, model.driverMetricId, 'driverMetricId');
  },
  columns: withoutId,
};
