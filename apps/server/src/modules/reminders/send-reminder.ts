import { sendReminderSchema } from '@roadmark/domain/assignments';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { queueReminders, type ReminderMail, type ReminderResult, withReason } from './queue-reminders.ts';
import { personToRemind } from './reminder-recipients.ts';

/** POST /api/reminders/sendReminder: emails one person a reminder of an assessment they have to do. */
export async function sendReminder({
  actor,
  input,
  db,
  ...mail
}: UseCaseCall<unknown, ReminderMail>): Promise<ReminderResult> {
  const { userId, assessmentId } = parseInput(sendReminderSchema, input);
  return db.transaction(async (tx) => {
    const audience = await personToRemind(tx, actor, userId, assessmentId);
    const result = await queueReminders(tx, mail, { ...audience, assessmentId });
    if (audience.recipients.length === 0) {
      return withReason({ sent: 0, skipped: 1 }, 'errors.reminderNotAssigned', mail.locale);
    }
    return withReason(result, 'errors.reminderNothingToSend', mail.locale);
  });
}
