import { z } from 'zod';
import { idSchema } from '../ids.ts';
import {
  ANSWER_CORRECT_SCORE,
  ANSWER_DEFAULTS,
  answerScoreRange,
  DEFAULT_SUSPICION_SCORE,
  isLocationQuestion,
  type QuestionType,
} from './question-types.ts';
import {
  type FieldProblem,
  type ImageSize,
  responseWindowProblems,
  timeWindowProblems,
  VIRTUAL_IMAGE_SIZE,
} from './response-windows.ts';

const number = (message: string) => z.number({ message });

/** A QuestionAnswer's fields that an answer editor changes. Checks that need the question are in answerProblems. */
export const answerFields = {
  id: idSchema.optional(),
  displayOrder: z.number().int().default(0),
  answerText: z.string().default(''),
  answerTextImageBlobReferenceId: idSchema.nullish(),
  scaleImageBlobReferenceId: idSchema.nullish(),
  score: number('validation.content.scoreRange').default(ANSWER_DEFAULTS.score),
  isCorrect: z.boolean().default(ANSWER_DEFAULTS.isCorrect),
  startResponseTimeSeconds: number('validation.content.timeNegative').default(0),
  endResponseTimeSeconds: number('validation.content.timeNegative').default(0),
  windowLeft: number('validation.content.windowOutsideImage').default(0),
  windowTop: number('validation.content.windowOutsideImage').default(0),
  windowRight: number('validation.content.windowOutsideImage').default(0),
  windowBottom: number('validation.content.windowOutsideImage').default(0),
  discriminationGroup: z.number().int().min(0).nullish(),
  subQuestionNumber: number('validation.content.subQuestionNumberRange')
    .int('validation.content.subQuestionNumberRange')
    .default(ANSWER_DEFAULTS.subQuestionNumber),
  isSuspicious: z.boolean().default(ANSWER_DEFAULTS.isSuspicious),
  suspicionScore: z.number({ message: 'validation.content.suspicionScoreMin' }).nullish(),
};
export const answerBaseSchema = z.object(answerFields);
export type AnswerValues = z.input<typeof answerBaseSchema>;
export type Answer = z.output<typeof answerBaseSchema>;

/** What an answer's checks need to know about its question. */
export interface AnswerContext {
  questionType: QuestionType;
  /** The question's number of parts; an answer's subQuestionNumber is 1 up to this. */
  numberOfSubQuestions: number;
  /** The image's real size when known; otherwise the 1920x1080 virtual space. */
  imageSize?: ImageSize | null;
}

/**
 * Answer rules that depend on the question (docs/product/validation-rules.md#content): the score range (-100..100 for
 * questionnaire and sliding-scale answers, 0..100 otherwise), the question part, the time window, the response window
 * of location questions, and a suspicion score of at least 1 on a suspicious answer.
 */
export function answerProblems(answer: Answer, context: AnswerContext): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const range = answerScoreRange(context.questionType);
  if (!Number.isFinite(answer.score) || answer.score < range.min || answer.score > range.max) {
    problems.push({ path: ['score'], message: range.message });
  }
  if (answer.subQuestionNumber < 1 || answer.subQuestionNumber > context.numberOfSubQuestions) {
    problems.push({ path: ['subQuestionNumber'], message: 'validation.content.subQuestionNumberRange' });
  }
  problems.push(...timeWindowProblems(answer));
  if (isLocationQuestion(context.questionType)) {
    problems.push(...responseWindowProblems(answer, context.imageSize ?? VIRTUAL_IMAGE_SIZE));
  }
  if (answer.isSuspicious && !(typeof answer.suspicionScore === 'number' && answer.suspicionScore >= 1)) {
    problems.push({ path: ['suspicionScore'], message: 'validation.content.suspicionScoreMin' });
  }
  return problems;
}

/** One answer on its own (an answer row or modal), checked against its question. */
export function answerSchema(context: AnswerContext) {
  return answerBaseSchema.superRefine((answer, ctx) => {
    for (const problem of answerProblems(answer, context)) {
      ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
    }
  });
}

/** Marking correct at score 0 sets 100; marking incorrect at 100 sets 0. */
export function setAnswerCorrect<T extends { isCorrect: boolean; score: number }>(answer: T, isCorrect: boolean): T {
  let score = answer.score;
  if (isCorrect && score === 0) score = ANSWER_CORRECT_SCORE;
  if (!isCorrect && score === ANSWER_CORRECT_SCORE) score = 0;
  return { ...answer, isCorrect, score };
}

/** Marking suspicious sets the suspicion score to 1; un-marking clears it. */
export function setAnswerSuspicious<T extends { isSuspicious: boolean; suspicionScore?: number | null }>(
  answer: T,
  isSuspicious: boolean,
): T {
  return { ...answer, isSuspicious, suspicionScore: isSuspicious ? DEFAULT_SUSPICION_SCORE : null };
}

/** A trailing empty paragraph left by the rich-text editor is removed from answer text. */
export function normaliseAnswerText(html: string): string {
  return html.replace(/(?:\s*<p>(?:\s|&nbsp;|<br\s*\/?>)*<\/p>\s*)+$/i, '').trim();
}
