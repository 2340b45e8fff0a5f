import { Divider, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../ui/date-time/date-time';
import { LinkedText } from './linked-text';
import type { MailboxMessage } from './mailbox-message';

export interface MailboxMessageModalProps {
  /** The message to show; kept while the modal closes, so its content does not vanish mid-transition. */
  message: MailboxMessage | null;
  opened: boolean;
  onClose: () => void;
}

/** One kept email: subject (the dialog's title), recipient, when it was received and its plain text. */
export function MailboxMessageModal({ message, opened, onClose }: MailboxMessageModalProps) {
  const { t } = useTranslation('mailbox');
  return (
    <Modal
      opened={opened && message !== null}
      onClose={onClose}
      title={message?.subject}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {message && (
        <Stack gap="sm">
          <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 12px', margin: 0 }}>
            <Text component="dt" size="sm" fw={700}>
              {t('to')}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {message.to}
            </Text>
            <Text component="dt" size="sm" fw={700}>
              {t('received')}
            </Text>
            <Text component="dd" size="sm" m={0}>
              <DateTime value={message.createdAt} />
            </Text>
          </dl>
          <Divider />
          <LinkedText text={message.text} />
        </Stack>
      )}
    </Modal>
  );
}
