const formatters = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formattersFor(locale: string, timeZone: string | undefined) {
  const key = `${locale}|${timeZone ?? ''}`;
  let found = formatters.get(key);
  if (!found) {
    const zone = timeZone ? { timeZone } : {};
    found = {
      date: new Intl.DateTimeFormat(locale, { ...zone, day: '2-digit', month: '2-digit', year: 'numeric' }),
      time: new Intl.DateTimeFormat(locale, { ...zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    };
    formatters.set(key, found);
  }
  return found;
}

/**
 * A moment, as the locale writes a date followed by a 24-hour time: DD/MM/YYYY HH:mm in en-GB,
 * MM/DD/YYYY HH:mm in en-US. The viewer's time zone unless one is given. A value that is not a date is shown as is.
 */
export function formatDateTime(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const { date: dateFormat, time: timeFormat } = formattersFor(locale, timeZone);
  return `${dateFormat.format(date)} ${timeFormat.format(date)}`;
}

/** A day, as the locale writes it (DD/MM/YYYY in en-GB, MM/DD/YYYY in en-US), in the viewer's time zone. */
export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formattersFor(locale, undefined).date.format(date);
}
