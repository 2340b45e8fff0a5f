import { sendAllReminderSchema } from '@roadmark/domain/assignments';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { queueReminders, type ReminderMail, type ReminderResult, withReason } from './queue-reminders.ts';
import { teamToRemind } from './reminder-recipients.ts';

/** POST /api/reminders/sendAllReminder: emails every member of a team who has the assessment to do. */
export async function sendAllReminder({
  actor,
  input,
  db,
  ...mail
}: UseCaseCall<unknown, ReminderMail>): Promise<ReminderResult> {
  const { assessmentId, subscriptionTeamId } = parseInput(sendAllReminderSchema, input);
  return db.transaction(async (tx) => {
    const audience = await teamToRemind(tx, actor, subscriptionTeamId, assessmentId);
    const result = await queueReminders(tx, mail, { ...audience, assessmentId });
    const reason = audience.recipients.length === 0 ? 'errors.reminderNoOneAssigned' : 'errors.reminderNothingToSend';
    return withReason(result, reason, mail.locale);
  });
}
