import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPost } from '../../../lib/api-post';
import { errorMessages } from '../../../lib/error-messages';

/**
 * What both reminder calls answer (docs/product/reminders.md#sent-by-a-manager): how many emails went out, how many
 * people were skipped, and why.
 */
export interface ReminderResult {
  sent: number;
  skipped: number;
  message?: string | null;
}

/** Whom to remind: one person (userId) or every team member who has not finished (subscriptionTeamId). */
export type ReminderTarget = { userId: string } | { subscriptionTeamId: string };

/** Send reminder: emails the person, or the team's members, about one assignment now. */
export function SendReminderButton({
  target,
  assessmentId,
  name,
}: {
  target: ReminderTarget;
  assessmentId: string;
  name: string;
}) {
  const { t } = useTranslation('assignments');
  const [sending, setSending] = useState(false);
  const closeButtonProps = { 'aria-label': t('listPage:closeNotice') };

  const send = async () => {
    setSending(true);
    try {
      const result =
        'userId' in target
          ? await apiPost<ReminderResult>('/api/reminders/sendReminder', { userId: target.userId, assessmentId })
          : await apiPost<ReminderResult>('/api/reminders/sendAllReminder', {
              assessmentId,
              subscriptionTeamId: target.subscriptionTeamId,
            });
      if (result.sent > 0) {
        notifications.show({ message: t('reminders.sent', { count: result.sent }), color: 'green', closeButtonProps });
      } else {
        notifications.show({ message: result.message || t('reminders.noneSent'), color: 'blue', closeButtonProps });
      }
    } catch (error) {
      const message = errorMessages([error])
        .map((problem) => problem.message)
        .join(' ');
      notifications.show({ message, color: 'red', closeButtonProps });
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconMail size={14} aria-hidden />}
      loading={sending}
      aria-label={t('reminders.sendLabel', { name })}
      onClick={() => void send()}
    >
      {t('reminders.send')}
    </Button>
  );
}
