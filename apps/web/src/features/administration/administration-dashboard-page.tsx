import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../ui/page-title/use-page-title';

export function AdministrationDashboardPage() {
  const { t } = useTranslation('administration');
  usePageTitle(t('dashboard.title'));
  return (
    <Stack gap="md">
      <Title order={1}>{t('dashboard.heading')}</Title>
      <Text>{t('dashboard.intro')}</Text>
    </Stack>
  );
}
