import { Stack, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { ALL_RISK_FILTERS, type RiskFilter } from '@roadmark/domain/dashboards/risk-filter';
import { useTranslation } from 'react-i18next';
import { SegmentedChoice } from '../../../ui/segmented-choice/segmented-choice';

export interface RiskFilterControlProps {
  value: RiskFilter;
  onChange: (filter: RiskFilter) => void;
}

/** The dashboards' risk filter, All, High, Medium, Low, Not assessed; a radio group named 'Risk'. */
export function RiskFilterControl({ value, onChange }: RiskFilterControlProps) {
  const { t } = useTranslation('dashboards');
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text id={labelId} size="sm" fw={500}>
        {t('riskFilter.label')}
      </Text>
      <SegmentedChoice
        aria-labelledby={labelId}
        value={value}
        onChange={onChange}
        data={ALL_RISK_FILTERS.map((filter) => ({ value: filter, label: t(`riskFilter.${filter}`) }))}
      />
    </Stack>
  );
}
