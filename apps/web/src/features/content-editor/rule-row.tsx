import { ActionIcon, Group, Input, Paper, Select } from '@mantine/core';
import { ADJUSTMENT_VALUE_LIMITS } from '@roadmark/domain/content/driver-metric-rules';
import { IconTrash } from '@tabler/icons-react';
import { type FocusEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdjustmentRule, isAdjustmentRule, type RecommendationRule, ruleProblems } from './driver-metric-rule';
import { NullableNumberInput } from './nullable-number-input';
import type { MetricOption } from './rule-list-section';
import { ScoreInput } from './score-input';
import type { RowValidation } from './use-row-validation';

export interface RuleRowProps<T extends RecommendationRule> {
  kind: 'recommendations' | 'adjustments';
  rule: T;
  /** The rule's place on screen, from 1, naming its inputs ("Minimum score for adjustment rule 2"). */
  number: number;
  metricOptions: readonly MetricOption[];
  metricsLoading: boolean;
  /** Moves focus to the metric once, when a new rule appears. */
  focusOnMount: boolean;
  /** Only an adjustment rule is ever given an adjustmentValue. */
  onUpdate: (patch: Partial<AdjustmentRule>) => void;
  onRemove: () => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  validation: RowValidation;
  disabled: boolean;
}

const SCORE_FIELDS = ['minScore', 'maxScore'] as const;

/** One recommendation or adjustment rule: metric, score range and (for an adjustment) the adjustment value. */
export function RuleRow<T extends RecommendationRule>(props: RuleRowProps<T>) {
  const { kind, rule, number, metricOptions, metricsLoading, focusOnMount, onUpdate, onRemove, onBlur } = props;
  const { validation, disabled } = props;
  const { t } = useTranslation('contentEditor');
  const metricRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusOnMount) metricRef.current?.focus();
  }, [focusOnMount]);

  const check = (fields: readonly string[], changed: Partial<AdjustmentRule> = {}) =>
    validation.check(rule.id, ruleProblems({ ...rule, ...changed }), fields);
  const setScore = (field: (typeof SCORE_FIELDS)[number], score: number | null) => {
    validation.clear(rule.id, field);
    onUpdate({ [field]: score });
  };

  const chosenIsUnknown =
    !metricsLoading && rule.driverMetricId !== null && !metricOptions.some((o) => o.value === rule.driverMetricId);
  const options = chosenIsUnknown
    ? [...metricOptions, { value: rule.driverMetricId as string, label: t('rules.deletedMetric') }]
    : [...metricOptions];
  const rowError = validation.error(rule.id);

  return (
    <Paper withBorder p="sm" role="group" aria-label={t(`rules.${kind}.rowLabel`, { number })} onBlur={onBlur}>
      <Group align="flex-start" gap="sm">
        <Select
          ref={metricRef}
          label={t('rules.metric')}
          aria-label={t(`rules.${kind}.metricFor`, { number })}
          placeholder={metricsLoading ? t('rules.metricsLoading') : t('rules.metricPlaceholder')}
          data={options}
          value={rule.driverMetricId}
          onChange={(driverMetricId) => {
            onUpdate({ driverMetricId });
            check(['driverMetricId'], { driverMetricId });
          }}
          onBlur={() => check(['driverMetricId'])}
          searchable
          nothingFoundMessage={t('rules.noMetricMatches')}
          error={validation.error(rule.id, 'driverMetricId')}
          disabled={disabled || metricsLoading}
          style={{ flex: '2 1 14rem' }}
        />
        <ScoreInput
          label={t('rules.minScore')}
          aria-label={t(`rules.${kind}.minScoreFor`, { number })}
          value={rule.minScore}
          onChange={(score) => setScore('minScore', score)}
          onBlur={() => check(SCORE_FIELDS)}
          error={validation.error(rule.id, 'minScore')}
          disabled={disabled}
          style={{ flex: '1 1 8rem' }}
        />
        <ScoreInput
          label={t('rules.maxScore')}
          aria-label={t(`rules.${kind}.maxScoreFor`, { number })}
          value={rule.maxScore}
          onChange={(score) => setScore('maxScore', score)}
          onBlur={() => check(SCORE_FIELDS)}
          error={validation.error(rule.id, 'maxScore')}
          disabled={disabled}
          style={{ flex: '1 1 8rem' }}
        />
        {isAdjustmentRule(rule) && (
          <NullableNumberInput
            label={t('rules.adjustments.value')}
            aria-label={t('rules.adjustments.valueFor', { number })}
            description={t('rules.adjustments.valueHelp')}
            min={ADJUSTMENT_VALUE_LIMITS.min}
            max={ADJUSTMENT_VALUE_LIMITS.max}
            allowDecimal={false}
            clampBehavior="none"
            value={rule.adjustmentValue}
            onChange={(adjustmentValue) => {
              validation.clear(rule.id, 'adjustmentValue');
              onUpdate({ adjustmentValue });
            }}
            onBlur={() => check(['adjustmentValue'])}
            error={validation.error(rule.id, 'adjustmentValue')}
            disabled={disabled}
            style={{ flex: '1 1 8rem' }}
          />
        )}
        <ActionIcon
          variant="subtle"
          color="red"
          mt={28}
          aria-label={t(`rules.${kind}.remove`, { number })}
          onClick={onRemove}
          disabled={disabled}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {rowError && (
        <Input.Error component="p" role="alert" mt="xs">
          {rowError}
        </Input.Error>
      )}
    </Paper>
  );
}
