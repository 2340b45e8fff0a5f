import { Group, Radio } from '@mantine/core';
import { ALL_SUBSCRIPTION_TYPES } from '@roadmark/domain/subscription-type';
import { useTranslation } from 'react-i18next';
import type { SubscriptionForm } from '../subscription-form-values';

/** Staff choose what kind of organisation this is; the route presets it (studies/add presets Study). */
export function SubscriptionTypeField({ form }: { form: SubscriptionForm }) {
  const { t } = useTranslation('subscriptions');
  return (
    <Radio.Group label={t('form.type')} description={t('form.typeHelp')} {...form.getInputProps('subscriptionType')}>
      <Group gap="lg" mt="xs">
        {ALL_SUBSCRIPTION_TYPES.map((type) => (
          <Radio key={type} value={type} label={t(`types.${type}`)} />
        ))}
      </Group>
    </Radio.Group>
  );
}
