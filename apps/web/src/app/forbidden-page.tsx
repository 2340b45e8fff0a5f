import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../ui/page-title/use-page-title';

export function ForbiddenPage() {
  const { t } = useTranslation('common');
  usePageTitle(t('forbidden.title'));
  return (
    <Stack align="flex-start" gap="md">
      <Title order={1}>{t('forbidden.heading')}</Title>
      <Text>{t('forbidden.help')}</Text>
      <Button component={Link} to="/me">
        {t('forbidden.home')}
      </Button>
    </Stack>
  );
}
