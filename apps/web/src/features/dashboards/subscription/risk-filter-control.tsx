import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { ALL_RISK_FILTERS, type RiskFilter } from '@roadmark/domain/dashboards/risk-filter';
import { useTranslation } from 'react-i18next';

export interface RiskFilterControlProps {
  value: RiskFilter;
  onChange: (filter: RiskFilter) => void;
}

function toRiskFilter(value: string): RiskFilter {
  return ALL_RISK_FILTERS.find((filter) => filter === value) ?? 'All';
}

/** Spec 3 §2.5: the dashboards' risk filter, All, High, Medium, Low, Not assessed; a radio group named 'Risk'. */
export function RiskFilterControl({ value, onChange }: RiskFilterControlProps) {
  const { t } = useTranslation('dashboards');
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text id={labelId} size="sm" fw={500}>
        {t('riskFilter.label')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={value}
        onChange={(next) => onChange(toRiskFilter(next))}
        data={ALL_RISK_FILTERS.map((filter) => ({ value: filter, label: t(`riskFilter.${filter}`) }))}
      />
    </Stack>
  );
}
