import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date-time';
import { refusalParams, textParam } from '../../lib/graphql-refusal';

/** Who saved the record after this editor opened it, and when (ISO). */
export interface SavedMeanwhile {
  name: string;
  savedAt: string;
}

/** The server's refusal of a save over a newer version (CONFLICT, errors.contentSavedMeanwhile), or null. */
export function savedMeanwhileOf(error: unknown): SavedMeanwhile | null {
  const params = refusalParams(error, 'errors.contentSavedMeanwhile');
  return params && { name: textParam(params, 'name'), savedAt: textParam(params, 'savedAt') };
}

/**
 * Says who saved the record (and when, in the viewer's own time) after this editor opened it: nothing of this edit
 * was written. Reload opens the record as it is now; until then the edit stays on screen to copy from.
 */
export function SavedMeanwhileAlert({ conflict, onReload }: { conflict: SavedMeanwhile; onReload: () => void }) {
  const { t, i18n } = useTranslation('contentEditor');
  return (
    <Alert role="alert" color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {t(conflict.name ? 'savedMeanwhile.message' : 'savedMeanwhile.messageNoName', {
            name: conflict.name,
            time: formatDateTime(conflict.savedAt, i18n.language),
          })}
        </Text>
        <Button size="xs" variant="default" onClick={onReload}>
          {t('savedMeanwhile.reload')}
        </Button>
      </Stack>
    </Alert>
  );
}
