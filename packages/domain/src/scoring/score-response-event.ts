import { isLocationQuestion, isResponseTimeQuestion, QuestionType } from '../content/question-types.ts';
import { answerAtPoint, answerAtVideoTime, chosenAnswer } from './answer-lookup.ts';
import { FAILED_MAXIMUM_CLICKS_SCORE, isFailedMaximumClicksRecord } from './maximum-clicks.ts';
import { DEFAULT_SUB_QUESTION_NUMBER, type ResponseEvent } from './response-event.ts';
import { liveAnswers, type ScoringAnswer, type ScoringQuestion } from './scoring-question.ts';

/** What the answer key makes of one response event: the values the server stores on it. */
export interface ScoredResponse {
  /** The answer the response landed on; null for a click outside every window, a text answer or an unknown id. */
  answer: ScoringAnswer | null;
  questionAnswerId: string | null;
  score: number;
  isCorrect: boolean;
  /** The matched answer's part (default 1), else the event's own (default 1): the answer key decides the part. */
  subQuestionNumber: number;
  /** Location questions: the matched window's group; otherwise the event's own. */
  discriminationGroup: number | null;
}

/** The types whose responses pick an answer by id. */
const CHOICE_TYPES: readonly QuestionType[] = [
  QuestionType.MultipleChoiceVideo,
  QuestionType.MultipleChoiceImage,
  QuestionType.SlidingScaleVideo,
  QuestionType.QuestionnaireMultipleChoice,
  QuestionType.QuestionnaireScale,
];

function answerFor(question: ScoringQuestion, event: ResponseEvent): ScoringAnswer | null {
  const answers = liveAnswers(question);
  if (isResponseTimeQuestion(question.questionType)) return answerAtVideoTime(answers, event.responseTimeSeconds);
  if (isLocationQuestion(question.questionType)) {
    return answerAtPoint(answers, { x: event.clickPositionX, y: event.clickPositionY }, question.imageSize);
  }
  if (CHOICE_TYPES.includes(question.questionType)) return chosenAnswer(answers, event.questionAnswerId);
  return null;
}

/**
 * Scores one event from the answer key, ignoring the score the client sent: a response-time click by the window
 * holding its video time, a location click by the window holding the point, a choice by the chosen answer; a
 * failure record keeps -100000; anything else (outside every window, text, learning) scores 0.
 */
export function scoreResponseEvent(question: ScoringQuestion, event: ResponseEvent): ScoredResponse {
  const ownPart = event.subQuestionNumber ?? DEFAULT_SUB_QUESTION_NUMBER;
  if (isFailedMaximumClicksRecord(event)) {
    return {
      answer: null,
      questionAnswerId: null,
      score: FAILED_MAXIMUM_CLICKS_SCORE,
      isCorrect: false,
      subQuestionNumber: ownPart,
      discriminationGroup: null,
    };
  }
  const answer = answerFor(question, event);
  return {
    answer,
    questionAnswerId: answer?.id ?? null,
    score: answer?.score ?? 0,
    isCorrect: answer?.isCorrect ?? false,
    subQuestionNumber: answer ? (answer.subQuestionNumber ?? DEFAULT_SUB_QUESTION_NUMBER) : ownPart,
    discriminationGroup: isLocationQuestion(question.questionType)
      ? (answer?.discriminationGroup ?? null)
      : (event.discriminationGroup ?? null),
  };
}
