import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { formatResponseTime, type TimeWindow } from '@roadmark/domain/content/response-windows';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blobPath } from '../../../../lib/blob-path';
import { TimeWindowEditor } from '../../components/time-window-editor';
import { type AnswerValue, newAnswer, nextDisplayOrder } from '../question-editor-values';
import type { AnswerScoringOptions } from './answer-row-fields';
import { orderedAnswers } from './ordered-answers';
import { WindowAnswerRow } from './window-answer-row';

export interface TimeWindowAnswersEditorProps {
  value: AnswerValue[];
  onChange: (next: AnswerValue[]) => void;
  errors: FormErrors;
  videoBlobReferenceId: string | null;
  scoring: AnswerScoringOptions;
}

/**
 * The answers of a response-time video (docs/product/content.md#response-windows): time windows over a video the author
 * scrubs, edited in milliseconds and shown hh:mm:ss.mmmm, each with its score (5..1 in the DVSA style maps to 100..20).
 */
export function TimeWindowAnswersEditor({
  value,
  onChange,
  errors,
  videoBlobReferenceId,
  scoring,
}: TimeWindowAnswersEditorProps) {
  const { t } = useTranslation('questionBank');
  const [selected, setSelected] = useState<string | null>(null);
  const setTimes = (id: string, times: TimeWindow) =>
    onChange(value.map((answer) => (answer.id === id ? { ...answer, ...times } : answer)));
  const add = () => {
    const answer = newAnswer({ displayOrder: nextDisplayOrder(value) });
    onChange([...value, answer]);
    setSelected(answer.id);
  };
  const labelOf = (position: number) => t('windows.label', { number: position + 1 });
  const rows = orderedAnswers(value, onChange);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('windows.timeHeading')}
        </Title>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={add}>
          {t('windows.add')}
        </Button>
      </Group>
      {errors.answers && (
        <Text c="red.8" size="sm" role="alert">
          {errors.answers}
        </Text>
      )}
      {videoBlobReferenceId ? (
        <TimeWindowEditor
          videoUrl={blobPath(videoBlobReferenceId)}
          windows={rows.map(({ answer, position }) => ({ ...answer, key: answer.id, label: labelOf(position) }))}
          selectedKey={selected}
          onSelect={setSelected}
          onChange={setTimes}
        />
      ) : (
        <Text c="dimmed">{t('windows.needsVideo')}</Text>
      )}
      {rows.map(({ answer, position, path, onMoveUp, onMoveDown }) => (
        <WindowAnswerRow
          key={answer.id}
          answer={answer}
          label={labelOf(position)}
          onMoveUp={onMoveUp}
          onMoveDown={onMoveDown}
          selected={selected === answer.id}
          onSelect={() => setSelected(answer.id)}
          onChange={(next) => onChange(value.map((a) => (a.id === next.id ? next : a)))}
          onRemove={() => onChange(value.filter((a) => a.id !== answer.id))}
          scoring={scoring}
          errors={errors}
          path={path}
        >
          <Text size="sm">
            {t('windows.times', {
              start: formatResponseTime(answer.startResponseTimeSeconds),
              end: formatResponseTime(answer.endResponseTimeSeconds),
            })}
          </Text>
          {['startResponseTimeSeconds', 'endResponseTimeSeconds'].map((field) =>
            errors[`${path}${field}`] ? (
              <Text key={field} c="red.8" size="sm">
                {errors[`${path}${field}`]}
              </Text>
            ) : null,
          )}
        </WindowAnswerRow>
      ))}
    </Stack>
  );
}
