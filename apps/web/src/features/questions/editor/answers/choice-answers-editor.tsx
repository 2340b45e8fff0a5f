import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { moveInDisplayOrder, sortByDisplayOrder } from '@roadmark/domain/content/display-order';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { blobValue } from '../../components/blob-value';
import { MediaUploadField } from '../../components/media-upload-field';
import { type AnswerValue, newAnswer, nextDisplayOrder } from '../question-editor-values';
import { AnswerScoringFields, type AnswerScoringOptions } from './answer-row-fields';

export interface ChoiceAnswersEditorProps {
  value: AnswerValue[];
  onChange: (next: AnswerValue[]) => void;
  options: AnswerScoringOptions & { showScaleImage?: boolean };
  errors: FormErrors;
  /** The errors' path of the list, e.g. 'answers' or 'questionnaireQuestions.1.answers'. */
  path?: string;
  /** 'Answers', or 'Positions' for a sliding scale. */
  heading: string;
  addLabel: string;
}

/**
 * Answers chosen from a list (multiple choice, sliding-scale positions, questionnaire choices): text, scoring,
 * Up/Down/Remove (spec 2 §4). Rows keep their position in the errors' paths, so messages land on the right row.
 */
export function ChoiceAnswersEditor(props: ChoiceAnswersEditorProps) {
  const { value, onChange, options, errors, path = 'answers', heading, addLabel } = props;
  const { t } = useTranslation('questionBank');
  const answers = sortByDisplayOrder(value);
  const replace = (answer: AnswerValue) => onChange(answers.map((a) => (a.id === answer.id ? answer : a)));
  const indexInValue = (answer: AnswerValue) => value.findIndex((a) => a.id === answer.id);
  const add = () => onChange([...answers, newAnswer({ displayOrder: nextDisplayOrder(answers) })]);
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {heading}
        </Title>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={add}>
          {addLabel}
        </Button>
      </Group>
      {errors[path] && (
        <Text c="red.8" size="sm" role="alert">
          {errors[path]}
        </Text>
      )}
      {answers.length === 0 && <Text c="dimmed">{t('answers.empty')}</Text>}
      {answers.map((answer, index) => {
        const label = t('answers.label', { number: index + 1 });
        const rowPath = `${path}.${indexInValue(answer)}.`;
        return (
          <Paper key={answer.id} withBorder p="sm">
            <Stack gap="xs">
              <Group justify="space-between" align="flex-end" wrap="nowrap">
                <TextInput
                  label={t('answers.text', { answer: label })}
                  value={answer.answerText}
                  onChange={(event) => replace({ ...answer, answerText: event.currentTarget.value })}
                  error={errors[`${rowPath}answerText`]}
                  style={{ flex: 1 }}
                />
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('answers.moveUp', { answer: label })}
                    disabled={index === 0}
                    onClick={() => onChange(moveInDisplayOrder(answers, index, -1))}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('answers.moveDown', { answer: label })}
                    disabled={index === answers.length - 1}
                    onClick={() => onChange(moveInDisplayOrder(answers, index, 1))}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('answers.remove', { answer: label })}
                    onClick={() => onChange(answers.filter((a) => a.id !== answer.id))}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
              <AnswerScoringFields
                answer={answer}
                label={label}
                options={options}
                onChange={replace}
                errors={errors}
                path={rowPath}
              />
              {options.showScaleImage && (
                <MediaUploadField
                  kind="image"
                  label={t('answers.scaleImage', { answer: label })}
                  value={blobValue(answer.scaleImageBlobReferenceId)}
                  onChange={(blob) => replace({ ...answer, scaleImageBlobReferenceId: blob?.id ?? null })}
                />
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
