import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDateTimeText } from '../hooks/use-date-time-text';
import { CopyValueButton } from './copy-value-button';

export interface SigningSecretModalProps {
  /** The secret to show once; null keeps the modal closed. */
  secret: string | null;
  /** After a rotation: until when the previous secret keeps signing. */
  previousSecretExpiresAt?: string | null;
  onDone: () => void;
}

/**
 * The webhook signing secret (docs/product/integrations.md#webhooks) is revealed once, in the answer that made it. The
 * modal closes only with Done, so the secret is not lost to a stray click or Escape before it has been copied.
 */
export function SigningSecretModal({ secret, previousSecretExpiresAt, onDone }: SigningSecretModalProps) {
  const { t } = useTranslation('sdk');
  const dateTime = useDateTimeText();
  return (
    <Modal
      opened={secret !== null}
      onClose={onDone}
      title={t('secret.title')}
      centered
      size="lg"
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          {t('secret.warning')}
        </Alert>
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            label={t('secret.label')}
            value={secret ?? ''}
            readOnly
            spellCheck={false}
            style={{ flex: 1 }}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <CopyValueButton value={secret ?? ''} label={t('secret.copy')} />
        </Group>
        <Text size="sm">{t('secret.use')}</Text>
        {previousSecretExpiresAt && (
          <Text size="sm">{t('secret.previousUntil', { date: dateTime(previousSecretExpiresAt) })}</Text>
        )}
        <Group justify="flex-end">
          <Button onClick={onDone}>{t('secret.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
