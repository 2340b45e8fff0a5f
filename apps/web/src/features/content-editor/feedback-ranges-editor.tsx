import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FeedbackRange, type FeedbackRangeFields, newFeedbackRange } from './feedback-range';
import { FeedbackRangeRow } from './feedback-range-row';
import { ListProblemMessage } from './list-problem-message';
import { type RowErrors, rowIdsWithErrors } from './row-errors';
import { useRowValidation } from './use-row-validation';
import { useSortedRows } from './use-sorted-rows';

export type {
  AssessmentFeedbackFields,
  AssessmentFeedbackRange,
  FeedbackRange,
  FeedbackRangeFields,
  QuestionFeedbackFields,
  QuestionFeedbackRange,
} from './feedback-range';

export interface FeedbackRangesEditorProps<F extends FeedbackRangeFields> {
  value: readonly FeedbackRange<F>[];
  /** The whole list after a change, in the same order as `value` (new ranges last); shown sorted. */
  onChange: (next: FeedbackRange<F>[]) => void;
  /** { min: 'minScore', max: 'maxScore' } for a question, { min: 'minTotalScore', max: 'maxTotalScore' } for an assessment. */
  rangeFields: F;
  /**
   * Messages from the page (its whole-form check on Save, or a failed save), keyed `${rangeId}.${field}` with the
   * domain field names (`${id}.minTotalScore`, `${id}.imageBlobReferenceId`), or `${rangeId}` for the whole range.
   * rowErrorsById builds this from form errors. Pass a new object for each Save so every message shows again.
   */
  errors?: RowErrors;
  disabled?: boolean;
}

/**
 * The feedback ranges of a question or an assessment (docs/product/content.md#feedback): add, edit and remove, shown
 * sorted by min then max score, each with text ({score} and {maxScore} placeholders), an image and a video. Controlled:
 * the editor page holds the list and sends the changes on Save (see collectionChanges).
 */
export function FeedbackRangesEditor<F extends FeedbackRangeFields>(props: FeedbackRangesEditorProps<F>) {
  const { value, onChange, rangeFields, errors, disabled = false } = props;
  const { t } = useTranslation('contentEditor');
  const validation = useRowValidation(errors);
  const sorted = useSortedRows(value, (range) => ({
    min: range[rangeFields.min as F['min']],
    max: range[rangeFields.max as F['max']],
  }));
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const [added, setAdded] = useState<string | null>(null);
  // Each new set of messages from the page opens the ranges it names; they stay open until closed.
  const [openedFor, setOpenedFor] = useState<RowErrors | undefined>(undefined);
  if (openedFor !== errors) {
    setOpenedFor(errors);
    const ids = rowIdsWithErrors(errors);
    if (ids.length > 0) setExpanded((open) => ({ ...open, ...Object.fromEntries(ids.map((id) => [id, true])) }));
  }

  // An upload finishes after other edits may have been made: changes apply to the list as it is then.
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });
  const update = (id: string, patch: Partial<FeedbackRange<F>>) => {
    const { value: current, onChange: send } = latest.current;
    send(current.map((range) => (range.id === id ? { ...range, ...patch } : range)));
  };

  const add = () => {
    const range = newFeedbackRange(rangeFields);
    setExpanded((open) => ({ ...open, [range.id]: true }));
    setAdded(range.id);
    onChange([...value, range]);
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('feedback.intro')}
      </Text>
      <ListProblemMessage list="feedbacks" rowIds={value.map((range) => range.id)} validation={validation} />
      {value.length === 0 ? (
        <Text>{t('feedback.none')}</Text>
      ) : (
        <Stack gap="sm">
          {sorted.rows.map((range, index) => {
            const open = expanded[range.id] ?? false;
            return (
              <FeedbackRangeRow
                key={range.id}
                range={range}
                number={index + 1}
                fields={rangeFields}
                expanded={open}
                onToggle={() => setExpanded((all) => ({ ...all, [range.id]: !open }))}
                focusOnMount={added === range.id}
                onUpdate={(patch) => update(range.id, patch)}
                onRemove={() => onChange(value.filter((other) => other.id !== range.id))}
                onBlur={sorted.onRowBlur}
                validation={validation}
                disabled={disabled}
              />
            );
          })}
        </Stack>
      )}
      <div>
        <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={add} disabled={disabled}>
          {t('feedback.add')}
        </Button>
      </div>
    </Stack>
  );
}
