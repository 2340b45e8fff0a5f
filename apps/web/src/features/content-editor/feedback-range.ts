import { assessmentFeedbackSchema, questionFeedbackSchema } from '@roadmark/domain/content/feedback-ranges';
import { DEFAULT_SCORE_RANGE } from '@roadmark/domain/content/score-ranges';
import type { MediaValue } from '../questions/components/media-upload-field';
import { schemaProblems } from './schema-problems';

/** The score fields of a range: a question feedback's, or an assessment feedback's (total score). */
export type FeedbackRangeFields = { min: 'minScore'; max: 'maxScore' } | { min: 'minTotalScore'; max: 'maxTotalScore' };
export type QuestionFeedbackFields = { min: 'minScore'; max: 'maxScore' };
export type AssessmentFeedbackFields = { min: 'minTotalScore'; max: 'maxTotalScore' };

/**
 * A feedback range as the editors hold it (a QuestionFeedback or an AssessmentFeedback). A score is null while
 * its input is empty (validation then says it is required to be 0 to 100). New ranges get a crypto.randomUUID() id.
 */
export type FeedbackRange<F extends FeedbackRangeFields> = {
  id: string;
  feedbackText: string;
  imageBlobReference: MediaValue | null;
  videoBlobReference: MediaValue | null;
} & { [K in F['min'] | F['max']]: number | null };
export type QuestionFeedbackRange = FeedbackRange<QuestionFeedbackFields>;
export type AssessmentFeedbackRange = FeedbackRange<AssessmentFeedbackFields>;

/** The domain's check of a range, in the shape the schemas take (blob ids rather than blob objects). */
export function feedbackRangeProblems<F extends FeedbackRangeFields>(
  range: FeedbackRange<F>,
  fields: F,
): Record<string, string> {
  const schema = fields.min === 'minTotalScore' ? assessmentFeedbackSchema : questionFeedbackSchema;
  return schemaProblems(schema, {
    [fields.min]: range[fields.min as F['min']],
    [fields.max]: range[fields.max as F['max']],
    feedbackText: range.feedbackText,
    imageBlobReferenceId: range.imageBlobReference?.id ?? null,
    videoBlobReferenceId: range.videoBlobReference?.id ?? null,
  });
}

/** A new range: 0 to 100, no text, no media. */
export function newFeedbackRange<F extends FeedbackRangeFields>(fields: F): FeedbackRange<F> {
  return {
    id: crypto.randomUUID(),
    [fields.min]: DEFAULT_SCORE_RANGE.minScore,
    [fields.max]: DEFAULT_SCORE_RANGE.maxScore,
    feedbackText: '',
    imageBlobReference: null,
    videoBlobReference: null,
  } as FeedbackRange<F>;
}
