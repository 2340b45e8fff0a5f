import type { MockLink } from '@apollo/client/testing';
import { type AnalysisFilter, filterVariables, lastTwelveMonths } from './filter/analysis-filter';
import {
  AnalysisSubscriptionOptionsQuery,
  AssessmentAnalysisQuery,
  QuestionAnalysisQuery,
} from './graphql/item-analysis-operations';

/** Fixed ids for the analysis tests (the domain's filter schema wants UUIDs). */
export const IDS = {
  assessment: '00000000-0000-4000-8000-0000000a0001',
  choice: '00000000-0000-4000-8000-0000000a0011',
  video: '00000000-0000-4000-8000-0000000a0012',
  image: '00000000-0000-4000-8000-0000000a0013',
  right: '00000000-0000-4000-8000-0000000a0021',
  wrong: '00000000-0000-4000-8000-0000000a0022',
  window: '00000000-0000-4000-8000-0000000a0031',
  hazard: '00000000-0000-4000-8000-0000000a0032',
  fleet: '00000000-0000-4000-8000-0000000a0041',
} as const;

/** The filter an analysis opens with today: the last twelve months, every subscription. */
export function defaultFilter(): AnalysisFilter {
  return { ...lastTwelveMonths(new Date()), subscriptionId: '' };
}

const FLEET = { __typename: 'Subscription' as const, id: IDS.fleet, companyName: 'Fleet & Sons' };

/** The subscription picker's first page of names, and the name of the one chosen, if one is. */
export function subscriptionOptionsAnswer(chosenId = ''): MockLink.MockedResponse {
  return {
    request: {
      query: AnalysisSubscriptionOptionsQuery,
      variables: { search: null, first: 20, chosenId, withChosen: chosenId !== '' },
    },
    result: { data: { subscriptions: [FLEET], ...(chosenId ? { chosen: FLEET } : {}) } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const figures = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'QuestionFigures' as const,
  presented: 7,
  answered: 7,
  facility: 57.142857,
  discrimination: 0.1666666,
  discriminationUndefinedReason: null,
  meanResponseTimeSeconds: 3.5,
  ...overrides,
});

const windowFlag = {
  __typename: 'ItemFlag' as const,
  code: 'WINDOW_OPENS_LATE',
  messageKey: 'analysis.flags.WINDOW_OPENS_LATE',
  answerId: IDS.window,
  suggestedShiftSeconds: -0.5,
};

/** Seven sessions of a choice question and a response-time video whose window most drivers click just before. */
export function assessmentAnalysis(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AssessmentAnalysis' as const,
    sessionCount: 7,
    peopleCount: 6,
    meanScore: 35.71,
    scoreStandardDeviation: 24.4,
    scoreHistogram: Array.from({ length: 10 }, (_, bin) => ({
      __typename: 'ScoreBin' as const,
      from: bin * 10,
      to: bin === 9 ? 100 : bin * 10 + 9,
      count: ({ 0: 2, 5: 4, 9: 1 } as Record<number, number>)[bin] ?? 0,
    })),
    reliability: {
      __typename: 'Reliability' as const,
      alpha: 0.214,
      questionCount: 2,
      sessionCount: 7,
      undefinedReason: null,
    },
    questions: [
      {
        __typename: 'AnalysedQuestionRow' as const,
        questionId: IDS.choice,
        name: 'Which car?',
        questionType: 'MultipleChoiceVideo',
        figures: figures(),
        flags: [],
      },
      {
        __typename: 'AnalysedQuestionRow' as const,
        questionId: IDS.video,
        name: 'Cyclist',
        questionType: 'ResponseTimeVideo',
        figures: figures({
          facility: 28.57,
          discrimination: null,
          discriminationUndefinedReason: 'NO_SCORE_VARIATION',
        }),
        flags: [windowFlag],
      },
    ],
    ...overrides,
  };
}

export function assessmentAnalysisAnswer(
  analysis: ReturnType<typeof assessmentAnalysis> | null,
  filter: AnalysisFilter = defaultFilter(),
): MockLink.MockedResponse {
  return {
    request: {
      query: AssessmentAnalysisQuery,
      variables: { assessmentId: IDS.assessment, ...filterVariables(filter) },
    },
    result: analysis
      ? { data: { assessmentAnalysis: analysis } }
      : { errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** What a question's analysis holds besides its type's own figures. */
function questionAnalysisBase(questionId: string, questionType: string, assessment: boolean) {
  return {
    __typename: 'QuestionAnalysis' as const,
    question: { __typename: 'AnalysedQuestion' as const, id: questionId, questionType, imageUrl: null },
    assessment: assessment
      ? {
          __typename: 'AnalysedAssessment' as const,
          id: IDS.assessment,
          name: 'Hazards "A" & B',
          assessmentType: 'Assessment',
        }
      : null,
    figures: figures(),
    flags: [],
    choices: [],
    clickTimes: null,
    responseWindows: [],
    locationClicks: null,
  };
}

/** The response-time video: five clicks at 4.5 s, just before its window of 5 to 7 s opens, and two inside. */
export function videoAnalysis(assessment = true) {
  return {
    ...questionAnalysisBase(IDS.video, 'ResponseTimeVideo', assessment),
    figures: figures({ facility: 28.57 }),
    flags: [windowFlag],
    clickTimes: {
      __typename: 'ClickTimes' as const,
      clickCount: 7,
      binSeconds: 0.25,
      bins: Array.from({ length: 25 }, (_, bin) => ({
        __typename: 'ClickTimeBin' as const,
        startSeconds: bin * 0.25,
        count: ({ 18: 5, 24: 2 } as Record<number, number>)[bin] ?? 0,
      })),
    },
    responseWindows: [
      {
        __typename: 'ResponseWindowFigures' as const,
        answerId: IDS.window,
        startSeconds: 5,
        endSeconds: 7,
        score: 100,
        firstClickBefore: 5,
        firstClickInside: 2,
        firstClickAfter: 0,
        noNearClick: 0,
        nearMissBefore: 5,
        nearMissAfter: 0,
        medianNearMissSeconds: 4.5,
      },
    ],
  };
}

/** The choice question: four of seven chose the right answer. */
export function choiceAnalysis() {
  return {
    ...questionAnalysisBase(IDS.choice, 'MultipleChoiceVideo', true),
    choices: [
      {
        __typename: 'ChoiceShare' as const,
        answerId: IDS.right,
        answerText: '<p>The red one</p>',
        subQuestionNumber: 1,
        isCorrect: true,
        chosenBy: 4,
        share: 4 / 7,
        meanTotalScore: 62.5,
      },
      {
        __typename: 'ChoiceShare' as const,
        answerId: IDS.wrong,
        answerText: '<p>The <strong>blue</strong> one</p>',
        subQuestionNumber: 1,
        isCorrect: false,
        chosenBy: 3,
        share: 3 / 7,
        meanTotalScore: 0,
      },
    ],
  };
}

/** A location image: four clicks on the hazard's window, one elsewhere. */
export function imageAnalysis() {
  return {
    ...questionAnalysisBase(IDS.image, 'LocationResponseImage', false),
    question: {
      __typename: 'AnalysedQuestion' as const,
      id: IDS.image,
      questionType: 'LocationResponseImage',
      imageUrl: '/api/files/street.jpg',
    },
    locationClicks: {
      __typename: 'LocationClicks' as const,
      clickCount: 5,
      cellSize: 40,
      cells: [
        { __typename: 'HeatCell' as const, column: 19, row: 11, count: 4 },
        { __typename: 'HeatCell' as const, column: 40, row: 2, count: 1 },
      ],
      windows: [
        {
          __typename: 'LocationWindowFigures' as const,
          answerId: IDS.hazard,
          left: 724,
          top: 361,
          right: 832,
          bottom: 630,
          score: 100,
          clicksInside: 4,
          shareInside: 0.8,
        },
      ],
    },
  };
}

export function questionAnalysisAnswer(
  questionId: string,
  analysis: object,
  assessmentId: string | null = IDS.assessment,
  filter: AnalysisFilter = defaultFilter(),
): MockLink.MockedResponse {
  return {
    request: { query: QuestionAnalysisQuery, variables: { questionId, assessmentId, ...filterVariables(filter) } },
    result: { data: { questionAnalysis: analysis } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
