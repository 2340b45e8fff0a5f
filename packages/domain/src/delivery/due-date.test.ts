import { describe, expect, it } from 'vitest';
import { type DueDateTone, type DueState, dueDateTone, dueState, targetDay } from './due-date.ts';

/** Today is Sunday 22 November 2026, local time. */
const today = new Date(2026, 10, 22, 15, 30);

describe('dueState', () => {
  it.each<[string, DueState]>([
    ['2026-11-21', 'overdue'],
    ['2025-01-01', 'overdue'],
    ['2026-11-22', 'dueSoon'],
    ['2026-11-29', 'dueSoon'],
    ['2026-11-30', 'later'],
    ['not a date', 'later'],
  ])('%s: %s', (day, expected) => {
    expect(dueState(day, today)).toBe(expected);
  });
});

describe('targetDay', () => {
  it.each<[string | Date, string]>([
    ['2027-01-22', '2027-01-22'],
    ['2027-01-22T00:00:00.000Z', '2027-01-22'],
    ['2027-01-22T23:30:00-02:00', '2027-01-23'],
    [new Date('2027-01-22T00:00:00Z'), '2027-01-22'],
    [new Date('nonsense'), ''],
  ])('%s: %s', (stored, expected) => {
    expect(targetDay(stored)).toBe(expected);
  });
});

describe('dueDateTone', () => {
  it.each<[string | Date | null, boolean, DueDateTone, string]>([
    ['2026-11-01', true, 'success', 'completed, even when late'],
    ['2026-12-31', true, 'success', 'completed early'],
    ['2026-11-21T00:00:00.000Z', false, 'danger', 'overdue'],
    ['2026-11-22T00:00:00.000Z', false, 'warning', 'due today'],
    [new Date('2026-11-29T00:00:00Z'), false, 'warning', 'due in 7 days'],
    ['2026-11-30', false, 'muted', 'due in 8 days'],
    [null, false, 'muted', 'no due date'],
  ])('%s, completed %s: %s (%s)', (targetDate, completed, expected) => {
    expect(dueDateTone(targetDate, completed, today)).toBe(expected);
  });
});
