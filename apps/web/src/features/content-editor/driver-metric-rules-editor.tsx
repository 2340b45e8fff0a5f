import { useQuery } from '@apollo/client/react';
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../ui/error-alert/error-alert';
import { SafetyMetricsQuery } from '../safety-metrics/graphql/safety-metric-operations';
import {
  type AdjustmentRule,
  newAdjustmentRule,
  newRecommendationRule,
  type RecommendationRule,
} from './driver-metric-rule';
import type { RowErrors } from './row-errors';
import { type MetricOption, RuleListSection } from './rule-list-section';

export type { AdjustmentRule, RecommendationRule } from './driver-metric-rule';

export interface DriverMetricRulesEditorProps {
  recommendations: readonly RecommendationRule[];
  /** The whole list after a change, in the same order (new rules last); shown sorted by min then max score. */
  onRecommendationsChange: (next: RecommendationRule[]) => void;
  adjustments: readonly AdjustmentRule[];
  onAdjustmentsChange: (next: AdjustmentRule[]) => void;
  /**
   * Messages from the page (its whole-form check on Save, or a failed save), keyed `${ruleId}.${field}` with field
   * minScore, maxScore, driverMetricId or adjustmentValue, or `${ruleId}` for the whole rule (see rowErrorsById).
   */
  recommendationErrors?: RowErrors;
  adjustmentErrors?: RowErrors;
  disabled?: boolean;
}

/**
 * The Recommend tab of the question and assessment editors (docs/product/content.md#recommendations-and-adjustments):
 * recommendation rules (a score range on a safety metric) and adjustment rules (a change to a safety metric for a score
 * range), each sorted by min then max score with its messages by field. Controlled: the page sends the changes on Save
 * (see collectionChanges).
 */
export function DriverMetricRulesEditor(props: DriverMetricRulesEditorProps) {
  const { recommendations, onRecommendationsChange, adjustments, onAdjustmentsChange, disabled = false } = props;
  const { t } = useTranslation('contentEditor');
  const metrics = useQuery(SafetyMetricsQuery);
  const options: MetricOption[] = (metrics.data?.driverMetrics ?? [])
    .filter((metric) => !metric.archived)
    .map((metric) => ({ value: metric.id, label: metric.name }));
  const loading = metrics.loading && !metrics.data;

  return (
    <Stack gap="lg">
      <ErrorAlert errors={metrics.error ? [metrics.error] : []} />
      {metrics.data && options.length === 0 && (
        <Text>
          {t('rules.noMetrics')}{' '}
          <Anchor component={Link} to="/administration/safety-metrics">
            {t('rules.manageMetrics')}
          </Anchor>
        </Text>
      )}
      <RuleListSection
        kind="recommendations"
        rules={recommendations}
        onChange={onRecommendationsChange}
        create={newRecommendationRule}
        metricOptions={options}
        metricsLoading={loading}
        errors={props.recommendationErrors}
        disabled={disabled}
      />
      <RuleListSection
        kind="adjustments"
        rules={adjustments}
        onChange={onAdjustmentsChange}
        create={newAdjustmentRule}
        metricOptions={options}
        metricsLoading={loading}
        errors={props.adjustmentErrors}
        disabled={disabled}
      />
    </Stack>
  );
}
