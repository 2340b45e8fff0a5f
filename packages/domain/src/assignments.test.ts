import { describe, expect, it } from 'vitest';
import { assignmentMaxRestartsSchema, defaultTargetDate, isIsoDate, maxRestartsWithinLicence } from './assignments.ts';

describe('assignment rules', () => {
  it('accepts ISO dates and date-times of real days only', () => {
    for (const value of ['2027-01-31', '2020-05-01', '2027-01-15T09:30:00Z', '2027-01-15T09:30:00.123+01:00']) {
      expect(isIsoDate(value), value).toBe(true);
    }
    for (const value of ['2027-02-30', '31/12/2027', 'next Tuesday', '', '2027-1-5', '2027-01-15T09:30']) {
      expect(isIsoDate(value), value).toBe(false);
    }
  });

  it('keeps maxRestarts within the licence unless it is 0', () => {
    expect(maxRestartsWithinLicence(0, 0)).toBe(true);
    expect(maxRestartsWithinLicence(3, 3)).toBe(true);
    expect(maxRestartsWithinLicence(4, 3)).toBe(false);
    expect(assignmentMaxRestartsSchema(2).safeParse(3).error?.issues[0]?.message).toBe(
      'validation.maxRestartsOverLicence',
    );
  });

  it('is due two months ahead by default', () => {
    expect(defaultTargetDate(new Date('2026-11-22T03:00:00Z')).toISOString()).toBe('2027-01-22T03:00:00.000Z');
  });
});
