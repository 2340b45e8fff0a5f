import { useQuery } from '@apollo/client/react';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DistributorOptionsQuery } from '../graphql/subscription-operations';
import type { SubscriptionForm } from '../subscription-form-values';

/** Mantine's Select keeps '' for "nothing chosen", so "sold directly" needs a value of its own. */
const NONE = 'none';

/** The distributor a subscription is sold through, or none. */
export function DistributorSelect({ form }: { form: SubscriptionForm }) {
  const { t } = useTranslation('subscriptions');
  const { data, loading } = useQuery(DistributorOptionsQuery, { fetchPolicy: 'cache-and-network' });
  const input = form.getInputProps('distributorSubscriptionId');
  const options = [
    { value: NONE, label: t('form.noDistributor') },
    ...(data?.subscriptions ?? []).map((d) => ({ value: d.id, label: d.companyName })),
  ];
  return (
    <Select
      label={t('form.distributor')}
      description={t('form.distributorHelp')}
      data={options}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('form.noDistributorMatches')}
      disabled={loading && !data}
      value={(input.value as string) || NONE}
      onChange={(value) => form.setFieldValue('distributorSubscriptionId', !value || value === NONE ? '' : value)}
      onBlur={input.onBlur}
      error={input.error}
    />
  );
}
