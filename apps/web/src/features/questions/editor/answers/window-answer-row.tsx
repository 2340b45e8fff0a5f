import { Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { discriminationGroupColour } from '@roadmark/domain/content/response-windows';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MoveRemoveActions } from '../../../../ui/row-actions/move-remove-actions';
import type { AnswerValue } from '../question-editor-values';
import { AnswerScoringFields, type AnswerScoringOptions } from './answer-row-fields';

export interface WindowAnswerRowProps {
  answer: AnswerValue;
  label: string;
  selected: boolean;
  onSelect: () => void;
  onChange: (answer: AnswerValue) => void;
  onRemove: () => void;
  /** Moves the window one place up or down the list; absent at that end of it. */
  onMoveUp?: () => void;
  onMoveDown?: () => void;
  scoring: AnswerScoringOptions;
  errors: FormErrors;
  path: string;
  /** Location discrimination: the window's group, which also sets its colour. */
  discrimination?: boolean;
  /** The window's own fields (times or edges), shown above the scoring. */
  children?: ReactNode;
}

/** One window answer (a response-time or location window) with its score, part, group, Up/Down and removal. */
export function WindowAnswerRow(props: WindowAnswerRowProps) {
  const { answer, label, selected, onSelect, onChange, onRemove, scoring, errors, path, discrimination } = props;
  const { t } = useTranslation('questionBank');
  return (
    <Paper
      withBorder
      p="sm"
      onFocusCapture={onSelect}
      onClick={onSelect}
      style={{
        borderLeft: discrimination ? `6px solid ${discriminationGroupColour(answer.discriminationGroup)}` : undefined,
        outline: selected ? '2px solid var(--mantine-color-blue-6)' : undefined,
      }}
    >
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{label}</Text>
          <MoveRemoveActions
            moveUpLabel={t('answers.moveUp', { answer: label })}
            moveDownLabel={t('answers.moveDown', { answer: label })}
            removeLabel={t('answers.remove', { answer: label })}
            onMoveUp={props.onMoveUp}
            onMoveDown={props.onMoveDown}
            onRemove={onRemove}
          />
        </Group>
        {props.children}
        <Group align="flex-start" gap="sm">
          <AnswerScoringFields
            answer={answer}
            label={label}
            options={scoring}
            onChange={onChange}
            errors={errors}
            path={path}
          />
          {discrimination && (
            <NumberInput
              label={t('windows.group', { answer: label })}
              description={t('windows.groupHelp')}
              min={0}
              allowDecimal={false}
              value={answer.discriminationGroup ?? 0}
              onChange={(value) => onChange({ ...answer, discriminationGroup: typeof value === 'number' ? value : 0 })}
              w={200}
            />
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
