import { targetDay } from '@roadmark/domain/delivery/due-date';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string, timeZone?: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      ...(timeZone ? { timeZone } : {}),
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    dateFormats.set(key, format);
  }
  return format;
}

/** A moment's day in the viewer's time zone: DD/MM/YYYY (en-GB) or MM/DD/YYYY (en-US). */
export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat(locale).format(date);
}

/** A due date: the picked calendar day, stored as midnight UTC, so it is read in UTC (see targetDay). */
export function formatDueDate(iso: string, locale: string): string {
  const day = targetDay(iso);
  const date = new Date(`${day}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) ? iso : dateFormat(locale, 'UTC').format(date);
}

/** A month 'YYYY-MM' as the locale writes it short, e.g. 'Mar 2026'. */
export function formatMonth(month: string, locale: string): string {
  const date = new Date(`${month}-01T00:00:00.000Z`);
  if (Number.isNaN(date.getTime())) return month;
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'short', year: 'numeric' }).format(date);
}

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
