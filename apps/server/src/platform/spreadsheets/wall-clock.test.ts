import { describe, expect, it } from 'vitest';
import { isTimeZone, WallClock } from './wall-clock.ts';

describe('WallClock', () => {
  it.each([
    ['Europe/London', '2026-03-29T00:59:00Z', '2026-03-29T00:59:00.000Z'],
    ['Europe/London', '2026-03-29T01:00:00Z', '2026-03-29T02:00:00.000Z'],
    ['Europe/London', '2026-10-25T00:59:59Z', '2026-10-25T01:59:59.000Z'],
    ['Europe/London', '2026-10-25T01:00:00Z', '2026-10-25T01:00:00.000Z'],
    ['America/New_York', '2026-11-01T05:59:00Z', '2026-11-01T01:59:00.000Z'],
    ['America/New_York', '2026-11-01T06:00:00Z', '2026-11-01T01:00:00.000Z'],
    ['Asia/Kathmandu', '2026-06-01T00:00:00Z', '2026-06-01T05:45:00.000Z'],
    ['Australia/Lord_Howe', '2026-04-04T14:59:00Z', '2026-04-05T01:59:00.000Z'],
    ['Australia/Lord_Howe', '2026-04-04T15:00:00Z', '2026-04-05T01:30:00.000Z'],
    ['UTC', '2026-11-25T09:43:21.123Z', '2026-11-25T09:43:21.123Z'],
  ])('reads %s at %s as %s, either side of a clock change', (zone, instant, expected) => {
    expect(new WallClock(zone).at(new Date(instant)).toISOString()).toBe(expected);
  });

  it('gives the same answers from its cache as without it', () => {
    const clock = new WallClock('Europe/London');
    const start = Date.parse('2026-10-24T23:00:00Z');
    for (let minute = 0; minute < 240; minute += 7) {
      const instant = new Date(start + minute * 60_000 + 1234);
      expect(clock.at(instant).toISOString()).toBe(new WallClock('Europe/London').at(instant).toISOString());
    }
  });
});

describe('isTimeZone', () => {
  it.each(['Europe/London', 'America/New_York', 'UTC', 'Etc/GMT+5', 'Asia/Tokyo'])('knows %s', (zone) => {
    expect(isTimeZone(zone)).toBe(true);
  });

  it.each(['', 'Mars/Olympus_Mons', 'Europe/Londres', 'local', 'x'.repeat(65)])('refuses %j', (zone) => {
    expect(isTimeZone(zone)).toBe(false);
  });
});
