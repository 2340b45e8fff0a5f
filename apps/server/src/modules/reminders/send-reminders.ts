import { sendAllReminderSchema, sendReminderSchema } from '@roadmark/domain/assignments';
import { type Locale, type MessageKey, translateMessage } from '@roadmark/domain/messages';
import { isPinEntry } from '@roadmark/domain/pin';
import { and, eq, gte } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { assessments } from '../assessments/assessment.table.ts';
import { assessmentSessions } from '../sessions/assessment-session.table.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';
import { queueReminderEmail } from './reminder-email.ts';
import { personToRemind, type ReminderAudience, type ReminderRecipient, teamToRemind } from './reminder-recipients.ts';

export interface ReminderContext {
  db: Database;
  actor: Actor;
  publicUrl: string;
  locale: Locale;
  pinEmailDomain: string;
}

/** What the reminder endpoints answer: emails queued, assigned people not emailed, and why when nothing was sent. */
export interface ReminderResult {
  sent: number;
  skipped: number;
  message?: string;
}

/** Whether the person has finished the assessment since it was assigned to them (a session ended since then). */
async function hasFinished(tx: Executor, recipient: ReminderRecipient, assessmentId: string): Promise<boolean> {
  const [finished] = await tx
    .select({ id: assessmentSessions.id })
    .from(assessmentSessions)
    .where(
      and(
        eq(assessmentSessions.userId, recipient.userId),
        eq(assessmentSessions.assessmentId, assessmentId),
        eq(assessmentSessions.isFinished, true),
        eq(assessmentSessions.archived, false),
        gte(assessmentSessions.endDate, recipient.assignedAt),
      ),
    )
    .limit(1);
  return !!finished;
}

async function liveAssessment(tx: Executor, assessmentId: string) {
  const [assessment] = await tx
    .select({ id: assessments.id, name: assessments.name })
    .from(assessments)
    .where(and(eq(assessments.id, assessmentId), eq(assessments.archived, false)))
    .limit(1);
  if (!assessment) throw notFound();
  return assessment;
}

/** Queues one branded reminder per recipient who has not finished and can receive email, in the caller's transaction. */
async function queueReminders(
  tx: Executor,
  context: ReminderContext,
  input: ReminderAudience & { assessmentId: string },
): Promise<ReminderResult> {
  const assessment = await liveAssessment(tx, input.assessmentId);
  const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.id, input.subscriptionId));
  if (!subscription) throw notFound();
  let sent = 0;
  for (const recipient of input.recipients) {
    const noAddress = isPinEntry(recipient.email, context.pinEmailDomain);
    if (noAddress || (await hasFinished(tx, recipient, assessment.id))) continue;
    await queueReminderEmail(tx, {
      to: recipient,
      assessment: { ...assessment, targetDate: recipient.targetDate },
      subscription,
      locale: context.locale,
      publicUrl: context.publicUrl,
      automatic: false,
    });
    sent += 1;
  }
  return { sent, skipped: input.recipients.length - sent };
}

function withReason(result: ReminderResult, reason: MessageKey, locale: Locale): ReminderResult {
  return result.sent > 0 ? result : { ...result, message: translateMessage(reason, {}, locale) };
}

/** POST /api/reminders/sendReminder: emails one person a reminder of an assessment they have to do. */
export async function sendReminder(input: unknown, context: ReminderContext): Promise<ReminderResult> {
  const { userId, assessmentId } = parseInput(sendReminderSchema, input);
  return context.db.transaction(async (tx) => {
    const audience = await personToRemind(tx, context.actor, userId, assessmentId);
    const result = await queueReminders(tx, context, { ...audience, assessmentId });
    if (audience.recipients.length === 0) {
      return withReason({ sent: 0, skipped: 1 }, 'errors.reminderNotAssigned', context.locale);
    }
    return withReason(result, 'errors.reminderNothingToSend', context.locale);
  });
}

/** POST /api/reminders/sendAllReminder: emails every member of a team who has the assessment to do. */
export async function sendAllReminder(input: unknown, context: ReminderContext): Promise<ReminderResult> {
  const { assessmentId, subscriptionTeamId } = parseInput(sendAllReminderSchema, input);
  return context.db.transaction(async (tx) => {
    const audience = await teamToRemind(tx, context.actor, subscriptionTeamId, assessmentId);
    const result = await queueReminders(tx, context, { ...audience, assessmentId });
    const reason = audience.recipients.length === 0 ? 'errors.reminderNoOneAssigned' : 'errors.reminderNothingToSend';
    return withReason(result, reason, context.locale);
  });
}
