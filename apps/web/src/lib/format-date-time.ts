/** Making a format is slow (a list formats hundreds of dates), so one is made per locale and options. */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

const DAY = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const TIME = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

const zoneOf = (timeZone: string | undefined) => (timeZone ? { timeZone } : {});

/**
 * A moment, as the locale writes a date followed by a 24-hour time: DD/MM/YYYY HH:mm in en-GB,
 * MM/DD/YYYY HH:mm in en-US. The viewer's time zone unless one is given. A value that is not a date is shown as is.
 */
export function formatDateTime(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const zone = zoneOf(timeZone);
  return `${dateTimeFormat(locale, { ...zone, ...DAY }).format(date)} ${dateTimeFormat(locale, { ...zone, ...TIME }).format(date)}`;
}

/**
 * A day, as the locale writes it (DD/MM/YYYY in en-GB, MM/DD/YYYY in en-US), in the viewer's time zone unless one
 * is given. A value that is not a date is shown as is.
 */
export function formatDate(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(locale, { ...zoneOf(timeZone), ...DAY }).format(date);
}
