import { targetDay } from '@roadmark/domain/delivery/due-date';
import { dateTimeFormat, formatDate } from '../../../lib/format-date-time';

/** A due date: the picked calendar day, stored as midnight UTC, so it is read in UTC (see targetDay). */
export function formatDueDate(iso: string, locale: string): string {
  const midnight = `${targetDay(iso)}T00:00:00.000Z`;
  return Number.isNaN(Date.parse(midnight)) ? iso : formatDate(midnight, locale, 'UTC');
}

/** A month 'YYYY-MM' as the locale writes it short, e.g. 'Mar 2026'. */
export function formatMonth(month: string, locale: string): string {
  const date = new Date(`${month}-01T00:00:00.000Z`);
  if (Number.isNaN(date.getTime())) return month;
  return dateTimeFormat(locale, { timeZone: 'UTC', month: 'short', year: 'numeric' }).format(date);
}

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
