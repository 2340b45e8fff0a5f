/** Spec 3 §9: a new assignment is due two months ahead. */
export const DEFAULT_DUE_MONTHS = 2;
/** Spec 3 §9: due within this many days is "due soon". */
export const DUE_SOON_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar date as the date input holds it: YYYY-MM-DD, in the viewer's own time zone. */
export function toDateInputValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The due date a new assignment gets: the same day two months from `today` (the month's last day if it is shorter). */
export function defaultTargetDate(today: Date = new Date()): string {
  const target = new Date(today.getFullYear(), today.getMonth() + DEFAULT_DUE_MONTHS, 1);
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  target.setDate(Math.min(today.getDate(), lastDay));
  return toDateInputValue(target);
}

/**
 * The calendar day of a stored target date. The server keeps a picked day as midnight UTC and answers a UTC ISO
 * timestamp, so the day is read in UTC (reading it locally would show the day before west of Greenwich).
 */
export function targetDay(targetDate: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(targetDate)) return targetDate;
  const parsed = new Date(targetDate);
  return Number.isNaN(parsed.getTime()) ? targetDate.slice(0, 10) : parsed.toISOString().slice(0, 10);
}

export type DueState = 'overdue' | 'dueSoon' | 'later';

/** Spec 3 §9 due-date colours: overdue is danger, due within 7 days is warning, otherwise muted. */
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

export const DUE_STATE_COLOR: Record<DueState, string> = { overdue: 'red', dueSoon: 'orange', later: 'dimmed' };
