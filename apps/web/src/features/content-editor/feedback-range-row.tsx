import { ActionIcon, Badge, Button, Group, Input, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { plainText } from '@roadmark/domain/rich-text/plain-text';
import { IconChevronDown, IconChevronRight, IconTrash } from '@tabler/icons-react';
import { type FocusEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../ui/rich-text/rich-text-editor';
import { MediaUploadField } from '../questions/components/media-upload-field';
import { type FeedbackRange, type FeedbackRangeFields, feedbackRangeProblems } from './feedback-range';
import { ScoreInput } from './score-input';
import type { RowValidation } from './use-row-validation';

export interface FeedbackRangeRowProps<F extends FeedbackRangeFields> {
  range: FeedbackRange<F>;
  /** The range's place on screen, from 1, naming its inputs ("Minimum score for range 2"). */
  number: number;
  fields: F;
  expanded: boolean;
  onToggle: () => void;
  /** Moves focus to the minimum score once, when a new range appears. */
  focusOnMount: boolean;
  onUpdate: (patch: Partial<FeedbackRange<F>>) => void;
  onRemove: () => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  validation: RowValidation;
  disabled: boolean;
}

const EXCERPT_LENGTH = 80;

/** One feedback range: a header that opens and closes it, and its scores, text, image and video. */
export function FeedbackRangeRow<F extends FeedbackRangeFields>(props: FeedbackRangeRowProps<F>) {
  const { range, number, fields, expanded, onToggle, focusOnMount, onUpdate, onRemove, onBlur } = props;
  const { validation, disabled } = props;
  const { t } = useTranslation('contentEditor');
  const bodyId = useId();
  const minRef = useRef<HTMLInputElement>(null);
  const minField = fields.min as F['min'];
  const maxField = fields.max as F['max'];
  const min = range[minField];
  const max = range[maxField];

  useEffect(() => {
    if (focusOnMount) minRef.current?.focus();
  }, [focusOnMount]);

  const checkScores = () => validation.check(range.id, feedbackRangeProblems(range, fields), [minField, maxField]);
  const setScore = (field: F['min'] | F['max'], score: number | null) => {
    validation.clear(range.id, field);
    onUpdate({ [field]: score } as Partial<FeedbackRange<F>>);
  };
  const rowError = validation.error(range.id);
  const excerpt = expanded ? '' : plainText(range.feedbackText, EXCERPT_LENGTH);

  return (
    <Paper withBorder p="sm" role="group" aria-label={t('feedback.rangeLabel', { number })} onBlur={onBlur}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Button
              variant="subtle"
              px={4}
              leftSection={
                expanded ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />
              }
              aria-expanded={expanded}
              aria-controls={expanded ? bodyId : undefined}
              onClick={onToggle}
            >
              {t('feedback.rangeSummary', { number, min: min ?? '?', max: max ?? '?' })}
            </Button>
            {validation.hasError(range.id) && (
              <Badge color="red" variant="light">
                {t('feedback.hasProblems')}
              </Badge>
            )}
          </Group>
          {!expanded && (
            <Text size="sm" c="dimmed" truncate>
              {excerpt || t('feedback.noText')}
            </Text>
          )}
        </Stack>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('feedback.remove', { number })}
          onClick={onRemove}
          disabled={disabled}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {rowError && (
        <Input.Error component="p" role="alert" mt="xs">
          {rowError}
        </Input.Error>
      )}
      {expanded && (
        <Stack gap="sm" mt="sm" id={bodyId}>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <ScoreInput
              ref={minRef}
              label={t('feedback.minScore')}
              aria-label={t('feedback.minScoreFor', { number })}
              value={min}
              onChange={(score) => setScore(minField, score)}
              onBlur={checkScores}
              error={validation.error(range.id, minField)}
              disabled={disabled}
            />
            <ScoreInput
              label={t('feedback.maxScore')}
              aria-label={t('feedback.maxScoreFor', { number })}
              value={max}
              onChange={(score) => setScore(maxField, score)}
              onBlur={checkScores}
              error={validation.error(range.id, maxField)}
              disabled={disabled}
            />
          </SimpleGrid>
          <RichTextEditor
            label={t('feedback.textFor', { number })}
            description={t('feedback.textHelp')}
            value={range.feedbackText}
            onChange={(feedbackText) => onUpdate({ feedbackText } as Partial<FeedbackRange<F>>)}
            error={validation.error(range.id, 'feedbackText')}
            disabled={disabled}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <MediaUploadField
              kind="image"
              label={t('feedback.imageFor', { number })}
              value={range.imageBlobReference}
              onChange={(blob) => onUpdate({ imageBlobReference: blob } as Partial<FeedbackRange<F>>)}
              error={validation.error(range.id, 'imageBlobReferenceId')}
              disabled={disabled}
            />
            <MediaUploadField
              kind="video"
              label={t('feedback.videoFor', { number })}
              value={range.videoBlobReference}
              onChange={(blob) => onUpdate({ videoBlobReference: blob } as Partial<FeedbackRange<F>>)}
              error={validation.error(range.id, 'videoBlobReferenceId')}
              disabled={disabled}
            />
          </SimpleGrid>
        </Stack>
      )}
    </Paper>
  );
}
