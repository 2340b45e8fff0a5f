/**
 * Due dates of assignments (docs/product/assignments-and-licences.md#due-dates), shared by the required lists, the
 * dashboards and the server. Moved here from the web app's assignments feature, which re-exports what it used.
 */

/** Due within this many days is "due soon". */
export const DUE_SOON_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The calendar day (YYYY-MM-DD) of a stored target date. The server keeps a picked day as midnight UTC and answers a
 * UTC ISO timestamp, so the day is read in UTC (reading it locally would show the day before west of Greenwich).
 */
export function targetDay(targetDate: string | Date): string {
  if (targetDate instanceof Date) {
    return Number.isNaN(targetDate.getTime()) ? '' : targetDate.toISOString().slice(0, 10);
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(targetDate)) return targetDate;
  const parsed = new Date(targetDate);
  return Number.isNaN(parsed.getTime()) ? targetDate.slice(0, 10) : parsed.toISOString().slice(0, 10);
}

/** How a due day stands against today. */
export type DueState = 'overdue' | 'dueSoon' | 'later';

/** Before today is overdue, today up to 7 days ahead is due soon, later is later; `today` is read as a local day. */
export function dueState(day: string, today: Date = new Date()): DueState {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return 'later';
  const due = Date.UTC(year, month - 1, date);
  const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  const daysLeft = Math.round((due - now) / DAY_MS);
  if (daysLeft < 0) return 'overdue';
  if (daysLeft <= DUE_SOON_DAYS) return 'dueSoon';
  return 'later';
}

/** The colour role of a due date; each app maps it to its own palette. */
export type DueDateTone = 'success' | 'danger' | 'warning' | 'muted';

/** Completed is success; otherwise overdue is danger, due within 7 days warning, else (or no date) muted. */
export function dueDateTone(
  targetDate: string | Date | null | undefined,
  completed: boolean,
  today: Date = new Date(),
): DueDateTone {
  if (completed) return 'success';
  if (targetDate === null || targetDate === undefined || targetDate === '') return 'muted';
  const state = dueState(targetDay(targetDate), today);
  return state === 'overdue' ? 'danger' : state === 'dueSoon' ? 'warning' : 'muted';
}
