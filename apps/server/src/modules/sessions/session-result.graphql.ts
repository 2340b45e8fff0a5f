import { signedIn } from '../../platform/graphql/auth-scopes.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { FeedbackStyle } from '../assessments/assessment.graphql.ts';
import { getQuestionFeedback } from './get-question-feedback.ts';
import { getSessionResult } from './get-session-result.ts';
import { AssessmentSession } from './session.graphql.ts';
import type { DriverMetricResult, QuestionResult, SessionResult } from './session-result.ts';

const QuestionResultRef = builder.objectRef<QuestionResult>('SessionQuestionResult').implement({
  description: "One scored question of a session: its score and the feedback whose range holds it (null: 'none').",
  fields: (t) => ({
    assessmentItemId: t.exposeID('assessmentItemId'),
    questionId: t.exposeID('questionId'),
    name: t.exposeString('name'),
    questionType: t.exposeString('questionType'),
    score: t.exposeInt('score'),
    maxScore: t.exposeInt('maxScore'),
    percent: t.exposeInt('percent', { nullable: true }),
    feedbackText: t.exposeString('feedbackText', { nullable: true }),
    feedbackImageUrl: t.exposeString('feedbackImageUrl', { nullable: true }),
    feedbackVideoUrl: t.exposeString('feedbackVideoUrl', { nullable: true }),
  }),
});

const DriverMetricResultRef = builder.objectRef<DriverMetricResult>('SessionDriverMetricResult').implement({
  description:
    "One safety metric of a session: its own score, and the value the person's dashboard took from it once the assessment's adjustment rules were applied.",
  fields: (t) => ({
    driverMetricId: t.exposeID('driverMetricId'),
    name: t.exposeString('name'),
    score: t.exposeInt('score', { description: 'Percent over the questions of this metric, before adjustments.' }),
    adjustment: t.exposeInt('adjustment', {
      description: 'What the adjustment rules this result matches add to the metric (negative: take off); 0: none.',
    }),
    dashboardValue: t.exposeInt('dashboardValue', {
      nullable: true,
      description:
        "The score plus the adjustment, clamped to 0..100: the person's value of the metric after this session, as their dashboard shows it until a later session changes it. Null for a preview.",
    }),
  }),
});

const SessionResultRef = builder.objectRef<SessionResult>('AssessmentSessionResult').implement({
  description: 'The score result of a finished session: what the finish page shows.',
  fields: (t) => ({
    session: t.field({ type: AssessmentSession, resolve: (r) => r.session }),
    assessmentName: t.exposeString('assessmentName'),
    feedbackStyle: t.expose('feedbackStyle', { type: FeedbackStyle }),
    score: t.exposeInt('score', { nullable: true, description: 'Percent; null when nothing in it was scored.' }),
    minScore: t.exposeInt('minScore'),
    maxScore: t.exposeInt('maxScore'),
    riskCategory: t.exposeString('riskCategory', { description: 'High, Medium, Low or NotAssessed.' }),
    markedSuspicious: t.exposeBoolean('markedSuspicious'),
    suspiciousAnswerText: t.exposeString('suspiciousAnswerText', { nullable: true }),
    feedbackText: t.exposeString('feedbackText', { nullable: true }),
    feedbackImageUrl: t.exposeString('feedbackImageUrl', { nullable: true }),
    feedbackVideoUrl: t.exposeString('feedbackVideoUrl', { nullable: true }),
    questionBreakdown: t.field({ type: [QuestionResultRef], resolve: (r) => r.questionBreakdown }),
    driverMetricBreakdown: t.field({ type: [DriverMetricResultRef], resolve: (r) => r.driverMetricBreakdown }),
  }),
});

builder.queryFields((t) => ({
  assessmentSessionResult: t.withAuth(signedIn).field({
    type: SessionResultRef,
    description: 'The finish page of a finished session (its person, whoever started it, or their managers).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { actor, db }) => getSessionResult({ actor, input: { sessionId: String(id) }, db }),
  }),
  assessmentSessionQuestionFeedback: t.withAuth(signedIn).field({
    type: QuestionResultRef,
    description: 'The feedback page after a scored question (EachQuestionFeedback), once the question is answered.',
    args: {
      assessmentSessionId: t.arg.id({ required: true }),
      assessmentItemId: t.arg.id({ required: true }),
      questionId: t.arg.id({ required: true }),
    },
    resolve: (_root, args, { actor, db }) =>
      getQuestionFeedback({
        actor,
        input: {
          assessmentSessionId: String(args.assessmentSessionId),
          assessmentItemId: String(args.assessmentItemId),
          questionId: String(args.questionId),
        },
        db,
      }),
  }),
}));
