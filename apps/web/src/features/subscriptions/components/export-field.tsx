import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SubscriptionForm } from '../subscription-form-values';

export function ExportField({ form }: { form: SubscriptionForm }) {
  const { t } = useTranslation('subscriptions');
  return (
    <Switch
      label={t('form.allowExport')}
      description={t('form.allowExportHelp')}
      {...form.getInputProps('allowExport', { type: 'checkbox' })}
    />
  );
}
