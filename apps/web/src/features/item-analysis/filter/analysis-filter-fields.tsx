import { Group, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { AnalysisFilter } from './analysis-filter';
import { SubscriptionFilterSelect } from './subscription-filter-select';

/**
 * The period (two native date inputs, read as UTC days, both included) and the subscription an analysis counts.
 * Every change applies at once; `errors` are the filter schema's messages by field.
 */
export function AnalysisFilterFields({
  filter,
  errors,
  onChange,
}: {
  filter: AnalysisFilter;
  errors: FormErrors;
  onChange: (filter: AnalysisFilter) => void;
}) {
  const { t } = useTranslation('item-analysis');
  const change = (patch: Partial<AnalysisFilter>) => onChange({ ...filter, ...patch });
  return (
    <Group align="flex-start" gap="md">
      <TextInput
        type="date"
        label={t('filter.from')}
        description={t('filter.fromHelp')}
        value={filter.from}
        onChange={(event) => change({ from: event.currentTarget.value })}
        error={errors.from}
      />
      <TextInput
        type="date"
        label={t('filter.to')}
        description={t('filter.toHelp')}
        value={filter.to}
        onChange={(event) => change({ to: event.currentTarget.value })}
        error={errors.to}
      />
      <SubscriptionFilterSelect
        value={filter.subscriptionId}
        onChange={(subscriptionId) => change({ subscriptionId })}
      />
    </Group>
  );
}
