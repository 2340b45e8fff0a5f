import { signedIn } from '../../platform/graphql/auth-scopes.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { UserDriverMetric } from '../safety-metrics/user-driver-metric.graphql.ts';
import type { AnsweredResponseEvent } from './answered-response-event.ts';
import { createResponseEvent } from './create-response-event.ts';
import { deleteResponseEvent } from './delete-response-event.ts';
import { initializeAssessmentSession } from './initialize-session.ts';
import { listAppliedDriverMetrics } from './list-applied-driver-metrics.ts';
import { saveSessionResponses } from './save-session-responses.ts';
import { AssessmentSession } from './session.graphql.ts';
import { updateResponseEvent } from './update-response-event.ts';

const QuestionResponseEvent = builder.objectRef<AnsweredResponseEvent>('QuestionResponseEvent').implement({
  description:
    "One saved response of a person. Its score is the server's, from the answer key, and so is the answer a click hit: a click's questionAnswerId and discriminationGroup are not shown.",
  fields: (t) => ({
    id: t.exposeID('id'),
    eventDate: t.string({ resolve: (e) => e.eventDate.toISOString() }),
    cancelEventDate: t.string({ nullable: true, resolve: (e) => e.cancelEventDate?.toISOString() ?? null }),
    archived: t.exposeBoolean('archived'),
    questionId: t.exposeID('questionId'),
    questionAnswerId: t.id({
      nullable: true,
      resolve: (e) => (e.answeredByClicks ? null : e.questionAnswerId),
    }),
    userId: t.exposeID('userId'),
    assessmentId: t.exposeID('assessmentId'),
    assessmentItemId: t.exposeID('assessmentItemId'),
    assessmentSessionId: t.exposeID('assessmentSessionId'),
    responseTimeSeconds: t.exposeFloat('responseTimeSeconds', { nullable: true }),
    clickPositionX: t.exposeFloat('clickPositionX', { nullable: true }),
    clickPositionY: t.exposeFloat('clickPositionY', { nullable: true }),
    discriminationGroup: t.int({
      nullable: true,
      resolve: (e) => (e.answeredByClicks ? null : e.discriminationGroup),
    }),
    textInput: t.exposeString('textInput', { nullable: true }),
    subQuestionNumber: t.exposeInt('subQuestionNumber'),
  }),
});

const ResponseEventModel = builder.inputType('QuestionResponseEventModelInput', {
  description: 'createQuestionResponseEvent (assessmentSessionId and a new id) or updateQuestionResponseEvent (id).',
  fields: (t) => ({
    id: t.id({ required: true }),
    assessmentSessionId: t.id({ required: false }),
    questionId: t.id({ required: false }),
    assessmentItemId: t.id({ required: false }),
    questionAnswerId: t.id({ required: false }),
    responseTimeSeconds: t.float({ required: false }),
    clickPositionX: t.float({ required: false }),
    clickPositionY: t.float({ required: false }),
    textInput: t.string({ required: false }),
    subQuestionNumber: t.int({ required: false }),
    eventDate: t.string({ required: false }),
  }),
});

const AssessmentSessionModel = builder.inputType('AssessmentSessionInput', {
  description: 'createAssessmentSession (assessmentId, userId) or updateAssessmentSession (id, currentPosition).',
  fields: (t) => ({
    id: t.id({ required: false }),
    assessmentId: t.id({ required: false }),
    userId: t.id({ required: false }),
    currentPosition: t.int({ required: false }),
  }),
});

const DriverMetricScoreInput = builder.inputType('DriverMetricScoreInput', {
  fields: (t) => ({ driverMetricId: t.id({ required: true }), score: t.int({ required: true }) }),
});

const ApplyDriverMetricsInput = builder.inputType('ApplyDriverMetricsForAssessmentSessionInput', {
  fields: (t) => ({
    assessmentSessionId: t.id({ required: true }),
    driverMetricScores: t.field({
      type: [DriverMetricScoreInput],
      required: false,
      description: 'Ignored: the server computes every score from the answer key.',
    }),
  }),
});

builder.mutationFields((t) => ({
  createQuestionResponseEvent: t.withAuth(signedIn).field({
    type: QuestionResponseEvent,
    args: { model: t.arg({ type: ResponseEventModel, required: true }) },
    resolve: (_root, { model }, { actor, db }) => createResponseEvent({ actor, input: { ...model }, db }),
  }),
  updateQuestionResponseEvent: t.withAuth(signedIn).field({
    type: QuestionResponseEvent,
    description: 'Replaces a response: the earlier one is archived with a cancel date; the answer is the replacement.',
    args: { model: t.arg({ type: ResponseEventModel, required: true }) },
    resolve: (_root, { model }, { actor, db }) => updateResponseEvent({ actor, input: { ...model }, db }),
  }),
  deleteQuestionResponseEvent: t.withAuth(signedIn).field({
    type: QuestionResponseEvent,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { actor, db }) => deleteResponseEvent({ actor, input: { id: String(id) }, db }),
  }),
  createAssessmentSession: t.withAuth(signedIn).field({
    type: AssessmentSession,
    description: 'As initializeAssessmentSession.',
    args: { model: t.arg({ type: AssessmentSessionModel, required: true }) },
    resolve: (_root, { model }, { actor, db }) =>
      initializeAssessmentSession({ actor, input: { assessmentId: model.assessmentId, userId: model.userId }, db }),
  }),
  updateAssessmentSession: t.withAuth(signedIn).field({
    type: AssessmentSession,
    description: "Raises the stored position (it never falls); scores and dates are the server's.",
    args: { model: t.arg({ type: AssessmentSessionModel, required: true }) },
    resolve: (_root, { model }, { actor, db }) =>
      saveSessionResponses({
        actor,
        input: { assessmentSessionId: model.id, currentPosition: model.currentPosition },
        db,
      }),
  }),
  applyDriverMetricsForAssessmentSession: t.withAuth(signedIn).field({
    type: [UserDriverMetric],
    description: "The person's metric values after the finished session (applied by the server when it finished).",
    args: { model: t.arg({ type: ApplyDriverMetricsInput, required: true }) },
    resolve: (_root, { model }, { actor, db }) =>
      listAppliedDriverMetrics({ actor, input: { assessmentSessionId: String(model.assessmentSessionId) }, db }),
  }),
}));
