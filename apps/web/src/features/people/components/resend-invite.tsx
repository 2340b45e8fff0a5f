import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPost } from '../../../lib/api-post';
import { ErrorAlert } from '../../../ui/error-alert/error-alert';

/** An unconfirmed user's invite can be sent again, confirmed in green. */
export function ResendInvite({ email }: { email: string }) {
  const { t } = useTranslation('people');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<unknown>(null);
  const resend = async () => {
    setState('sending');
    setError(null);
    try {
      await apiPost('/api/account/resendInviteEmail', { email });
      setState('sent');
    } catch (caught) {
      setError(caught);
      setState('idle');
    }
  };
  return (
    <>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('form.invitePending')}</Text>
        <Button type="button" variant="default" loading={state === 'sending'} onClick={() => void resend()}>
          {t('form.resendInvite')}
        </Button>
      </Group>
      {state === 'sent' && (
        <Alert color="green" role="status">
          {t('form.inviteResent')}
        </Alert>
      )}
      <ErrorAlert errors={error ? [error] : []} />
    </>
  );
}
