import { targetDay } from '@roadmark/domain/delivery/due-date';

/** Making a format is slow (a list of many rows formats hundreds of dates), so each is made once. */
const formats = new Map<string, Intl.DateTimeFormat>();

function cachedFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

function dateFormat(locale: string, timeZone?: string): Intl.DateTimeFormat {
  return cachedFormat(locale, { ...(timeZone ? { timeZone } : {}), day: '2-digit', month: '2-digit', year: 'numeric' });
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
  return cachedFormat(locale, { timeZone: 'UTC', month: 'short', year: 'numeric' }).format(date);
}

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
