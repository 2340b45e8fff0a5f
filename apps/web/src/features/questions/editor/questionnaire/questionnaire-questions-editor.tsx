import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { moveInDisplayOrder, sortByDisplayOrder } from '@roadmark/domain/content/display-order';
import { QuestionType } from '@roadmark/domain/content/question-types';
import { plainText } from '@roadmark/domain/rich-text/plain-text';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextDisplayOrder, type QuestionnaireQuestionValue } from '../question-editor-values';
import { QuestionnaireQuestionModal } from './questionnaire-question-modal';

export interface QuestionnaireQuestionsEditorProps {
  value: QuestionnaireQuestionValue[];
  onChange: (next: QuestionnaireQuestionValue[]) => void;
  errors: FormErrors;
}

/**
 * A questionnaire's questions: each an Input, Multiple choice or Scale question, added and edited in a
 * modal, ordered with Up/Down. Removing one removes its answers and the question with it on Save.
 */
export function QuestionnaireQuestionsEditor({ value, onChange, errors }: QuestionnaireQuestionsEditorProps) {
  const { t } = useTranslation('questionBank');
  const [editing, setEditing] = useState<QuestionnaireQuestionValue | null>(null);
  const questions = sortByDisplayOrder(value);
  const startNew = () =>
    setEditing({
      linkId: crypto.randomUUID(),
      id: crypto.randomUUID(),
      displayOrder: nextDisplayOrder(questions),
      questionType: QuestionType.QuestionnaireMultipleChoice,
      questionText: '',
      answers: [],
    });
  const save = (question: QuestionnaireQuestionValue) => {
    const exists = questions.some((q) => q.id === question.id);
    onChange(exists ? questions.map((q) => (q.id === question.id ? question : q)) : [...questions, question]);
    setEditing(null);
  };
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('questionnaire.heading')}
        </Title>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={startNew}>
          {t('questionnaire.add')}
        </Button>
      </Group>
      {errors.questionnaireQuestions && (
        <Text c="red.8" size="sm" role="alert">
          {errors.questionnaireQuestions}
        </Text>
      )}
      {questions.length === 0 && <Text c="dimmed">{t('questionnaire.empty')}</Text>}
      {questions.map((question, index) => {
        const name = plainText(question.questionText, 120) || t('questionnaire.untitled');
        const position = value.findIndex((q) => q.id === question.id);
        const invalid = Object.keys(errors).some((path) => path.startsWith(`questionnaireQuestions.${position}.`));
        return (
          <Paper key={question.id} withBorder p="xs">
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Text>{name}</Text>
                <Text size="sm" c={invalid ? 'red.8' : 'dimmed'}>
                  {t(`types.${question.questionType}`)}
                  {invalid ? ` · ${t('questionnaire.hasProblems')}` : ''}
                </Text>
              </div>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={t('questionnaire.edit', { name })}
                  onClick={() => setEditing(question)}
                >
                  <IconPencil size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('questionnaire.moveUp', { name })}
                  disabled={index === 0}
                  onClick={() => onChange(moveInDisplayOrder(questions, index, -1))}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('questionnaire.moveDown', { name })}
                  disabled={index === questions.length - 1}
                  onClick={() => onChange(moveInDisplayOrder(questions, index, 1))}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('questionnaire.remove', { name })}
                  onClick={() => onChange(questions.filter((q) => q.id !== question.id))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        );
      })}
      {editing && (
        <QuestionnaireQuestionModal
          question={editing}
          isNew={!questions.some((q) => q.id === editing.id)}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
