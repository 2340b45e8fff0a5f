import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RequireAuth } from '../../app/session/require-auth';
import { useViewer } from '../../app/session/use-viewer';
import { usePageTitle } from '../../ui/page-title/use-page-title';

export function MePage() {
  return (
    <RequireAuth>
      <Welcome />
    </RequireAuth>
  );
}

function Welcome() {
  const { t } = useTranslation('common');
  const { viewer } = useViewer();
  usePageTitle(t('home.title'));
  return (
    <Stack gap="md">
      <Title order={1}>{t('home.welcome', { firstName: viewer?.firstName ?? '' })}</Title>
      <Text>{t('home.intro')}</Text>
    </Stack>
  );
}
