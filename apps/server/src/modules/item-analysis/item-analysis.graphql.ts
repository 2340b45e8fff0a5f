import { ANALYSIS_RULES } from '@roadmark/domain/analysis/analysis-rules';
import { ALL_ITEM_FLAG_CODES, type ItemFlag as ItemFlagValue } from '@roadmark/domain/analysis/item-flags';
import { administration } from '../../platform/graphql/auth-scopes.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { AssessmentType } from '../assessments/assessment.graphql.ts';
import type { AnalysedAssessment as AnalysedAssessmentValue } from './analysis-scope.ts';
import {
  type AnalysedQuestionRow as AnalysedQuestionRowValue,
  type AssessmentAnalysis as AssessmentAnalysisValue,
  assessmentAnalysis,
} from './assessment-analysis.ts';
import type { ChoiceShare as ChoiceShareValue } from './choice-figures.ts';
import type {
  ClickTimeBin as ClickTimeBinValue,
  ClickTimes as ClickTimesValue,
  ResponseWindowFigures as ResponseWindowFiguresValue,
} from './click-time-figures.ts';
import type {
  HeatCell as HeatCellValue,
  LocationClicks as LocationClicksValue,
  LocationWindowFigures as LocationWindowFiguresValue,
} from './location-click-figures.ts';
import { type QuestionAnalysis as QuestionAnalysisValue, questionAnalysis } from './question-analysis.ts';
import { DiscriminationUndefined, type QuestionFigures as QuestionFiguresValue } from './question-figures.ts';
import { ReliabilityUndefined, type Reliability as ReliabilityValue } from './reliability.ts';
import type { ScoreBin as ScoreBinValue } from './score-figures.ts';

const ItemFlagCode = builder.enumType('ItemFlagCode', { values: ALL_ITEM_FLAG_CODES });
const DiscriminationUndefinedReason = builder.enumType('DiscriminationUndefinedReason', {
  values: Object.values(DiscriminationUndefined),
});
const ReliabilityUndefinedReason = builder.enumType('ReliabilityUndefinedReason', {
  values: Object.values(ReliabilityUndefined),
});

const ItemFlag = builder.objectRef<ItemFlagValue>('ItemFlag').implement({
  description: 'Something about a question worth an author’s look.',
  fields: (t) => ({
    code: t.field({ type: ItemFlagCode, resolve: (flag) => flag.code }),
    messageKey: t.exposeString('messageKey', { description: 'The text to show, in the domain messages.' }),
    answerId: t.exposeID('answerId', { nullable: true, description: 'The window or choice it is about, if one.' }),
    suggestedShiftSeconds: t.exposeFloat('suggestedShiftSeconds', {
      nullable: true,
      description: 'For a window: how far to move its edge, in seconds (negative: earlier).',
    }),
  }),
});

const AnalysedAssessment = builder.objectRef<AnalysedAssessmentValue>('AnalysedAssessment').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    assessmentType: t.field({ type: AssessmentType, resolve: (a) => a.assessmentType as never }),
  }),
});

const ScoreBin = builder.objectRef<ScoreBinValue>('ScoreBin').implement({
  description: 'Sessions whose total score lies from `from` to `to` percent, both included.',
  fields: (t) => ({ from: t.exposeInt('from'), to: t.exposeInt('to'), count: t.exposeInt('count') }),
});

const Reliability = builder.objectRef<ReliabilityValue>('Reliability').implement({
  description:
    "Cronbach's alpha (KR-20 for right-or-wrong questions) over the scored questions every counted session saw.",
  fields: (t) => ({
    alpha: t.exposeFloat('alpha', { nullable: true }),
    questionCount: t.exposeInt('questionCount'),
    sessionCount: t.exposeInt('sessionCount'),
    undefinedReason: t.field({
      type: ReliabilityUndefinedReason,
      nullable: true,
      resolve: (value) => value.undefinedReason,
    }),
  }),
});

const QuestionFigures = builder.objectRef<QuestionFiguresValue>('QuestionFigures').implement({
  fields: (t) => ({
    position: t.exposeInt('position', { description: 'Place among the scored questions as presented, from 0.' }),
    presented: t.exposeInt('presented', { description: 'Times presented in a counted session.' }),
    answered: t.exposeInt('answered'),
    facility: t.exposeFloat('facility', { nullable: true, description: 'Mean percent score, 0 to 100.' }),
    discrimination: t.exposeFloat('discrimination', {
      nullable: true,
      description: 'Corrected item-total correlation: the question against the rest of the session, -1 to 1.',
    }),
    discriminationUndefinedReason: t.field({
      type: DiscriminationUndefinedReason,
      nullable: true,
      resolve: (figures) => figures.discriminationUndefinedReason,
    }),
    meanResponseTimeSeconds: t.exposeFloat('meanResponseTimeSeconds', { nullable: true }),
  }),
});

const AnalysedQuestionRow = builder.objectRef<AnalysedQuestionRowValue>('AnalysedQuestionRow').implement({
  fields: (t) => ({
    questionId: t.exposeID('questionId'),
    name: t.exposeString('name'),
    questionType: t.exposeString('questionType'),
    figures: t.field({ type: QuestionFigures, resolve: (row) => row }),
    flags: t.field({ type: [ItemFlag], resolve: (row) => row.flags }),
  }),
});

const AssessmentAnalysis = builder.objectRef<AssessmentAnalysisValue>('AssessmentAnalysis').implement({
  description:
    'How an assessment or training module and its scored questions behaved over its finished, real sessions ' +
    '(never previews) in the period and subscription.',
  fields: (t) => ({
    assessment: t.field({ type: AnalysedAssessment, resolve: (value) => value.assessment }),
    from: t.exposeString('from', { nullable: true }),
    to: t.exposeString('to', { nullable: true }),
    subscriptionId: t.exposeID('subscriptionId', { nullable: true }),
    sessionCount: t.exposeInt('sessionCount'),
    peopleCount: t.exposeInt('peopleCount'),
    meanScore: t.exposeFloat('meanScore', { nullable: true }),
    scoreStandardDeviation: t.exposeFloat('scoreStandardDeviation', { nullable: true }),
    scoreHistogram: t.field({ type: [ScoreBin], resolve: (value) => value.scoreHistogram }),
    reliability: t.field({ type: Reliability, resolve: (value) => value.reliability }),
    questions: t.field({ type: [AnalysedQuestionRow], resolve: (value) => value.questions }),
  }),
});

const ChoiceShare = builder.objectRef<ChoiceShareValue>('ChoiceShare').implement({
  fields: (t) => ({
    answerId: t.exposeID('answerId'),
    answerText: t.exposeString('answerText'),
    subQuestionNumber: t.exposeInt('subQuestionNumber'),
    score: t.exposeInt('score'),
    isCorrect: t.exposeBoolean('isCorrect'),
    chosenBy: t.exposeInt('chosenBy'),
    share: t.exposeFloat('share', { nullable: true, description: 'Of those who answered the part, 0 to 1.' }),
    meanTotalScore: t.exposeFloat('meanTotalScore', { nullable: true }),
  }),
});

const ClickTimeBin = builder.objectRef<ClickTimeBinValue>('ClickTimeBin').implement({
  fields: (t) => ({ startSeconds: t.exposeFloat('startSeconds'), count: t.exposeInt('count') }),
});

const ClickTimes = builder.objectRef<ClickTimesValue>('ClickTimes').implement({
  description: 'Clicks by time in the video, in bins of a quarter second from its start.',
  fields: (t) => ({
    clickCount: t.exposeInt('clickCount'),
    binSeconds: t.float({ resolve: () => ANALYSIS_RULES.clickBinSeconds }),
    bins: t.field({ type: [ClickTimeBin], resolve: (value) => value.bins }),
  }),
});

const ResponseWindowFigures = builder.objectRef<ResponseWindowFiguresValue>('ResponseWindowFigures').implement({
  description:
    'A response window and the clicks around it. A session’s first click from two seconds before the window on is ' +
    'before, inside or after it; a session that never clicked inside but within two seconds outside nearly missed it.',
  fields: (t) => ({
    answerId: t.exposeID('answerId'),
    startSeconds: t.exposeFloat('startSeconds'),
    endSeconds: t.exposeFloat('endSeconds'),
    score: t.exposeInt('score'),
    firstClickBefore: t.exposeInt('firstClickBefore'),
    firstClickInside: t.exposeInt('firstClickInside'),
    firstClickAfter: t.exposeInt('firstClickAfter'),
    noNearClick: t.exposeInt('noNearClick'),
    nearMissBefore: t.exposeInt('before'),
    nearMissAfter: t.exposeInt('after'),
    medianNearMissSeconds: t.exposeFloat('medianNearMissSeconds', { nullable: true }),
  }),
});

const HeatCell = builder.objectRef<HeatCellValue>('HeatCell').implement({
  fields: (t) => ({ column: t.exposeInt('column'), row: t.exposeInt('row'), count: t.exposeInt('count') }),
});

const LocationWindowFigures = builder.objectRef<LocationWindowFiguresValue>('LocationWindowFigures').implement({
  fields: (t) => ({
    answerId: t.exposeID('answerId'),
    left: t.exposeFloat('left'),
    top: t.exposeFloat('top'),
    right: t.exposeFloat('right'),
    bottom: t.exposeFloat('bottom'),
    discriminationGroup: t.exposeInt('discriminationGroup'),
    score: t.exposeInt('score'),
    clicksInside: t.exposeInt('clicksInside'),
    shareInside: t.exposeFloat('shareInside', { nullable: true, description: 'Of every click on the image, 0 to 1.' }),
  }),
});

const LocationClicks = builder.objectRef<LocationClicksValue>('LocationClicks').implement({
  description: 'Clicks on the image as a heat map of 40 by 40 cells in the 1920x1080 space the windows use.',
  fields: (t) => ({
    clickCount: t.exposeInt('clickCount'),
    cellSize: t.int({ resolve: () => ANALYSIS_RULES.heatCellSize }),
    cells: t.field({ type: [HeatCell], resolve: (value) => value.cells }),
    windows: t.field({ type: [LocationWindowFigures], resolve: (value) => value.windows }),
  }),
});

const AnalysedQuestion = builder.objectRef<QuestionAnalysisValue['question']>('AnalysedQuestion').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    questionType: t.exposeString('questionType'),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
  }),
});

const QuestionAnalysis = builder.objectRef<QuestionAnalysisValue>('QuestionAnalysis').implement({
  description:
    'How one question behaved over the finished, real sessions that scored it: of one assessment, or of every ' +
    'assessment when none is given.',
  fields: (t) => ({
    question: t.field({ type: AnalysedQuestion, resolve: (value) => value.question }),
    assessment: t.field({ type: AnalysedAssessment, nullable: true, resolve: (value) => value.assessment }),
    from: t.exposeString('from', { nullable: true }),
    to: t.exposeString('to', { nullable: true }),
    subscriptionId: t.exposeID('subscriptionId', { nullable: true }),
    figures: t.field({ type: QuestionFigures, resolve: (value) => value.figures }),
    flags: t.field({ type: [ItemFlag], resolve: (value) => value.flags }),
    choices: t.field({ type: [ChoiceShare], resolve: (value) => value.choices }),
    clickTimes: t.field({ type: ClickTimes, nullable: true, resolve: (value) => value.clickTimes }),
    responseWindows: t.field({ type: [ResponseWindowFigures], resolve: (value) => value.responseWindows }),
    locationClicks: t.field({ type: LocationClicks, nullable: true, resolve: (value) => value.locationClicks }),
  }),
});

const periodArgs = builder.args((t) => ({
  from: t.string({ required: false, description: 'First day counted, YYYY-MM-DD (UTC); any time when left out.' }),
  to: t.string({ required: false, description: 'Last day counted, YYYY-MM-DD (UTC), included.' }),
  subscriptionId: t.id({ required: false, description: 'Only this subscription’s sessions.' }),
}));

builder.queryFields((t) => ({
  assessmentAnalysis: t.withAuth(administration).field({
    type: AssessmentAnalysis,
    description: 'Item analysis of an assessment or training module, for staff.',
    args: { assessmentId: t.arg.id({ required: true }), ...periodArgs },
    resolve: (_root, args, { actor, db }) => assessmentAnalysis({ actor, input: args, db }),
  }),
  questionAnalysis: t.withAuth(administration).field({
    type: QuestionAnalysis,
    description: 'Item analysis of one question, in one assessment or in all, for staff.',
    args: {
      questionId: t.arg.id({ required: true }),
      assessmentId: t.arg.id({ required: false }),
      ...periodArgs,
    },
    resolve: (_root, args, { actor, db }) => questionAnalysis({ actor, input: args, db }),
  }),
}));
