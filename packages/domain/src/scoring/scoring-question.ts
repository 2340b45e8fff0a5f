import type { QuestionType } from '../content/question-types.ts';
import type { ImageSize } from '../content/response-windows.ts';

/**
 * A QuestionAnswer's fields that scoring reads, as stored in question_answers. Location windows are in the
 * 1920x1080 virtual space (the window editor draws in it); times are in seconds of video.
 */
export interface ScoringAnswer {
  id: string;
  score: number;
  isCorrect?: boolean | null;
  displayOrder?: number | null;
  archived?: boolean | null;
  subQuestionNumber?: number | null;
  discriminationGroup?: number | null;
  startResponseTimeSeconds?: number | null;
  endResponseTimeSeconds?: number | null;
  windowLeft?: number | null;
  windowTop?: number | null;
  windowRight?: number | null;
  windowBottom?: number | null;
  isSuspicious?: boolean | null;
  suspicionScore?: number | null;
}

/**
 * A Question with what scoring needs: its live answers and, for a sequence or a questionnaire, its live
 * child questions (question_sequence_questions in display order, each with its own answers).
 */
export interface ScoringQuestion {
  id: string;
  questionType: QuestionType;
  numberOfSubQuestions: number;
  maximumClicks?: number | null;
  /** The primary safety metric; null when the question feeds none. */
  driverMetricId?: string | null;
  answers: readonly ScoringAnswer[];
  children?: readonly ScoringQuestion[] | null;
  /**
   * Location questions: the image's real size when the click positions were recorded in it. Clicks are then scaled
   * to the 1920x1080 virtual space the windows use; when absent, clicks are already in that space.
   */
  imageSize?: ImageSize | null;
}

/** The answers that still count: archived answers are history, not part of the key. */
export function liveAnswers(question: Pick<ScoringQuestion, 'answers'>): ScoringAnswer[] {
  return question.answers.filter((answer) => !answer.archived);
}
