import type { DueState } from '@roadmark/domain/delivery/due-date';

/**
 * The due-date rules live in the domain (docs/product/assignments-and-licences.md#due-dates), shared with the
 * dashboards and the server.
 */
export { DUE_SOON_DAYS, type DueState, dueState, targetDay } from '@roadmark/domain/delivery/due-date';

/** A new assignment is due two months ahead. */
export const DEFAULT_DUE_MONTHS = 2;

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

export const DUE_STATE_COLOR: Record<DueState, string> = { overdue: 'red', dueSoon: 'orange', later: 'dimmed' };
