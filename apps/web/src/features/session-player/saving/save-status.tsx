import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCheck, IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SessionSaver } from './use-session-saver';

export interface SaveStatusProps {
  saver: Pick<SessionSaver, 'status' | 'pending' | 'error' | 'retry' | 'refused'>;
}

/**
 * The session's saving state: 'Saving...', 'All answers saved', offline with the answers waiting on this device, or
 * the server's error with 'Try again' (or, for a change refused for good, with a reload that shows the server's
 * answers). A polite live region, so changes are announced without interrupting the question.
 */
export function SaveStatus({ saver }: SaveStatusProps) {
  const { t } = useTranslation('session-player');
  const { status, pending, error } = saver;
  return (
    <Group role="status" aria-live="polite" gap="xs" wrap="nowrap" data-save-status={status}>
      {status === 'saving' && (
        <>
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('saving.saving')}</Text>
        </>
      )}
      {status === 'saved' && (
        <>
          <IconCheck size={16} aria-hidden />
          <Text size="sm" c="dimmed">
            {t('saving.saved')}
          </Text>
        </>
      )}
      {status === 'offline' && (
        <>
          <IconCloudOff size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Stack gap={0}>
            <Text size="sm" c="orange.9">
              {t('saving.offline')}
            </Text>
            {pending > 0 && <Text size="sm">{t('saving.waiting', { count: pending })}</Text>}
          </Stack>
        </>
      )}
      {status === 'error' && saver.refused && (
        <>
          <Text size="sm" c="red.8">
            {t('saving.refused')}
            {error && ` ${error}`}
          </Text>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => window.location.reload()}
            style={{ flexShrink: 0 }}
          >
            {t('saving.reload')}
          </Button>
        </>
      )}
      {status === 'error' && !saver.refused && (
        <>
          <Text size="sm" c="red.8">
            {t('saving.failed')}
            {error && ` ${error}`}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => void saver.retry()} style={{ flexShrink: 0 }}>
            {t('saving.tryAgain')}
          </Button>
        </>
      )}
    </Group>
  );
}
