import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SaveStatus } from '../../../lib/use-row-autosave';

/** Says, for screen readers too, whether the last changes are saved. */
export function SaveStatusText({ status, hasFailures }: { status: SaveStatus; hasFailures: boolean }) {
  const { t } = useTranslation('subscriptions');
  const text =
    status === 'saving' ? t('licences.saving') : status === 'saved' && !hasFailures ? t('licences.saved') : '';
  return (
    <Text size="sm" c="dimmed" role="status" aria-live="polite">
      {text}
    </Text>
  );
}
