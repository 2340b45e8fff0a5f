import { describe, expect, it } from 'vitest';
import { filterFromSearch, filterSearch, filterVariables, lastTwelveMonths } from './analysis-filter';

describe('the analysis filter', () => {
  it('opens on the last twelve months in UTC, today included', () => {
    expect(lastTwelveMonths(new Date('2026-11-28T23:30:00Z'))).toEqual({ from: '2025-11-29', to: '2026-11-28' });
    // A year after a 29 February: the day after 28 February.
    expect(lastTwelveMonths(new Date('2029-02-28T08:00:00Z'))).toEqual({ from: '2028-02-29', to: '2029-02-28' });
  });

  it('carries the period and subscription from one analysis to another, an empty day meaning no limit', () => {
    const today = new Date('2026-11-28T12:00:00Z');
    const filter = { from: '', to: '2026-06-30', subscriptionId: 'fleet' };
    const search = new URLSearchParams(filterSearch(filter, { assessmentId: 'a1' }));
    expect(search.get('assessmentId')).toBe('a1');
    expect(filterFromSearch(search, today)).toEqual(filter);
    expect(filterVariables(filter)).toEqual({ from: null, to: '2026-06-30', subscriptionId: 'fleet' });
    expect(filterFromSearch(new URLSearchParams(), today)).toEqual({
      from: '2025-11-29',
      to: '2026-11-28',
      subscriptionId: '',
    });
  });
});
