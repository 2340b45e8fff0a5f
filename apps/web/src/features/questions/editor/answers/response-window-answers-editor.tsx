import { Stack, Text, Title } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import type { ResponseWindow } from '@roadmark/domain/content/response-windows';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blobPath } from '../../../../lib/blob-path';
import { ResponseWindowEditor } from '../../components/response-window-editor';
import { type AnswerValue, newAnswer, nextDisplayOrder } from '../question-editor-values';
import type { AnswerScoringOptions } from './answer-row-fields';
import { orderedAnswers } from './ordered-answers';
import { WindowAnswerRow } from './window-answer-row';

export interface ResponseWindowAnswersEditorProps {
  value: AnswerValue[];
  onChange: (next: AnswerValue[]) => void;
  errors: FormErrors;
  imageBlobReferenceId: string | null;
  scoring: AnswerScoringOptions;
  discrimination: boolean;
}

/**
 * The Response windows tab of location questions: windows drawn, moved and resized over the image in
 * the 1920x1080 virtual space, each an answer with its score (and group for discrimination).
 */
export function ResponseWindowAnswersEditor(props: ResponseWindowAnswersEditorProps) {
  const { value, onChange, errors, imageBlobReferenceId, scoring, discrimination } = props;
  const { t } = useTranslation('questionBank');
  const [selected, setSelected] = useState<string | null>(null);
  const setWindow = (id: string, rect: ResponseWindow) =>
    onChange(value.map((answer) => (answer.id === id ? { ...answer, ...rect } : answer)));
  const add = (rect: ResponseWindow) => {
    const answer = newAnswer({
      ...rect,
      displayOrder: nextDisplayOrder(value),
      discriminationGroup: discrimination ? 0 : null,
    });
    onChange([...value, answer]);
    setSelected(answer.id);
  };
  const labelOf = (position: number) => t('windows.label', { number: position + 1 });
  const rows = orderedAnswers(value, onChange);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('windows.heading')}
      </Title>
      {errors.answers && (
        <Text c="red.8" size="sm" role="alert">
          {errors.answers}
        </Text>
      )}
      {imageBlobReferenceId ? (
        <ResponseWindowEditor
          imageUrl={blobPath(imageBlobReferenceId)}
          imageAlt={t('windows.imageAlt')}
          windows={rows.map(({ answer, position }) => ({
            ...answer,
            // Stored answers always carry a group (0 by default); only discrimination windows are grouped.
            discriminationGroup: discrimination ? answer.discriminationGroup : null,
            key: answer.id,
            label: labelOf(position),
          }))}
          selectedKey={selected}
          onSelect={setSelected}
          onChange={setWindow}
          onAdd={add}
        />
      ) : (
        <Text c="dimmed">{t('windows.needsImage')}</Text>
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
          discrimination={discrimination}
        >
          {['windowLeft', 'windowTop', 'windowRight', 'windowBottom'].map((field) =>
            errors[`${path}${field}`] ? (
              <Text key={field} c="red.8" size="sm">
                {errors[`${path}${field}`]}
              </Text>
            ) : null,
          )}
          <Text size="sm" c="dimmed">
            {t('windows.bounds', {
              left: Math.round(answer.windowLeft),
              top: Math.round(answer.windowTop),
              width: Math.round(answer.windowRight - answer.windowLeft),
              height: Math.round(answer.windowBottom - answer.windowTop),
            })}
          </Text>
        </WindowAnswerRow>
      ))}
    </Stack>
  );
}
