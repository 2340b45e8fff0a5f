import { newDisplayOrder } from '@roadmark/domain/content/display-order';
import type { QuestionTypeLock } from '@roadmark/domain/content/question-type-lock';
import { ANSWER_DEFAULTS, QUESTION_DEFAULTS, type QuestionType } from '@roadmark/domain/content/question-types';
import type { AdjustmentRule, RecommendationRule } from '../../content-editor/driver-metric-rule';
import type { QuestionFeedbackRange } from '../../content-editor/feedback-range';

/** An answer as the editor holds it: the stored fields (blob ids, not objects) and a client id for new ones. */
export interface AnswerValue {
  id: string;
  displayOrder: number;
  answerText: string;
  answerTextImageBlobReferenceId: string | null;
  scaleImageBlobReferenceId: string | null;
  score: number;
  isCorrect: boolean;
  startResponseTimeSeconds: number;
  endResponseTimeSeconds: number;
  windowLeft: number;
  windowTop: number;
  windowRight: number;
  windowBottom: number;
  discriminationGroup: number | null;
  subQuestionNumber: number;
  isSuspicious: boolean;
  suspicionScore: number | null;
}

/** A child of a sequence: the link's id and the question it shows. */
export interface SequenceChildValue {
  id: string;
  displayOrder: number;
  childQuestion: { id: string; name: string; questionType: string };
}

/** A questionnaire's sub-question (Input, Multiple choice or Scale) with its answers, edited in a modal. */
export interface QuestionnaireQuestionValue {
  /** The id of the link between the questionnaire and the sub-question. */
  linkId: string;
  displayOrder: number;
  id: string;
  questionType: QuestionType;
  questionText: string;
  answers: AnswerValue[];
}

/** The question editor's whole state: the question, its child collections and its tags. */
export interface QuestionEditorValues {
  id: string;
  /** The stored version this edit started from (null for a new record): sent back so a newer save is not overwritten. */
  editVersion: number | null;
  /** Why the stored question's type may no longer change (answered, or used by an assessment); null when it may. */
  typeLock: QuestionTypeLock | null;
  name: string;
  questionType: QuestionType;
  questionText: string;
  preQuestionText: string;
  imageBlobReferenceId: string | null;
  videoBlobReferenceId: string | null;
  questionTextImageBlobReferenceId: string | null;
  driverMetricId: string | null;
  maximumClicks: number;
  timeLimitSeconds: number;
  numberOfSubQuestions: number;
  answers: AnswerValue[];
  feedbacks: QuestionFeedbackRange[];
  recommendations: RecommendationRule[];
  adjustments: AdjustmentRule[];
  sequence: SequenceChildValue[];
  questionnaireQuestions: QuestionnaireQuestionValue[];
  /** The tag links as loaded (to know which link to remove) and the tags selected now. */
  tagLinks: { id: string; questionTagId: string }[];
  tagIds: string[];
}

/** The defaults of a new answer (docs/product/content-editor.md#defaults). */
export function newAnswer(overrides: Partial<AnswerValue> = {}): AnswerValue {
  return {
    id: crypto.randomUUID(),
    displayOrder: newDisplayOrder(),
    answerText: '',
    answerTextImageBlobReferenceId: null,
    scaleImageBlobReferenceId: null,
    score: ANSWER_DEFAULTS.score,
    isCorrect: ANSWER_DEFAULTS.isCorrect,
    startResponseTimeSeconds: 0,
    endResponseTimeSeconds: 0,
    windowLeft: 0,
    windowTop: 0,
    windowRight: 0,
    windowBottom: 0,
    discriminationGroup: null,
    subQuestionNumber: ANSWER_DEFAULTS.subQuestionNumber,
    isSuspicious: ANSWER_DEFAULTS.isSuspicious,
    suspicionScore: null,
    ...overrides,
  };
}

/** A new question of a type, with its defaults (docs/product/content-editor.md#defaults). */
export function newQuestionValues(questionType: QuestionType): QuestionEditorValues {
  return {
    id: crypto.randomUUID(),
    editVersion: null,
    typeLock: null,
    name: '',
    questionType,
    questionText: '',
    preQuestionText: '',
    imageBlobReferenceId: null,
    videoBlobReferenceId: null,
    questionTextImageBlobReferenceId: null,
    driverMetricId: null,
    maximumClicks: QUESTION_DEFAULTS.maximumClicks,
    timeLimitSeconds: QUESTION_DEFAULTS.timeLimitSeconds,
    numberOfSubQuestions: QUESTION_DEFAULTS.numberOfSubQuestions,
    answers: [],
    feedbacks: [],
    recommendations: [],
    adjustments: [],
    sequence: [],
    questionnaireQuestions: [],
    tagLinks: [],
    tagIds: [],
  };
}

/** A display order after every entry of the list, from the Unix time when that is later. */
export function nextDisplayOrder(list: readonly { displayOrder: number }[]): number {
  const last = Math.max(...list.map((entry) => entry.displayOrder), 0);
  return Math.max(last + 1, newDisplayOrder());
}
