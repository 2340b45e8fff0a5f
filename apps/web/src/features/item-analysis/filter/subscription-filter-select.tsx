import { useQuery } from '@apollo/client/react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnalysisSubscriptionOptionsQuery } from '../graphql/item-analysis-operations';

/** How many subscriptions the list offers at a time: typing a name finds the others. */
const OPTION_COUNT = 20;

/**
 * One customer subscription (or study) to narrow an analysis to, found by typing its name; cleared, the analysis
 * counts every subscription.
 */
export function SubscriptionFilterSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (subscriptionId: string) => void;
}) {
  const { t } = useTranslation('item-analysis');
  const [search, setSearch] = useState('');
  const [settled] = useDebouncedValue(search, 300);
  const { data, previousData } = useQuery(AnalysisSubscriptionOptionsQuery, {
    variables: { search: settled || null, first: OPTION_COUNT, chosenId: value, withChosen: value !== '' },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const found = shown?.subscriptions ?? [];
  const chosen = shown?.chosen && !found.some((option) => option.id === shown.chosen?.id) ? [shown.chosen] : [];
  const options = [...chosen, ...found].map((option) => ({ value: option.id, label: option.companyName }));
  return (
    <Select
      label={t('filter.subscription')}
      description={t('filter.subscriptionHelp')}
      placeholder={t('filter.allSubscriptions')}
      data={options}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t('filter.clearSubscription') }}
      onSearchChange={setSearch}
      // The server finds the names; the options are not filtered again here.
      filter={({ options: all }) => all}
      nothingFoundMessage={t('filter.noSubscriptionMatches')}
      miw={260}
    />
  );
}
