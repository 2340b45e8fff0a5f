import { type Locale, type MessageKey, translateMessage } from '@roadmark/domain/messages';
import { isPinEntry } from '@roadmark/domain/pin';
import { and, eq, inArray, max } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { assessments } from '../assessments/assessment.table.ts';
import { assessmentSessions } from '../sessions/assessment-session.table.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';
import { queueReminderEmail } from './reminder-email.ts';
import type { ReminderAudience, ReminderRecipient } from './reminder-recipients.ts';

/** What sending reminders needs beside the actor and the database: the emails' language and links, and PIN logins' domain. */
export interface ReminderMail {
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

/**
 * The recipients who have finished the assessment since it was assigned to them (a session ended since then), found
 * with one query for the whole audience.
 */
async function finishedSinceAssigned(
  tx: Executor,
  recipients: readonly ReminderRecipient[],
  assessmentId: string,
): Promise<Set<string>> {
  if (recipients.length === 0) return new Set();
  const lastEnds = await tx
    .select({ userId: assessmentSessions.userId, lastEnd: max(assessmentSessions.endDate) })
    .from(assessmentSessions)
    .where(
      and(
        inArray(
          assessmentSessions.userId,
          recipients.map((recipient) => recipient.userId),
        ),
        eq(assessmentSessions.assessmentId, assessmentId),
        eq(assessmentSessions.isFinished, true),
        eq(assessmentSessions.archived, false),
        eq(assessmentSessions.isPreview, false),
      ),
    )
    .groupBy(assessmentSessions.userId);
  const finished = new Set<string>();
  for (const recipient of recipients) {
    const lastEnd = lastEnds.find((row) => row.userId === recipient.userId)?.lastEnd;
    if (lastEnd && lastEnd >= recipient.assignedAt) finished.add(recipient.userId);
  }
  return finished;
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
export async function queueReminders(
  tx: Executor,
  mail: ReminderMail,
  input: ReminderAudience & { assessmentId: string },
): Promise<ReminderResult> {
  const assessment = await liveAssessment(tx, input.assessmentId);
  const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.id, input.subscriptionId));
  if (!subscription) throw notFound();
  const finished = await finishedSinceAssigned(tx, input.recipients, assessment.id);
  let sent = 0;
  for (const recipient of input.recipients) {
    const noAddress = isPinEntry(recipient.email, mail.pinEmailDomain);
    if (noAddress || finished.has(recipient.userId)) continue;
    await queueReminderEmail(tx, {
      to: recipient,
      assessment: { ...assessment, targetDate: recipient.targetDate },
      subscription,
      locale: mail.locale,
      publicUrl: mail.publicUrl,
      automatic: false,
    });
    sent += 1;
  }
  return { sent, skipped: input.recipients.length - sent };
}

export function withReason(result: ReminderResult, reason: MessageKey, locale: Locale): ReminderResult {
  return result.sent > 0 ? result : { ...result, message: translateMessage(reason, {}, locale) };
}
