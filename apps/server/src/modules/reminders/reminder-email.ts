import type { Locale } from '@roadmark/domain/messages';
import { effectiveBrandColor } from '@roadmark/domain/subscription';
import type { Executor } from '../../platform/db/database.ts';
import { renderEmail } from '../../platform/email/render-email.ts';
import { enqueueEmail } from '../../platform/email/send-email.job.ts';
import { reminderDeliveries } from './reminder-delivery.table.ts';

export interface ReminderEmail {
  to: { userId: string; email: string; firstName: string };
  assessment: { id: string; name: string; targetDate: Date };
  subscription: { id: string; companyName: string; allowBranding: boolean; brandColor: string };
  locale: Locale;
  publicUrl: string;
  automatic: boolean;
  /** When the reminder counts as sent (the daily run's time); now by default. */
  sentAt?: Date;
}

function formatDueDate(date: Date, locale: Locale): string {
  // DD/MM/YYYY (en-GB) or MM/DD/YYYY (en-US); the recipient's time zone is unknown, so the UTC day
  // (docs/product/screens.md#dates-and-languages).
  return new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}

/** Queues one branded reminder through the outbox and logs it, in the caller's transaction. */
export async function queueReminderEmail(tx: Executor, reminder: ReminderEmail): Promise<void> {
  const { to, assessment, subscription, locale } = reminder;
  const message = renderEmail('assessmentReminder', {
    to: to.email,
    locale,
    params: {
      firstName: to.firstName,
      companyName: subscription.companyName,
      assessmentName: assessment.name,
      dueDate: formatDueDate(assessment.targetDate, locale),
    },
    actionUrl: new URL('/me', `${reminder.publicUrl}/`).toString(),
    accentColor: effectiveBrandColor(subscription) || undefined,
  });
  await enqueueEmail(tx, message, subscription.id);
  await tx.insert(reminderDeliveries).values({
    id: crypto.randomUUID(),
    subscriptionId: subscription.id,
    userId: to.userId,
    assessmentId: assessment.id,
    automatic: reminder.automatic,
    sentAt: reminder.sentAt ?? new Date(),
  });
}
