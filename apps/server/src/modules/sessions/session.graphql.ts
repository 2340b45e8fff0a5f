import type {
  PlayerAnswer as PlayerAnswerModel,
  PlayerPresentedQuestion as PlayerPresentedQuestionModel,
  PlayerQuestion as PlayerQuestionModel,
  PlayerResponseEvent as PlayerResponseEventModel,
} from '@roadmark/domain/delivery/player-model';
import { driverManagement, signedIn } from '../../platform/graphql/auth-scopes.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { listWindow } from '../../platform/graphql/pagination.ts';
import { AssessmentType, FeedbackStyle } from '../assessments/assessment.graphql.ts';
import { dashboardRecordsArgs } from '../dashboard-scope/dashboard-records-args.ts';
import { finishSession } from './finish-session.ts';
import { initializeAssessmentSession } from './initialize-session.ts';
import { getLaunchView, type LaunchView } from './launch-view.ts';
import { listSubscriptionSessions } from './list-subscription-sessions.ts';
import { saveSessionResponses } from './save-session-responses.ts';
import type { SessionRow } from './session.policy.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const AssessmentSession = builder.objectRef<SessionRow>('AssessmentSession').implement({
  description: 'One attempt of a person at an assessment or training module.',
  fields: (t) => ({
    id: t.exposeID('id'),
    assessmentId: t.exposeID('assessmentId'),
    userId: t.exposeID('userId'),
    subscriptionId: t.exposeID('subscriptionId'),
    archived: t.exposeBoolean('archived'),
    startDate: t.string({ resolve: (s) => s.startDate.toISOString() }),
    endDate: t.string({ nullable: true, resolve: (s) => iso(s.endDate) }),
    totalScore: t.int({
      nullable: true,
      description: 'The score in percent once finished; null before, so answers cannot be tried against it.',
      resolve: (s) => (s.isFinished ? s.totalScore : null),
    }),
    currentPosition: t.exposeInt('currentPosition', {
      description: 'The furthest page reached: it only rises, one page per save.',
    }),
    isFinished: t.exposeBoolean('isFinished'),
    markedSuspicious: t.boolean({ resolve: (s) => s.isFinished && s.markedSuspicious }),
    isPreview: t.exposeBoolean('isPreview', {
      description: "A manager's or staff member's Preview: no attempt, seat or completion; in no dashboard or export.",
    }),
  }),
});

const PlayerAnswer = builder.objectRef<PlayerAnswerModel>('PlayerAnswer').implement({
  description: 'An answer as the player shows it: no score, correct flag or window.',
  fields: (t) => ({
    id: t.exposeID('id'),
    answerText: t.exposeString('answerText'),
    answerTextImageUrl: t.exposeString('answerTextImageUrl', { nullable: true }),
    displayOrder: t.exposeInt('displayOrder'),
    subQuestionNumber: t.exposeInt('subQuestionNumber'),
  }),
});

const PlayerQuestion = builder.objectRef<PlayerQuestionModel>('PlayerQuestion');
PlayerQuestion.implement({
  description: 'A question as the player shows it (its answer key stays on the server).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    questionType: t.exposeString('questionType'),
    questionText: t.exposeString('questionText'),
    preQuestionText: t.exposeString('preQuestionText'),
    numberOfSubQuestions: t.exposeInt('numberOfSubQuestions'),
    timeLimitSeconds: t.exposeInt('timeLimitSeconds'),
    maximumClicks: t.exposeInt('maximumClicks'),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    videoUrl: t.exposeString('videoUrl', { nullable: true }),
    questionTextImageUrl: t.exposeString('questionTextImageUrl', { nullable: true }),
    answers: t.field({ type: [PlayerAnswer], resolve: (q) => q.answers }),
    children: t.field({ type: [PlayerQuestion], resolve: (q) => q.children }),
  }),
});

const PlayerPresentedQuestion = builder.objectRef<PlayerPresentedQuestionModel>('PlayerPresentedQuestion').implement({
  fields: (t) => ({
    assessmentItemId: t.exposeID('assessmentItemId'),
    question: t.field({ type: PlayerQuestion, resolve: (p) => p.question }),
  }),
});

const PlayerResponseEvent = builder.objectRef<PlayerResponseEventModel>('PlayerResponseEvent').implement({
  description: 'A current response of the session, without its score.',
  fields: (t) => ({
    id: t.exposeID('id'),
    questionId: t.exposeID('questionId'),
    assessmentItemId: t.exposeID('assessmentItemId'),
    questionAnswerId: t.exposeID('questionAnswerId', { nullable: true }),
    responseTimeSeconds: t.exposeFloat('responseTimeSeconds', { nullable: true }),
    clickPositionX: t.exposeFloat('clickPositionX', { nullable: true }),
    clickPositionY: t.exposeFloat('clickPositionY', { nullable: true }),
    textInput: t.exposeString('textInput', { nullable: true }),
    subQuestionNumber: t.exposeInt('subQuestionNumber'),
    eventDate: t.exposeString('eventDate'),
  }),
});

const SessionAssessment = builder.objectRef<LaunchView['assessment']>('SessionAssessment').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    assessmentType: t.expose('assessmentType', { type: AssessmentType }),
    feedbackStyle: t.expose('feedbackStyle', { type: FeedbackStyle }),
    text: t.exposeString('text', { description: 'The introduction of the start page (rich text).' }),
  }),
});

const SessionLaunchView = builder.objectRef<LaunchView>('AssessmentSessionLaunchView').implement({
  description: 'The session launch view: everything the player shows, without the answer key.',
  fields: (t) => ({
    session: t.field({ type: AssessmentSession, resolve: (v) => v.session }),
    assessment: t.field({ type: SessionAssessment, resolve: (v) => v.assessment }),
    presented: t.field({ type: [PlayerPresentedQuestion], resolve: (v) => v.presented }),
    responseEvents: t.field({ type: [PlayerResponseEvent], resolve: (v) => v.responseEvents }),
    pageCount: t.exposeInt('pageCount'),
    viewerCanAnswer: t.exposeBoolean('viewerCanAnswer'),
    isStudy: t.exposeBoolean('isStudy'),
  }),
});

const ResponseEventInput = builder.inputType('QuestionResponseEventInput', {
  description: 'A response made in the browser; its id (made there) makes a repeated save harmless.',
  fields: (t) => ({
    id: t.id({ required: true }),
    questionId: t.id({ required: true }),
    assessmentItemId: t.id({ required: true }),
    questionAnswerId: t.id({ required: false }),
    responseTimeSeconds: t.float({ required: false }),
    clickPositionX: t.float({ required: false, description: 'In the 1920x1080 virtual space of the image.' }),
    clickPositionY: t.float({ required: false }),
    textInput: t.string({ required: false }),
    subQuestionNumber: t.int({ required: false }),
    eventDate: t.string({ required: false }),
  }),
});

const SaveResponsesInput = builder.inputType('SaveAssessmentSessionResponsesInput', {
  fields: (t) => ({
    assessmentSessionId: t.id({ required: true }),
    added: t.field({ type: [ResponseEventInput], required: false }),
    removed: t.idList({ required: false }),
    currentPosition: t.int({ required: false }),
  }),
});

const BrowserDataInput = builder.inputType('BrowserDataInput', {
  description: "The browser data of a finished session; a missing value is stored as 'No browser detection'.",
  fields: (t) => ({
    userAgent: t.string({ required: false }),
    browser: t.string({ required: false }),
    platform: t.string({ required: false }),
    screenResolution: t.string({ required: false }),
    orientation: t.string({ required: false }),
    windowResolution: t.string({ required: false }),
    colorDepth: t.string({ required: false }),
    touch: t.string({ required: false }),
  }),
});

const FinishInput = builder.inputType('FinishAssessmentSessionInput', {
  fields: (t) => ({
    assessmentSessionId: t.id({ required: true }),
    browserData: t.field({ type: BrowserDataInput, required: false }),
  }),
});

builder.queryFields((t) => ({
  assessmentSessionLaunchView: t.withAuth(signedIn).field({
    type: SessionLaunchView,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { actor, db }) => getLaunchView({ actor, input: { sessionId: String(id) }, db }),
  }),
  assessmentSessions: t.withAuth(driverManagement).field({
    type: [AssessmentSession],
    description:
      'The live sessions of the people a subscription (or team) dashboard counts, for those who may open it; newest first.',
    args: { ...dashboardRecordsArgs, assessmentId: t.arg.id({ required: false }) },
    resolve: (_root, { offset, first, ...filters }, { actor, db }) =>
      listSubscriptionSessions({ actor, filter: filters, window: listWindow({ offset, first }), db }),
  }),
}));

builder.mutationFields((t) => ({
  initializeAssessmentSession: t.withAuth(signedIn).field({
    type: AssessmentSession,
    description:
      "The person's session of an assessment (userId: someone the caller manages; default the caller). Resumes the latest unfinished one; restart (staff) starts another. preview (managers and staff, for themselves): a preview session of licensed content, repeatable, counting for nothing.",
    args: {
      assessmentId: t.arg.id({ required: true }),
      userId: t.arg.id({ required: false }),
      restart: t.arg.boolean({ required: false }),
      preview: t.arg.boolean({ required: false }),
    },
    resolve: (_root, args, { actor, db }) => initializeAssessmentSession({ actor, input: args, db }),
  }),
  saveAssessmentSessionResponses: t.withAuth(signedIn).field({
    type: AssessmentSession,
    description:
      "Saves a page's responses (scored on the server) and the position reached, in one transaction. Refused whole (CONFLICT) when it moves more than one page forward, goes back in an assessment, or changes answers already final: their page passed in an assessment, or their feedback page reached.",
    args: { model: t.arg({ type: SaveResponsesInput, required: true }) },
    resolve: (_root, { model }, { actor, db }) => saveSessionResponses({ actor, input: model, db }),
  }),
  finishAssessmentSession: t.withAuth(signedIn).field({
    type: AssessmentSession,
    description: 'Finishes the session once (scores, driver metrics, events); again changes nothing.',
    args: { model: t.arg({ type: FinishInput, required: true }) },
    resolve: (_root, { model }, { actor, db }) => finishSession({ actor, input: model, db }),
  }),
}));
