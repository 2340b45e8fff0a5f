import type { Locale } from '@roadmark/domain/messages';
import { OVERDUE_REMINDER_DAYS, REMINDER_INTERVAL_DAYS } from '@roadmark/domain/reminders';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/database.ts';
import type { DailyJob } from '../../platform/scheduler/daily-job.ts';
import { queueReminderEmail } from './reminder-email.ts';

export const AUTOMATIC_REMINDERS_JOB = 'automatic-reminders';

export interface AutomaticReminderOptions {
  publicUrl: string;
  pinEmailDomain: string;
  /** The people's language is not stored, so the server's default applies. */
  locale: Locale;
  /** The hour of the day (UTC) the reminders go out. */
  hourUtc: number;
  batchSize?: number;
}

interface DueReminder {
  user_id: string;
  email: string;
  first_name: string;
  assessment_id: string;
  assessment_name: string;
  target_date: Date | string;
  subscription_id: string;
  company_name: string;
  allow_branding: boolean;
  brand_color: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The next people due a reminder at `now`, found in SQL: a live assignment applies to the person (their own, or
 * their team's when they have none of their own), the subscription wants automatic reminders, the due date falls
 * within its lead time or at most OVERDUE_REMINDER_DAYS past, the assessment is still licensed, the person has
 * confirmed a real email address, and nobody reminded them of it in the last REMINDER_INTERVAL_DAYS.
 * Someone who finished a session of it since it was assigned has done it.
 */
async function nextDueReminders(
  tx: Executor,
  now: Date,
  options: AutomaticReminderOptions,
  limit: number,
): Promise<DueReminder[]> {
  const pinSuffix = `@${options.pinEmailDomain.toLowerCase()}`;
  const tooLongOverdue = new Date(now.getTime() - OVERDUE_REMINDER_DAYS * DAY_MS);
  const quietSince = new Date(now.getTime() - REMINDER_INTERVAL_DAYS * DAY_MS);
  const result = await tx.execute(sql`
    with applying as (
      select a.user_id, a.assessment_id, a.target_date, a.subscription_id, a.created_at
      from user_assessment_assignments a
      where a.archived = false and a.user_id is not null
      union all
      select member.user_id, a.assessment_id, a.target_date, a.subscription_id, a.created_at
      from user_assessment_assignments a
      join profiles member on member.subscription_team_id = a.subscription_team_id and member.archived = false
      where a.archived = false and a.user_id is null
        and not exists (
          select 1 from user_assessment_assignments own
          where own.user_id = member.user_id and own.assessment_id = a.assessment_id and own.archived = false
        )
    )
    select u.id as user_id, u.email, p.first_name, x.id as assessment_id, x.name as assessment_name,
           applying.target_date, s.id as subscription_id, s.company_name, s.allow_branding, s.brand_color
    from applying
    join subscriptions s on s.id = applying.subscription_id and s.archived = false and s.automatic_reminders
    join users u on u.id = applying.user_id and u.archived = false and u.email_confirmed
    join profiles p on p.user_id = u.id and p.archived = false
    join assessments x on x.id = applying.assessment_id and x.archived = false
    join subscription_assessments licence
      on licence.subscription_id = s.id and licence.assessment_id = x.id and licence.archived = false
    where applying.target_date <= ${now.toISOString()}::timestamptz + make_interval(days => s.reminder_days_before_due)
      and applying.target_date >= ${tooLongOverdue.toISOString()}::timestamptz
      and right(lower(u.email), ${pinSuffix.length}) <> ${pinSuffix}
      and not exists (
        select 1 from assessment_sessions done
        where done.user_id = u.id and done.assessment_id = x.id and done.is_finished and done.archived = false
          and done.is_preview = false
          and done.end_date >= applying.created_at
      )
      and not exists (
        select 1 from reminder_deliveries sent
        where sent.user_id = u.id and sent.assessment_id = x.id and sent.sent_at > ${quietSince.toISOString()}::timestamptz
      )
    order by s.id, u.id, x.id
    limit ${limit}`);
  return (result as unknown as { rows: DueReminder[] }).rows;
}

/**
 * The daily run: queues a reminder for everyone due one, a batch per transaction (each logged, so the next batch
 * and the next days skip them). Returns how many were queued.
 */
export async function sendAutomaticReminders(
  db: Database,
  now: Date,
  options: AutomaticReminderOptions,
): Promise<{ sent: number }> {
  let sent = 0;
  for (;;) {
    const queued = await db.transaction(async (tx) => {
      const due = await nextDueReminders(tx, now, options, options.batchSize ?? 200);
      for (const row of due) {
        await queueReminderEmail(tx, {
          to: { userId: row.user_id, email: row.email, firstName: row.first_name },
          assessment: { id: row.assessment_id, name: row.assessment_name, targetDate: new Date(row.target_date) },
          subscription: {
            id: row.subscription_id,
            companyName: row.company_name,
            allowBranding: row.allow_branding,
            brandColor: row.brand_color,
          },
          locale: options.locale,
          publicUrl: options.publicUrl,
          automatic: true,
          sentAt: now,
        });
      }
      return due.length;
    });
    sent += queued;
    if (queued === 0) return { sent };
  }
}

export function automaticRemindersJob(db: Database, options: AutomaticReminderOptions): DailyJob {
  return {
    name: AUTOMATIC_REMINDERS_JOB,
    hourUtc: options.hourUtc,
    run: (now) => sendAutomaticReminders(db, now, options),
  };
}
