import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPost } from '../../lib/api-post';
import { ErrorAlert } from '../../ui/error-alert/error-alert';

/** The resend button of the confirm-email notice a sign-in can end in. */
export function ResendConfirmation({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<unknown>();

  const resend = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await apiPost('/api/account/resendConfirmEmail', { email });
      setSent(true);
    } catch (caught) {
      setError(caught);
    }
    setBusy(false);
  };

  if (sent) return <Text size="sm">{t('resendConfirmation.sent')}</Text>;
  return (
    <Stack gap="xs" align="flex-start">
      <ErrorAlert errors={error === undefined ? [] : [error]} variant="simple" />
      <Button variant="light" size="xs" loading={busy} loaderProps={{ type: 'dots' }} onClick={() => void resend()}>
        {busy ? t('resendConfirmation.sending') : t('resendConfirmation.button')}
      </Button>
    </Stack>
  );
}
