import { z } from 'zod';
import { idSchema } from '../ids.ts';
import { DEFAULT_SCORE_RANGE, maxScoreSchema, minNotAboveMax, minScoreSchema } from './score-ranges.ts';

const optionalBlobId = idSchema.nullish();
const feedbackText = z.string().default('');

/** An AssessmentFeedback (docs/product/content.md#feedback): a total-score range with text, an image and a video. */
export const assessmentFeedbackSchema = z
  .object({
    id: idSchema.optional(),
    minTotalScore: minScoreSchema,
    maxTotalScore: maxScoreSchema,
    feedbackText,
    imageBlobReferenceId: optionalBlobId,
    videoBlobReferenceId: optionalBlobId,
  })
  .superRefine(minNotAboveMax('minTotalScore', 'maxTotalScore'));
export type AssessmentFeedbackValues = z.input<typeof assessmentFeedbackSchema>;

/** A QuestionFeedback: a question-score range with text, an image and a video. */
export const questionFeedbackSchema = z
  .object({
    id: idSchema.optional(),
    minScore: minScoreSchema,
    maxScore: maxScoreSchema,
    feedbackText,
    imageBlobReferenceId: optionalBlobId,
    videoBlobReferenceId: optionalBlobId,
  })
  .superRefine(minNotAboveMax('minScore', 'maxScore'));
export type QuestionFeedbackValues = z.input<typeof questionFeedbackSchema>;

export const NEW_ASSESSMENT_FEEDBACK = {
  minTotalScore: DEFAULT_SCORE_RANGE.minScore,
  maxTotalScore: DEFAULT_SCORE_RANGE.maxScore,
  feedbackText: '',
} as const;
export const NEW_QUESTION_FEEDBACK = { ...DEFAULT_SCORE_RANGE, feedbackText: '' } as const;

/** The placeholders feedback text may use. */
export const FEEDBACK_PLACEHOLDERS = ['{score}', '{maxScore}'] as const;

/** Fills {score} and {maxScore} in feedback text; any other braces are left as typed. */
export function fillFeedbackText(text: string, score: number, maxScore: number): string {
  return text.replaceAll('{score}', String(score)).replaceAll('{maxScore}', String(maxScore));
}
