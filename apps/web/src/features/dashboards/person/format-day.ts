import { targetDay } from '@roadmark/domain/delivery/due-date';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(locale: string, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      ...(timeZone ? { timeZone } : {}),
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    formats.set(key, format);
  }
  return format;
}

/** A due date (stored as the picked day at midnight UTC) as DD/MM/YYYY (en-GB) or MM/DD/YYYY (en-US). */
export function formatDueDay(targetDate: string, locale: string): string {
  const day = targetDay(targetDate);
  const parsed = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? targetDate : formatFor(locale, 'UTC').format(parsed);
}

/** The day of a moment (a completion date) in the viewer's time zone, in the language's date order. */
export function formatLocalDay(iso: string, locale: string, timeZone?: string): string {
  const parsed = new Date(iso);
  return Number.isNaN(parsed.getTime()) ? iso : formatFor(locale, timeZone).format(parsed);
}
