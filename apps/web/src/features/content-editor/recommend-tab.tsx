import { Tabs } from '@mantine/core';
import type { AdjustmentRule, RecommendationRule } from './driver-metric-rule';
import { DriverMetricRulesEditor } from './driver-metric-rules-editor';
import type { ListRowErrors } from './list-row-errors';

interface RuleValues {
  recommendations: RecommendationRule[];
  adjustments: AdjustmentRule[];
}

export interface RecommendTabProps {
  values: RuleValues;
  onChange: (patch: Partial<RuleValues>) => void;
  /** The page's own row messages, once a Save was attempted (listRowErrors). */
  rowErrors: ListRowErrors | undefined;
}

/** The Recommend tab of the assessment and question editors: the driver-metric recommendation and adjustment rules. */
export function RecommendTab({ values, onChange, rowErrors }: RecommendTabProps) {
  return (
    <Tabs.Panel value="recommend" pt="md">
      <DriverMetricRulesEditor
        recommendations={values.recommendations}
        onRecommendationsChange={(recommendations) => onChange({ recommendations })}
        adjustments={values.adjustments}
        onAdjustmentsChange={(adjustments) => onChange({ adjustments })}
        recommendationErrors={rowErrors?.recommendations}
        adjustmentErrors={rowErrors?.adjustments}
      />
    </Tabs.Panel>
  );
}
