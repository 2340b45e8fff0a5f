/**
 * Test data shared by the scoring tests (not used by the engine): one question of each scored type, shaped like
 * the demo content, and an event builder. Scores in comments are the answer key's.
 */
import { QuestionType } from '../content/question-types.ts';
import type { ResponseEvent } from './response-event.ts';
import type { ScoringQuestion } from './scoring-question.ts';

let nextId = 0;

/** A current response event of a question (override any field). */
export function responseEvent(questionId: string, fields: Partial<ResponseEvent> = {}): ResponseEvent {
  nextId += 1;
  return { id: `e${nextId}`, questionId, subQuestionNumber: 1, ...fields };
}

/** A choice of answer `questionAnswerId`. */
export const choose = (questionId: string, questionAnswerId: string, fields: Partial<ResponseEvent> = {}) =>
  responseEvent(questionId, { questionAnswerId, ...fields });

/** A click at `responseTimeSeconds` of the video. */
export const clickAt = (questionId: string, responseTimeSeconds: number, fields: Partial<ResponseEvent> = {}) =>
  responseEvent(questionId, { responseTimeSeconds, ...fields });

/** A click on the image at (x, y). */
export const clickOn = (questionId: string, x: number, y: number, fields: Partial<ResponseEvent> = {}) =>
  responseEvent(questionId, { clickPositionX: x, clickPositionY: y, ...fields });

/** Multiple choice video, one part: m100 100 (correct), m0 0, m40 40. */
export const multipleChoiceVideo: ScoringQuestion = {
  id: 'mcv',
  questionType: QuestionType.MultipleChoiceVideo,
  numberOfSubQuestions: 1,
  driverMetricId: 'hazard',
  answers: [
    { id: 'm100', score: 100, isCorrect: true },
    { id: 'm0', score: 0 },
    { id: 'm40', score: 40 },
  ],
};

/** Multiple choice picture, one part: i100 100, i0 0 (suspicious, 2), i60 60, i70 70. */
export const multipleChoiceImage: ScoringQuestion = {
  id: 'mci',
  questionType: QuestionType.MultipleChoiceImage,
  numberOfSubQuestions: 1,
  driverMetricId: 'observation',
  answers: [
    { id: 'i100', score: 100, isCorrect: true },
    { id: 'i0', score: 0, isSuspicious: true, suspicionScore: 2 },
    { id: 'i60', score: 60 },
    { id: 'i70', score: 70 },
  ],
};

/** Sliding scale video, one part: s0 0, s20 20, s60 60, s100 100, and a signed sMinus40 -40. */
export const slidingScaleVideo: ScoringQuestion = {
  id: 'ssv',
  questionType: QuestionType.SlidingScaleVideo,
  numberOfSubQuestions: 1,
  driverMetricId: 'observation',
  answers: [
    { id: 's0', score: 0 },
    { id: 's20', score: 20 },
    { id: 's60', score: 60 },
    { id: 's100', score: 100 },
    { id: 'sMinus40', score: -40 },
  ],
};

/**
 * Response time video, two parts. Part 1: r100 [2, 4] s, r60 [4, 6] s. Part 2: r80 [10, 12] s and r50 [11, 13] s,
 * which overlap on [11, 12].
 */
export const responseTimeVideo: ScoringQuestion = {
  id: 'rtv',
  questionType: QuestionType.ResponseTimeVideo,
  numberOfSubQuestions: 2,
  driverMetricId: 'hazard',
  answers: [
    { id: 'r100', score: 100, subQuestionNumber: 1, startResponseTimeSeconds: 2, endResponseTimeSeconds: 4 },
    { id: 'r60', score: 60, subQuestionNumber: 1, startResponseTimeSeconds: 4, endResponseTimeSeconds: 6 },
    { id: 'r80', score: 80, subQuestionNumber: 2, startResponseTimeSeconds: 10, endResponseTimeSeconds: 12 },
    { id: 'r50', score: 50, subQuestionNumber: 2, startResponseTimeSeconds: 11, endResponseTimeSeconds: 13 },
  ],
};

const cyclist = { windowLeft: 100, windowTop: 100, windowRight: 300, windowBottom: 300 };
const pedestrian = { windowLeft: 800, windowTop: 400, windowRight: 900, windowBottom: 600 };
const car = { windowLeft: 1500, windowTop: 300, windowRight: 1700, windowBottom: 500 };

/** Location response, one click allowed: cyclist (200, 200) 100, pedestrian (850, 500) 40, car (1600, 400) 40. */
export const locationResponse: ScoringQuestion = {
  id: 'lr',
  questionType: QuestionType.LocationResponseImage,
  numberOfSubQuestions: 1,
  maximumClicks: 1,
  driverMetricId: 'hazard',
  answers: [
    { id: 'lrCyclist', score: 100, isCorrect: true, ...cyclist },
    { id: 'lrPedestrian', score: 40, ...pedestrian },
    { id: 'lrCar', score: 40, ...car },
  ],
};

/** Location discrimination, five clicks: cyclist 34 (group 0), pedestrian 33 (group 1), car 33 (group 2). */
export const locationDiscrimination: ScoringQuestion = {
  id: 'ld',
  questionType: QuestionType.LocationDiscriminationImage,
  numberOfSubQuestions: 1,
  maximumClicks: 5,
  driverMetricId: 'observation',
  answers: [
    { id: 'ldCyclist', score: 34, isCorrect: true, discriminationGroup: 0, ...cyclist },
    { id: 'ldPedestrian', score: 33, isCorrect: true, discriminationGroup: 1, ...pedestrian },
    { id: 'ldCar', score: 33, isCorrect: true, discriminationGroup: 2, ...car },
  ],
};

/** Click positions inside each window, and one outside all of them. */
export const AT = {
  cyclist: [200, 200],
  pedestrian: [850, 500],
  car: [1600, 400],
  nowhere: [1000, 1000],
} as const;

/** A sequence of the two location questions, without a metric of its own. */
export const streetSequence: ScoringQuestion = {
  id: 'seq',
  questionType: QuestionType.SequenceOfQuestions,
  numberOfSubQuestions: 1,
  answers: [],
  children: [locationResponse, locationDiscrimination],
};

/** A questionnaire: an Input, a Multiple choice (q100, q50, qMinus50) and a Scale (c0, c25, c50, c75, c100). */
export const questionnaire: ScoringQuestion = {
  id: 'qn',
  questionType: QuestionType.Questionnaire,
  numberOfSubQuestions: 3,
  answers: [],
  children: [
    { id: 'qnInput', questionType: QuestionType.QuestionnaireInput, numberOfSubQuestions: 1, answers: [] },
    {
      id: 'qnChoice',
      questionType: QuestionType.QuestionnaireMultipleChoice,
      numberOfSubQuestions: 1,
      answers: [
        { id: 'q100', score: 100 },
        { id: 'q50', score: 50, isSuspicious: true, suspicionScore: 3 },
        { id: 'qMinus50', score: -50 },
      ],
    },
    {
      id: 'qnScale',
      questionType: QuestionType.QuestionnaireScale,
      numberOfSubQuestions: 1,
      answers: [0, 25, 50, 75, 100].map((score) => ({ id: `c${score}`, score })),
    },
  ],
};

/** Pages that never score. */
export const learningVideo: ScoringQuestion = {
  id: 'lv',
  questionType: QuestionType.LearningVideo,
  numberOfSubQuestions: 1,
  driverMetricId: 'hazard',
  answers: [],
};
export const informationText: ScoringQuestion = {
  id: 'it',
  questionType: QuestionType.InformationText,
  numberOfSubQuestions: 1,
  answers: [],
};
