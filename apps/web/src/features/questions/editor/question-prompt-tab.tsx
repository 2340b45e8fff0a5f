import { Stack } from '@mantine/core';
import {
  isLocationQuestion,
  isResponseTimeQuestion,
  QuestionCategory,
  QuestionType,
  questionCategory,
} from '@roadmark/domain/content/question-types';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../ui/rich-text/rich-text-editor';
import { blobValue } from '../components/blob-value';
import { MediaUploadField } from '../components/media-upload-field';
import { ChoiceAnswersEditor } from './answers/choice-answers-editor';
import { ResponseWindowAnswersEditor } from './answers/response-window-answers-editor';
import { TimeWindowAnswersEditor } from './answers/time-window-answers-editor';
import type { QuestionTabProps } from './question-main-tab';

/**
 * The Question prompt / Response windows tab: the texts shown before and with the question, an image
 * for the question text, and the answers in the form the type needs.
 */
export function QuestionPromptTab({ values, onChange, errors }: QuestionTabProps) {
  const { t } = useTranslation('questionBank');
  const type = values.questionType;
  const scored = questionCategory(type) === QuestionCategory.Question;
  const answerProps = {
    value: values.answers,
    onChange: (answers: typeof values.answers) => onChange({ answers }),
    errors,
  };
  const scoring = { questionType: type, parts: values.numberOfSubQuestions, showSuspicious: true };
  return (
    <Stack gap="md">
      <RichTextEditor
        label={t('fields.preQuestionText')}
        description={t('fields.preQuestionTextHelp')}
        value={values.preQuestionText}
        onChange={(preQuestionText) => onChange({ preQuestionText })}
        error={errors.preQuestionText}
      />
      <RichTextEditor
        label={t(scored ? 'fields.questionText' : 'fields.introduction')}
        value={values.questionText}
        onChange={(questionText) => onChange({ questionText })}
        error={errors.questionText}
      />
      {scored && type !== QuestionType.SequenceOfQuestions && (
        <MediaUploadField
          kind="image"
          label={t('fields.questionTextImage')}
          value={blobValue(values.questionTextImageBlobReferenceId)}
          onChange={(blob) => onChange({ questionTextImageBlobReferenceId: blob?.id ?? null })}
        />
      )}
      {(type === QuestionType.MultipleChoiceVideo || type === QuestionType.MultipleChoiceImage) && (
        <ChoiceAnswersEditor
          {...answerProps}
          heading={t('answers.heading')}
          addLabel={t('answers.add')}
          options={{ ...scoring, showCorrect: true }}
        />
      )}
      {type === QuestionType.SlidingScaleVideo && (
        <ChoiceAnswersEditor
          {...answerProps}
          heading={t('answers.positionsHeading')}
          addLabel={t('answers.addPosition')}
          options={{ ...scoring, showScaleImage: true }}
        />
      )}
      {isResponseTimeQuestion(type) && (
        <TimeWindowAnswersEditor
          {...answerProps}
          videoBlobReferenceId={values.videoBlobReferenceId}
          scoring={scoring}
        />
      )}
      {isLocationQuestion(type) && (
        <ResponseWindowAnswersEditor
          {...answerProps}
          imageBlobReferenceId={values.imageBlobReferenceId}
          scoring={scoring}
          discrimination={type === QuestionType.LocationDiscriminationImage}
        />
      )}
    </Stack>
  );
}
