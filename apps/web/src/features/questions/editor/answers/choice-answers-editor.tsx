import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { moveInDisplayOrder, sortByDisplayOrder } from '@roadmark/domain/content/display-order';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../../ui/rich-text/rich-text-editor';
import { MoveRemoveActions } from '../../../../ui/row-actions/move-remove-actions';
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
 * Answers chosen from a list (multiple choice, sliding-scale positions, questionnaire choices): rich text
 * with a picture, scoring, Up/Down/Remove. Rows keep their position in the errors' paths, so messages
 * land on the right row.
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
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>{label}</Text>
                <MoveRemoveActions
                  moveUpLabel={t('answers.moveUp', { answer: label })}
                  moveDownLabel={t('answers.moveDown', { answer: label })}
                  removeLabel={t('answers.remove', { answer: label })}
                  onMoveUp={index > 0 ? () => onChange(moveInDisplayOrder(answers, index, -1)) : undefined}
                  onMoveDown={
                    index < answers.length - 1 ? () => onChange(moveInDisplayOrder(answers, index, 1)) : undefined
                  }
                  onRemove={() => onChange(answers.filter((a) => a.id !== answer.id))}
                />
              </Group>
              <RichTextEditor
                label={t('answers.text', { answer: label })}
                value={answer.answerText}
                onChange={(answerText) => replace({ ...answer, answerText })}
                error={errors[`${rowPath}answerText`]}
              />
              {/* A scale position shows its scale image where other answers show this picture: one control, not two. */}
              {!options.showScaleImage && (
                <MediaUploadField
                  kind="image"
                  label={t('answers.textImage', { answer: label })}
                  value={blobValue(answer.answerTextImageBlobReferenceId)}
                  onChange={(blob) => replace({ ...answer, answerTextImageBlobReferenceId: blob?.id ?? null })}
                />
              )}
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
