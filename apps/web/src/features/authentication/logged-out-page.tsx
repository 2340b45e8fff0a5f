import { Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../ui/page-title/use-page-title';

export const LOGGED_OUT_REDIRECT_MS = 1500;

export function LoggedOutPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  usePageTitle(t('authentication.signOutTitle'));

  useEffect(() => {
    const timer = setTimeout(() => void navigate('/', { replace: true }), LOGGED_OUT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <Stack gap="md">
      <Title order={1}>{t('authentication.signOutTitle')}</Title>
      <Text role="status">{t('authentication.loggedOut')}</Text>
    </Stack>
  );
}
