import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { questionnaireQuestionSchema } from '@roadmark/domain/content/question-form';
import { QuestionCategory, type QuestionType, questionTypesInCategory } from '@roadmark/domain/content/question-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodFormValidate } from '../../../../ui/form-actions/zod-form-validate';
import { RichTextEditor } from '../../../../ui/rich-text/rich-text-editor';
import { ChoiceAnswersEditor } from '../answers/choice-answers-editor';
import type { QuestionnaireQuestionValue } from '../question-editor-values';

export interface QuestionnaireQuestionModalProps {
  question: QuestionnaireQuestionValue;
  isNew: boolean;
  onSave: (question: QuestionnaireQuestionValue) => void;
  /** A cancelled new question is simply dropped: nothing of it was ever stored. */
  onCancel: () => void;
}

const SUB_TYPES = questionTypesInCategory(QuestionCategory.QuestionnaireQuestion);

/**
 * Create or edit a questionnaire question: its rich text, type, and the answers of choice and scale
 * types.
 */
export function QuestionnaireQuestionModal({ question, isNew, onSave, onCancel }: QuestionnaireQuestionModalProps) {
  const { t } = useTranslation('questionBank');
  const [draft, setDraft] = useState(question);
  const [attempted, setAttempted] = useState(false);
  const allErrors = zodFormValidate<QuestionnaireQuestionValue>(questionnaireQuestionSchema, t)(draft);
  const errors = attempted ? allErrors : {};
  const hasAnswers = draft.questionType !== 'QuestionnaireInput';
  const save = () => {
    setAttempted(true);
    if (Object.keys(allErrors).length === 0) onSave(hasAnswers ? draft : { ...draft, answers: [] });
  };
  return (
    <Modal
      opened
      onClose={onCancel}
      title={t(isNew ? 'questionnaire.addTitle' : 'questionnaire.editTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('questionnaire.close') }}
    >
      <Stack gap="md">
        <RichTextEditor
          label={t('questionnaire.text')}
          required
          value={draft.questionText}
          onChange={(questionText) => setDraft({ ...draft, questionText })}
          error={errors.questionText}
        />
        <Select
          label={t('questionnaire.type')}
          required
          allowDeselect={false}
          data={SUB_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
          value={draft.questionType}
          onChange={(next) => next && setDraft({ ...draft, questionType: next as QuestionType })}
          error={errors.questionType}
        />
        {hasAnswers && (
          <ChoiceAnswersEditor
            heading={t('answers.heading')}
            addLabel={t('answers.add')}
            value={draft.answers}
            onChange={(answers) => setDraft({ ...draft, answers })}
            options={{ questionType: draft.questionType, parts: 1 }}
            errors={errors}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('questionnaire.cancel')}
          </Button>
          <Button onClick={save}>{t('questionnaire.save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
