import { administration } from '../../platform/graphql/auth-scopes.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { childChangesInput } from '../content-records/child-changes.graphql.ts';
import {
  DriverMetricAdjustmentChanges,
  DriverMetricRecommendationChanges,
  QuestionTagLinkChanges,
} from '../content-rules/content-rule-changes.graphql.ts';
import { Question, QuestionInput } from './question.graphql.ts';
import {
  QuestionAnswerInput,
  QuestionFeedbackInput,
  QuestionSequenceQuestionInput,
} from './question-children.graphql.ts';
import { type QuestionBundle, saveQuestionBundle } from './save-question-bundle.ts';

const QuestionAnswerChanges = childChangesInput(
  'QuestionAnswerChanges',
  QuestionAnswerInput,
  'Answers added, updated and removed in one editor save. The server sets questionId.',
);
const QuestionFeedbackChanges = childChangesInput(
  'QuestionFeedbackChanges',
  QuestionFeedbackInput,
  'Feedbacks added, updated and removed in one editor save. The server sets questionId.',
);
const QuestionSequenceQuestionChanges = childChangesInput(
  'QuestionSequenceQuestionChanges',
  QuestionSequenceQuestionInput,
  'Sequence links added, updated and removed in one editor save. The server sets parentQuestionId.',
);

const QuestionnaireQuestionBundleInput = builder.inputType('QuestionnaireQuestionBundleInput', {
  description: "A questionnaire's sub-question in its questionnaire's save: the question, its answers and its place.",
  fields: (t) => ({
    question: t.field({ type: QuestionInput, required: true }),
    answers: t.field({ type: QuestionAnswerChanges, required: false }),
    displayOrder: t.float({ required: false }),
  }),
});

const QuestionnaireQuestionChanges = builder.inputType('QuestionnaireQuestionChanges', {
  description:
    "A questionnaire's sub-questions added, updated and removed in one save; removed lists sub-question ids, whose links, answers and questions are archived.",
  fields: (t) => ({
    added: t.field({ type: [QuestionnaireQuestionBundleInput], required: false }),
    updated: t.field({ type: [QuestionnaireQuestionBundleInput], required: false }),
    removed: t.idList({ required: false }),
  }),
});

const QuestionBundleInput = builder.inputType('QuestionBundleInput', {
  description:
    'Everything the question editor saves at once. question.id absent or unknown creates the question; a live id updates it.',
  fields: (t) => ({
    question: t.field({ type: QuestionInput, required: true }),
    expectedEditVersion: t.int({
      required: false,
      description:
        "The question's editVersion when the editor opened it. When someone has saved it since, the save is refused " +
        '(CONFLICT, naming who saved and when) and nothing is written. Leave it out to save regardless.',
    }),
    answers: t.field({ type: QuestionAnswerChanges, required: false }),
    feedbacks: t.field({ type: QuestionFeedbackChanges, required: false }),
    sequenceQuestions: t.field({ type: QuestionSequenceQuestionChanges, required: false }),
    tagLinks: t.field({ type: QuestionTagLinkChanges, required: false }),
    recommendations: t.field({ type: DriverMetricRecommendationChanges, required: false }),
    adjustments: t.field({ type: DriverMetricAdjustmentChanges, required: false }),
    questionnaireQuestions: t.field({ type: QuestionnaireQuestionChanges, required: false }),
  }),
});

builder.mutationFields((t) => ({
  saveQuestion: t.withAuth(administration).field({
    type: Question,
    description: 'Saves the question and all its child collections in one transaction: everything or nothing.',
    args: { model: t.arg({ type: QuestionBundleInput, required: true }) },
    resolve: (_root, { model }, { actor, db }) =>
      saveQuestionBundle({ actor, input: model as unknown as QuestionBundle, db }),
  }),
}));
