import { Group, NumberInput, Switch } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { setAnswerCorrect, setAnswerSuspicious } from '@roadmark/domain/content/answers';
import { answerScoreRange, type QuestionType } from '@roadmark/domain/content/question-types';
import { useTranslation } from 'react-i18next';
import type { AnswerValue } from '../question-editor-values';

export interface AnswerScoringOptions {
  questionType: QuestionType;
  /** The question's number of parts; the part input shows when there is more than one. */
  parts: number;
  showCorrect?: boolean;
  showSuspicious?: boolean;
}

const num = (value: string | number, fallback: number) => (typeof value === 'number' ? value : fallback);

/**
 * The scoring inputs every answer row shares (docs/product/content.md#answers): score (0..100, or -100..100 for
 * questionnaire and sliding-scale answers, said in the help text), correct and suspicious toggles with their side
 * effects, the suspicion score and the question part.
 */
export function AnswerScoringFields(props: {
  answer: AnswerValue;
  /** 'Answer 2', used in every label so repeated rows stay distinguishable. */
  label: string;
  options: AnswerScoringOptions;
  onChange: (next: AnswerValue) => void;
  errors: FormErrors;
  /** The errors' path prefix, e.g. 'answers.2.'. */
  path: string;
}) {
  const { answer, label, options, onChange, errors, path } = props;
  const { t } = useTranslation('questionBank');
  const range = answerScoreRange(options.questionType);
  return (
    <Group align="flex-start" gap="sm">
      <NumberInput
        label={t('answers.score', { answer: label })}
        description={t(`domain:${range.hint}`)}
        min={range.min}
        max={range.max}
        value={answer.score}
        onChange={(value) => onChange({ ...answer, score: num(value, answer.score) })}
        error={errors[`${path}score`]}
        w={200}
      />
      {options.parts > 1 && (
        <NumberInput
          label={t('answers.part', { answer: label })}
          min={1}
          max={options.parts}
          allowDecimal={false}
          value={answer.subQuestionNumber}
          onChange={(value) => onChange({ ...answer, subQuestionNumber: num(value, answer.subQuestionNumber) })}
          error={errors[`${path}subQuestionNumber`]}
          w={140}
        />
      )}
      {options.showCorrect && (
        <Switch
          mt="xl"
          label={t('answers.correct', { answer: label })}
          checked={answer.isCorrect}
          onChange={(event) => onChange(setAnswerCorrect(answer, event.currentTarget.checked))}
        />
      )}
      {options.showSuspicious && (
        <Switch
          mt="xl"
          label={t('answers.suspicious', { answer: label })}
          checked={answer.isSuspicious}
          onChange={(event) => onChange(setAnswerSuspicious(answer, event.currentTarget.checked))}
        />
      )}
      {options.showSuspicious && answer.isSuspicious && (
        <NumberInput
          label={t('answers.suspicionScore', { answer: label })}
          min={1}
          allowDecimal={false}
          value={answer.suspicionScore ?? ''}
          onChange={(value) => onChange({ ...answer, suspicionScore: typeof value === 'number' ? value : null })}
          error={errors[`${path}suspicionScore`]}
          w={160}
        />
      )}
    </Group>
  );
}
