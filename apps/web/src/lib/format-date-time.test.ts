import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it('writes DD/MM/YYYY HH:mm in British English', () => {
    expect(formatDateTime('2026-11-05T21:03:09.123Z', 'en-GB', 'UTC')).toBe('05/11/2026 21:03');
  });

  it('writes MM/DD/YYYY HH:mm in American English, still on a 24-hour clock', () => {
    expect(formatDateTime('2026-11-05T21:03:09.123Z', 'en-US', 'UTC')).toBe('11/05/2026 21:03');
  });

  it('writes the first hour of the day as 00', () => {
    expect(formatDateTime('2026-01-02T00:07:00Z', 'en-GB', 'UTC')).toBe('02/01/2026 00:07');
  });

  it('uses the given time zone, which can change the day', () => {
    expect(formatDateTime('2026-06-30T23:30:00Z', 'en-GB', 'Europe/London')).toBe('01/07/2026 00:30');
    expect(formatDateTime('2026-07-01T02:30:00Z', 'en-US', 'America/New_York')).toBe('06/30/2026 22:30');
  });

  it('shows a value that is not a date as it is', () => {
    expect(formatDateTime('not a date', 'en-GB')).toBe('not a date');
  });
});
