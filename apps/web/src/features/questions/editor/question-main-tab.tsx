import { useQuery } from '@apollo/client/react';
import { NumberInput, Select, Stack, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { TYPE_LOCK_MESSAGES } from '@roadmark/domain/content/question-type-lock';
import {
  isLocationQuestion,
  maxScoreForParts,
  QuestionCategory,
  QuestionType,
  questionCategory,
} from '@roadmark/domain/content/question-types';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../ui/rich-text/rich-text-editor';
import { SafetyMetricsQuery } from '../../safety-metrics/graphql/safety-metric-operations';
import type { QuestionBank } from '../question-banks';
import type { QuestionEditorValues } from './question-editor-values';
import { QuestionMedia } from './question-media';
import { QuestionnaireQuestionsEditor } from './questionnaire/questionnaire-questions-editor';
import { SequenceEditor } from './sequence/sequence-editor';

export interface QuestionTabProps {
  values: QuestionEditorValues;
  onChange: (patch: Partial<QuestionEditorValues>) => void;
  errors: FormErrors;
}

const SCORED_WITH_PARTS: readonly QuestionType[] = [
  QuestionType.MultipleChoiceVideo,
  QuestionType.SlidingScaleVideo,
  QuestionType.ResponseTimeVideo,
  QuestionType.LocationResponseImage,
  QuestionType.LocationDiscriminationImage,
  QuestionType.MultipleChoiceImage,
];

const int = (value: string | number, fallback: number) => (typeof value === 'number' ? value : fallback);

/**
 * The editor's main tab: name, type, primary safety metric and parts for scored questions, the video
 * or image, the time limit and maximum clicks of location questions, a sequence's questions and a questionnaire's
 * questions.
 */
export function QuestionMainTab({ bank, values, onChange, errors }: QuestionTabProps & { bank: QuestionBank }) {
  const { t } = useTranslation('questionBank');
  const type = values.questionType;
  const category = questionCategory(type);
  const metrics = useQuery(SafetyMetricsQuery, { skip: category !== QuestionCategory.Question });
  return (
    <Stack gap="md" maw={720}>
      <TextInput
        label={t('fields.name')}
        required
        value={values.name}
        onChange={(event) => onChange({ name: event.currentTarget.value })}
        error={errors.name}
      />
      {bank.types.length > 1 && (
        <Select
          label={t('fields.type')}
          required
          allowDeselect={false}
          data={bank.types.map((value) => ({ value, label: t(`types.${value}`) }))}
          value={type}
          onChange={(next) => next && onChange({ questionType: next as QuestionType })}
          error={errors.questionType}
          disabled={values.typeLock !== null}
          description={values.typeLock ? t(`domain:${TYPE_LOCK_MESSAGES[values.typeLock]}`) : undefined}
        />
      )}
      {category === QuestionCategory.Question && (
        <Select
          label={t('fields.metric')}
          description={t('fields.metricHelp')}
          placeholder={t('noPrimaryMetric')}
          clearable
          data={(metrics.data?.driverMetrics ?? []).map((metric) => ({ value: metric.id, label: metric.name }))}
          value={values.driverMetricId}
          onChange={(driverMetricId) => onChange({ driverMetricId })}
          error={errors.driverMetricId}
        />
      )}
      {SCORED_WITH_PARTS.includes(type) && (
        <NumberInput
          label={t('fields.parts')}
          description={t('fields.partsHelp', { maxScore: maxScoreForParts(values.numberOfSubQuestions) })}
          min={-100}
          max={100}
          allowDecimal={false}
          value={values.numberOfSubQuestions}
          onChange={(value) => onChange({ numberOfSubQuestions: int(value, values.numberOfSubQuestions) })}
          error={errors.numberOfSubQuestions}
        />
      )}
      <QuestionMedia values={values} onChange={onChange} errors={errors} />
      {isLocationQuestion(type) && (
        <>
          <NumberInput
            label={t('fields.timeLimit')}
            description={t('fields.timeLimitHelp')}
            min={0}
            allowDecimal={false}
            value={values.timeLimitSeconds}
            onChange={(value) => onChange({ timeLimitSeconds: int(value, values.timeLimitSeconds) })}
            error={errors.timeLimitSeconds}
          />
          <NumberInput
            label={t('fields.maximumClicks')}
            description={t('fields.maximumClicksHelp')}
            min={0}
            allowDecimal={false}
            value={values.maximumClicks}
            onChange={(value) => onChange({ maximumClicks: int(value, values.maximumClicks) })}
            error={errors.maximumClicks}
          />
        </>
      )}
      {type === QuestionType.SequenceOfQuestions && (
        <SequenceEditor
          questionId={values.id}
          value={values.sequence}
          onChange={(sequence) => onChange({ sequence })}
          error={errors.sequenceQuestionIds}
        />
      )}
      {type === QuestionType.Questionnaire && (
        <QuestionnaireQuestionsEditor
          value={values.questionnaireQuestions}
          onChange={(questionnaireQuestions) => onChange({ questionnaireQuestions })}
          errors={errors}
        />
      )}
      {(category === QuestionCategory.Learning || category === QuestionCategory.Information) && (
        <RichTextEditor
          label={t('fields.pageText')}
          description={t('fields.pageTextHelp')}
          value={values.questionText}
          onChange={(questionText) => onChange({ questionText })}
          error={errors.questionText}
        />
      )}
    </Stack>
  );
}
