import { Tabs } from '@mantine/core';
import type { FeedbackRange, FeedbackRangeFields } from './feedback-range';
import { FeedbackRangesEditor } from './feedback-ranges-editor';
import type { ListRowErrors } from './list-row-errors';

export interface FeedbackTabProps<F extends FeedbackRangeFields> {
  values: { feedbacks: FeedbackRange<F>[] };
  onChange: (patch: { feedbacks: FeedbackRange<F>[] }) => void;
  /** The score fields of the editor's ranges: an assessment's are total scores, a question's plain scores. */
  rangeFields: F;
  /** The page's own row messages, once a Save was attempted (listRowErrors). */
  rowErrors: ListRowErrors | undefined;
}

/** The Feedback tab of the assessment and question editors: the feedback ranges of the record being edited. */
export function FeedbackTab<F extends FeedbackRangeFields>({
  values,
  onChange,
  rangeFields,
  rowErrors,
}: FeedbackTabProps<F>) {
  return (
    <Tabs.Panel value="feedback" pt="md">
      <FeedbackRangesEditor
        value={values.feedbacks}
        onChange={(feedbacks) => onChange({ feedbacks })}
        rangeFields={rangeFields}
        errors={rowErrors?.feedbacks}
      />
    </Tabs.Panel>
  );
}
