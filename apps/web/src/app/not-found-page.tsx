import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../ui/page-title/use-page-title';

/** The fallback for any unknown path (docs/product/screens.md#the-shell). */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  usePageTitle(t('notFound.title'));
  // React Router numbers its history entries; idx 0 means this app has no page to go back to.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <Stack align="flex-start" gap="md">
      <Title order={1}>{t('notFound.heading')}</Title>
      <Text>{t('notFound.help')}</Text>
      <Button onClick={() => (canGoBack ? navigate(-1) : navigate('/'))}>{t('notFound.back')}</Button>
    </Stack>
  );
}
