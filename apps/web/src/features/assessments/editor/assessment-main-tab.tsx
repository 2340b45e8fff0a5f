import { Fieldset, Group, NumberInput, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { ALL_FEEDBACK_STYLES, type FeedbackStyle } from '@roadmark/domain/content/assessment-form';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../ui/rich-text/rich-text-editor';
import { RiskBands } from '../../subscriptions/components/risk-bands';
import type { AssessmentKind } from '../assessment-kinds';
import type { AssessmentEditorValues } from './assessment-editor-values';

export interface AssessmentTabProps {
  kind: AssessmentKind;
  values: AssessmentEditorValues;
  onChange: (patch: Partial<AssessmentEditorValues>) => void;
  errors: FormErrors;
}

const whole = (value: string | number, fallback: number) => (typeof value === 'number' ? value : fallback);

/**
 * The metrics scoring counts for the pools' questions (a sequence's children's when it has none of its own), named
 * once each, for the editor's explanatory text.
 */
function affectedMetricNames(values: AssessmentEditorValues): string[] {
  const names = values.items.flatMap((item) => item.pool.flatMap((entry) => entry.question.scoredDriverMetricNames));
  return [...new Set(names)].sort();
}

/**
 * The Assessment or Training tab: name, tile description, feedback style, risk calculation rules with
 * their bands, the suspicious-answer limit (its text only above 0), and what the assessment may affect.
 */
export function AssessmentMainTab({ kind, values, onChange, errors }: AssessmentTabProps) {
  const { t } = useTranslation('assessments');
  const metrics = affectedMetricNames(values);
  const threshold = { min: 0, max: 100, allowDecimal: false, allowNegative: false, w: 200 } as const;
  return (
    <Stack gap="md" maw={760}>
      <TextInput
        label={t('fields.name')}
        required
        value={values.name}
        onChange={(event) => onChange({ name: event.currentTarget.value })}
        error={errors.name}
      />
      <RichTextEditor
        label={t('fields.tileText')}
        description={t('fields.tileTextHelp')}
        value={values.tileText}
        onChange={(tileText) => onChange({ tileText })}
        error={errors.tileText}
      />
      <Select
        label={t('fields.feedbackStyle')}
        required
        allowDeselect={false}
        data={ALL_FEEDBACK_STYLES.map((style) => ({ value: style, label: t(`feedbackStyles.${style}`) }))}
        value={values.feedbackStyle}
        onChange={(style) => style && onChange({ feedbackStyle: style as FeedbackStyle })}
        description={t(`feedbackStyleHelp.${values.feedbackStyle}`)}
        error={errors.feedbackStyle}
      />
      <Fieldset legend={t('fields.riskRules')}>
        <Stack gap="sm">
          <Text size="sm">{t('fields.riskRule', { high: values.highRiskBelow, medium: values.mediumRiskBelow })}</Text>
          <Group align="flex-start">
            <NumberInput
              label={t('fields.highRiskBelow')}
              {...threshold}
              value={values.highRiskBelow}
              onChange={(v) => onChange({ highRiskBelow: whole(v, values.highRiskBelow) })}
              error={errors.highRiskBelow}
            />
            <NumberInput
              label={t('fields.mediumRiskBelow')}
              {...threshold}
              value={values.mediumRiskBelow}
              onChange={(v) => onChange({ mediumRiskBelow: whole(v, values.mediumRiskBelow) })}
              error={errors.mediumRiskBelow}
            />
          </Group>
          <RiskBands highRiskBelow={values.highRiskBelow} mediumRiskBelow={values.mediumRiskBelow} />
        </Stack>
      </Fieldset>
      <NumberInput
        label={t('fields.maxSuspiciousAnswers')}
        description={t('fields.maxSuspiciousAnswersHelp')}
        min={0}
        allowDecimal={false}
        allowNegative={false}
        w={320}
        value={values.maxSuspiciousAnswers}
        onChange={(v) => onChange({ maxSuspiciousAnswers: whole(v, values.maxSuspiciousAnswers) })}
        error={errors.maxSuspiciousAnswers}
      />
      {values.maxSuspiciousAnswers > 0 && (
        <Textarea
          label={t('fields.suspiciousAnswerText')}
          description={t('fields.suspiciousAnswerTextHelp')}
          autosize
          minRows={2}
          value={values.suspiciousAnswerText}
          onChange={(event) => onChange({ suspiciousAnswerText: event.currentTarget.value })}
          error={errors.suspiciousAnswerText}
        />
      )}
      <Text size="sm" c="dimmed">
        {metrics.length > 0
          ? t(`${kind.key}.affectsMetrics`, { metrics: metrics.join(', ') })
          : t(`${kind.key}.affectsNoMetric`)}
      </Text>
    </Stack>
  );
}
