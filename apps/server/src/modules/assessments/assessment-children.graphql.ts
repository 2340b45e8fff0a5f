import { idSchema } from '@roadmark/domain/ids';
import type { Executor } from '../../platform/db/database.ts';
import type { SignedInContext } from '../../platform/graphql/auth-scopes.ts';
import { administration } from '../../platform/graphql/auth-scopes.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { parseInput } from '../../platform/validation.ts';
import { childChangesInput } from '../content-records/child-changes.graphql.ts';
import { assertCanAuthorContent } from '../content-records/content-record.policy.ts';
import { contentRecordMutations } from '../content-records/content-record-mutations.ts';
import { feedbackContentFields, feedbackContentInputFields } from '../content-records/feedback-fields.graphql.ts';
import { Question } from '../questions/question.graphql.ts';
import {
  assessmentFeedbackKind,
  assessmentItemDriverMetricQuantityKind,
  assessmentItemKind,
  singleAssessmentItemQuestionKind,
} from './assessment-child-kinds.ts';
import {
  type AssessmentFeedbackRow,
  type AssessmentItemQuestionView,
  type AssessmentItemRow,
  feedbacksOf,
  type ItemDriverMetricQuantityRow,
  itemQuantitiesOf,
  itemQuestionsOf,
  itemsOf,
  loadFeedback,
  loadItem,
  loadItemQuantity,
  loadItemQuestion,
} from './assessment-child-queries.ts';

const AssessmentFeedback = builder.objectRef<AssessmentFeedbackRow>('AssessmentFeedback').implement({
  description: 'Overall feedback for a range of total scores; the text may use {score} and {maxScore}.',
  fields: (t) => ({
    id: t.exposeID('id'),
    assessmentId: t.exposeID('assessmentId'),
    minTotalScore: t.exposeInt('minTotalScore'),
    maxTotalScore: t.exposeInt('maxTotalScore'),
    archived: t.exposeBoolean('archived'),
    ...feedbackContentFields(t),
  }),
});

const AssessmentItem = builder.objectRef<AssessmentItemRow>('AssessmentItem').implement({
  description: 'One step of an assessment: a pool of content and how many of it to present.',
  fields: (t) => ({
    id: t.exposeID('id'),
    assessmentId: t.exposeID('assessmentId'),
    displayOrder: t.exposeFloat('displayOrder', { description: 'Unix time in seconds when added; items sort by it.' }),
    archived: t.exposeBoolean('archived'),
    numberOfQuestionsToPresent: t.exposeInt('numberOfQuestionsToPresent'),
    counterbalanceGroup: t.exposeString('counterbalanceGroup'),
  }),
});

const AssessmentItemQuestion = builder.objectRef<AssessmentItemQuestionView>('AssessmentItemQuestion').implement({
  description: "A question in an item's pool, with the question itself.",
  fields: (t) => ({
    id: t.exposeID('id'),
    assessmentId: t.exposeID('assessmentId'),
    assessmentItemId: t.exposeID('assessmentItemId'),
    questionId: t.exposeID('questionId'),
    archived: t.exposeBoolean('archived'),
    question: t.field({ type: Question, resolve: (entry) => entry.question }),
  }),
});

const AssessmentItemDriverMetricQuantity = builder
  .objectRef<ItemDriverMetricQuantityRow>('AssessmentItemDriverMetricQuantity')
  .implement({
    description: "A display rule: present this many of the pool's questions whose primary metric is this one.",
    fields: (t) => ({
      id: t.exposeID('id'),
      assessmentItemId: t.exposeID('assessmentItemId'),
      driverMetricId: t.exposeID('driverMetricId'),
      quantity: t.exposeInt('quantity'),
      archived: t.exposeBoolean('archived'),
    }),
  });

export const AssessmentFeedbackInput = builder.inputType('AssessmentFeedbackInput', {
  description: 'createAssessmentFeedback / updateAssessmentFeedback. A new range defaults to 0 to 100.',
  fields: (t) => ({
    id: t.id({ required: false }),
    assessmentId: t.id({ required: false }),
    minTotalScore: t.int({ required: false }),
    maxTotalScore: t.int({ required: false }),
    ...feedbackContentInputFields(t),
  }),
});

export const AssessmentItemInput = builder.inputType('AssessmentItemInput', {
  description: 'createAssessmentItem / updateAssessmentItem. A new item without displayOrder goes last.',
  fields: (t) => ({
    id: t.id({ required: false }),
    assessmentId: t.id({ required: false }),
    displayOrder: t.float({ required: false }),
    numberOfQuestionsToPresent: t.int({ required: false }),
    counterbalanceGroup: t.string({ required: false }),
  }),
});

export const AssessmentItemQuestionInput = builder.inputType('AssessmentItemQuestionInput', {
  description:
    'createAssessmentItemQuestion / updateAssessmentItemQuestion: a live question in an item of the assessment.',
  fields: (t) => ({
    id: t.id({ required: false }),
    assessmentId: t.id({ required: false }),
    assessmentItemId: t.id({ required: false }),
    questionId: t.id({ required: false }),
  }),
});

export const AssessmentItemDriverMetricQuantityInput = builder.inputType('AssessmentItemDriverMetricQuantityInput', {
  description: 'createAssessmentItemDriverMetricQuantity / updateAssessmentItemDriverMetricQuantity.',
  fields: (t) => ({
    id: t.id({ required: false }),
    assessmentItemId: t.id({ required: false }),
    driverMetricId: t.id({ required: false }),
    quantity: t.int({ required: false }),
  }),
});

export const AssessmentFeedbackChanges = childChangesInput(
  'AssessmentFeedbackChanges',
  AssessmentFeedbackInput,
  'Feedback ranges added, updated and removed in one assessment save.',
);
export const AssessmentItemChanges = childChangesInput(
  'AssessmentItemChanges',
  AssessmentItemInput,
  'Items added (with client-generated ids the pools and rules of the same save refer to), updated and removed.',
);
export const AssessmentItemQuestionChanges = childChangesInput(
  'AssessmentItemQuestionChanges',
  AssessmentItemQuestionInput,
  'Pool entries added, updated and removed in one assessment save.',
);
export const AssessmentItemDriverMetricQuantityChanges = childChangesInput(
  'AssessmentItemDriverMetricQuantityChanges',
  AssessmentItemDriverMetricQuantityInput,
  'Display rules added, updated and removed in one assessment save.',
);

/** The resolver of a query (docs/product/api.md#graphql-conventions) that lists one kind of child by assessmentId. */
function byAssessment<T>(list: (db: Executor, assessmentId: string) => Promise<T[]>) {
  return (_root: unknown, args: { assessmentId: string }, { actor, db }: SignedInContext) => {
    assertCanAuthorContent(actor);
    return list(db, parseInput(idSchema, args.assessmentId));
  };
}

builder.queryFields((t) => ({
  assessmentItems: t.withAuth(administration).field({
    type: [AssessmentItem],
    args: { assessmentId: t.arg.id({ required: true }) },
    resolve: byAssessment(itemsOf),
  }),
  assessmentItemQuestions: t.withAuth(administration).field({
    type: [AssessmentItemQuestion],
    args: { assessmentId: t.arg.id({ required: true }) },
    resolve: byAssessment(itemQuestionsOf),
  }),
  assessmentItemDriverMetricQuantities: t.withAuth(administration).field({
    type: [AssessmentItemDriverMetricQuantity],
    args: { assessmentId: t.arg.id({ required: true }) },
    resolve: byAssessment(itemQuantitiesOf),
  }),
  assessmentFeedbacks: t.withAuth(administration).field({
    type: [AssessmentFeedback],
    args: { assessmentId: t.arg.id({ required: true }) },
    resolve: byAssessment(feedbacksOf),
  }),
}));

contentRecordMutations({
  names: { create: 'createAssessmentFeedback', update: 'updateAssessmentFeedback', delete: 'deleteAssessmentFeedback' },
  type: AssessmentFeedback,
  input: AssessmentFeedbackInput,
  kind: assessmentFeedbackKind,
  load: loadFeedback,
});
contentRecordMutations({
  names: { create: 'createAssessmentItem', update: 'updateAssessmentItem', delete: 'deleteAssessmentItem' },
  type: AssessmentItem,
  input: AssessmentItemInput,
  kind: assessmentItemKind,
  load: loadItem,
});
contentRecordMutations({
  names: {
    create: 'createAssessmentItemQuestion',
    update: 'updateAssessmentItemQuestion',
    delete: 'deleteAssessmentItemQuestion',
  },
  type: AssessmentItemQuestion,
  input: AssessmentItemQuestionInput,
  kind: singleAssessmentItemQuestionKind,
  load: loadItemQuestion,
});
contentRecordMutations({
  names: {
    create: 'createAssessmentItemDriverMetricQuantity',
    update: 'updateAssessmentItemDriverMetricQuantity',
    delete: 'deleteAssessmentItemDriverMetricQuantity',
  },
  type: AssessmentItemDriverMetricQuantity,
  input: AssessmentItemDriverMetricQuantityInput,
  kind: assessmentItemDriverMetricQuantityKind,
  load: loadItemQuantity,
});
