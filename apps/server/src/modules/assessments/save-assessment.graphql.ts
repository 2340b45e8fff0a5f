import { administration } from '../../platform/graphql/auth-scopes.ts';
import { builder } from '../../platform/graphql/builder.ts';
import {
  DriverMetricAdjustmentChanges,
  DriverMetricRecommendationChanges,
  QuestionTagLinkChanges,
} from '../content-rules/content-rule-changes.graphql.ts';
import { Assessment, AssessmentInput } from './assessment.graphql.ts';
import {
  AssessmentFeedbackChanges,
  AssessmentItemChanges,
  AssessmentItemDriverMetricQuantityChanges,
  AssessmentItemQuestionChanges,
} from './assessment-children.graphql.ts';
import { saveAssessment } from './save-assessment.ts';

const AssessmentBundleInput = builder.inputType('AssessmentBundleInput', {
  description:
    'The whole assessment edit screen in one save. Without assessment.id it creates; tag links and rules ' +
    'get their target from the server; items added here carry client-generated ids the pools and rules refer to.',
  fields: (t) => ({
    assessment: t.field({ type: AssessmentInput, required: true }),
    expectedEditVersion: t.int({
      required: false,
      description:
        "The assessment's editVersion when the editor opened it. When someone has saved it since, the save is refused " +
        '(CONFLICT, naming who saved and when) and nothing is written. Leave it out to save regardless.',
    }),
    feedbacks: t.field({ type: AssessmentFeedbackChanges, required: false }),
    tagLinks: t.field({ type: QuestionTagLinkChanges, required: false }),
    recommendations: t.field({ type: DriverMetricRecommendationChanges, required: false }),
    adjustments: t.field({ type: DriverMetricAdjustmentChanges, required: false }),
    items: t.field({ type: AssessmentItemChanges, required: false }),
    itemDriverMetricQuantities: t.field({ type: AssessmentItemDriverMetricQuantityChanges, required: false }),
    itemQuestions: t.field({ type: AssessmentItemQuestionChanges, required: false }),
  }),
});

builder.mutationFields((t) => ({
  saveAssessment: t.withAuth(administration).field({
    type: Assessment,
    description: 'Saves everything or nothing, in one transaction; returns the saved assessment.',
    args: { model: t.arg({ type: AssessmentBundleInput, required: true }) },
    resolve: (_root, { model }, { actor, db }) =>
      saveAssessment({ actor, input: { ...model, assessment: { ...model.assessment } }, db }),
  }),
}));
