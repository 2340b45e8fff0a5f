import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert/error-alert';
import { RotateSdkWebhookSecretMutation } from '../graphql/sdk-operations';
import { useDateTimeText } from '../hooks/use-date-time-text';
import { SigningSecretModal } from './signing-secret-modal';

export interface RotateSecretSectionProps {
  webhookId: string;
  previousSecretExpiresAt: string | null;
  /** Called after a rotation, so the page can read the webhook again. */
  onRotated: () => void;
}

/**
 * 'Rotate signing secret', confirmed first. The new secret is shown once; the previous one keeps signing beside it
 * until the time shown, so a receiver can switch without missing a delivery.
 */
export function RotateSecretSection({ webhookId, previousSecretExpiresAt, onRotated }: RotateSecretSectionProps) {
  const { t } = useTranslation('sdk');
  const dateTime = useDateTimeText();
  const [confirming, { open, close }] = useDisclosure(false);
  const [error, setError] = useState<unknown>(null);
  const [revealed, setRevealed] = useState<{ secret: string; previousUntil: string | null } | null>(null);
  // The answer carries the new secret: keep it out of the (persisted) cache.
  const [rotate, { loading }] = useMutation(RotateSdkWebhookSecretMutation, { fetchPolicy: 'no-cache' });

  const confirm = async () => {
    close();
    setError(null);
    try {
      const { data } = await rotate({ variables: { id: webhookId } });
      const webhook = data?.rotateSdkWebhookSecret;
      if (webhook?.signingSecret) {
        setRevealed({ secret: webhook.signingSecret, previousUntil: webhook.previousSecretExpiresAt });
      }
      onRotated();
    } catch (caught) {
      setError(caught);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="signing-secret-heading">
      <Title order={2} size="h3" id="signing-secret-heading">
        {t('rotate.heading')}
      </Title>
      <Text size="sm">{t('rotate.explanation')}</Text>
      {previousSecretExpiresAt && (
        <Text size="sm">{t('secret.previousUntil', { date: dateTime(previousSecretExpiresAt) })}</Text>
      )}
      <ErrorAlert errors={error ? [error] : []} />
      <Group>
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={open} disabled={loading}>
          {loading ? t('rotate.rotating') : t('rotate.button')}
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={close}
        title={t('rotate.confirmTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('rotate.close') }}
      >
        <Stack gap="md">
          <Text size="sm">{t('rotate.confirmText')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('rotate.cancel')}
            </Button>
            <Button onClick={() => void confirm()}>{t('rotate.confirm')}</Button>
          </Group>
        </Stack>
      </Modal>
      <SigningSecretModal
        secret={revealed?.secret ?? null}
        previousSecretExpiresAt={revealed?.previousUntil}
        onDone={() => setRevealed(null)}
      />
    </Stack>
  );
}
