import { Alert } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDateTimeText } from '../hooks/use-date-time-text';

/** A webhook switched off because its receiver answered 410: why, since when, and that saving switches it back on. */
export function WebhookSwitchedOffAlert({ disabledAt, reason }: { disabledAt: string; reason: string | null }) {
  const { t } = useTranslation('sdk');
  const dateTime = useDateTimeText();
  return (
    <Alert color="red" variant="light" title={t('webhook.switchedOffTitle')} icon={<IconPlugConnectedX aria-hidden />}>
      {t('webhook.switchedOffSince', { date: dateTime(disabledAt), reason: reason ?? t('webhook.noReason') })}{' '}
      {t('webhook.switchedOffSave')}
    </Alert>
  );
}
