import { describe, expect, it } from 'vitest';
import { defaultTargetDate, dueState, targetDay } from './due-date';

describe('defaultTargetDate', () => {
  it('is the same day two months ahead', () => {
    expect(defaultTargetDate(new Date(2026, 10, 22))).toBe('2027-01-22');
  });

  it('falls back to the last day of a shorter month', () => {
    expect(defaultTargetDate(new Date(2026, 11, 31))).toBe('2027-02-28');
  });
});

describe('dueState', () => {
  const today = new Date(2026, 10, 22);

  it('is overdue before today, due soon within 7 days, else later', () => {
    expect(dueState('2026-11-21', today)).toBe('overdue');
    expect(dueState('2026-11-22', today)).toBe('dueSoon');
    expect(dueState('2026-11-29', today)).toBe('dueSoon');
    expect(dueState('2026-11-30', today)).toBe('later');
  });
});

describe('targetDay', () => {
  it('keeps a plain date and reads a stored timestamp as its UTC day', () => {
    expect(targetDay('2027-01-22')).toBe('2027-01-22');
    expect(targetDay('2027-01-22T00:00:00.000Z')).toBe('2027-01-22');
  });
});
