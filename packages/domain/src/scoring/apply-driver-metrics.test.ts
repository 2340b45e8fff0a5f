import { describe, expect, it } from 'vitest';
import { type AppliedDriverMetric, applyDriverMetrics } from './apply-driver-metrics.ts';
import type { DriverMetricScore } from './driver-metric-scores.ts';

const metrics = [
  { id: 'A', startValue: 50 },
  { id: 'B', startValue: 40 },
  { id: 'C', startValue: 60 },
];
const measured = (driverMetricId: string, percent: number): DriverMetricScore => ({
  driverMetricId,
  score: percent,
  maxScore: 100,
  percent,
});
const values = (applied: AppliedDriverMetric[]) =>
  applied.map(({ driverMetricId, currentValue, source }) => `${driverMetricId}=${currentValue} ${source}`);

describe('applyDriverMetrics', () => {
  it.each<[string, DriverMetricScore[], [string, number][], Record<string, number>, string[]]>([
    ['nothing measured, nothing before: start values', [], [], {}, ['A=50 start', 'B=40 start', 'C=60 start']],
    // A: 47 + 5 = 52
    [
      'the session percent plus adjustments',
      [measured('A', 47)],
      [],
      { A: 5 },
      ['A=52 session', 'B=40 start', 'C=60 start'],
    ],
    // A: 98 + 5 = 103 → 100
    ['clamped above 100', [measured('A', 98)], [], { A: 5 }, ['A=100 session', 'B=40 start', 'C=60 start']],
    // B: 75 - 80 = -5 → 0
    ['clamped below 0', [measured('B', 75)], [], { B: -80 }, ['A=50 start', 'B=0 session', 'C=60 start']],
    [
      'the session replaces the previous value',
      [measured('A', 30)],
      [['A', 90]],
      {},
      ['A=30 session', 'B=40 start', 'C=60 start'],
    ],
    [
      'a metric not measured now keeps its previous value',
      [],
      [['B', 70]],
      {},
      ['A=50 start', 'B=70 previous', 'C=60 start'],
    ],
    // B: its previous 70 + 10; C: never measured, its start value 60 - 20
    [
      'a matched rule adjusts a metric the session did not measure, from its previous or start value',
      [],
      [['B', 70]],
      { B: 10, C: -20 },
      ['A=50 start', 'B=80 adjusted', 'C=40 adjusted'],
    ],
    // C: 60 - 80 = -20 → 0
    ['an adjusted metric is clamped too', [], [], { C: -80 }, ['A=50 start', 'B=40 start', 'C=0 adjusted']],
    [
      'an adjustment to a metric that is not listed is left out (its start value is unknown)',
      [],
      [],
      { Z: 10 },
      ['A=50 start', 'B=40 start', 'C=60 start'],
    ],
    [
      'a measured metric that was not listed is added',
      [measured('E', 30)],
      [],
      {},
      ['A=50 start', 'B=40 start', 'C=60 start', 'E=30 session'],
    ],
  ])('%s', (_name, sessionScores, previous, adjustments, expected) => {
    const applied = applyDriverMetrics({
      metrics,
      previous: previous.map(([driverMetricId, currentValue]) => ({ driverMetricId, currentValue })),
      sessionScores,
      adjustments: new Map(Object.entries(adjustments)),
    });
    expect(values(applied)).toEqual(expected);
  });

  it('ignores an archived previous value (the metric falls back to its start value)', () => {
    const applied = applyDriverMetrics({
      metrics,
      previous: [{ driverMetricId: 'C', currentValue: 20, archived: true }],
      sessionScores: [],
      adjustments: new Map(),
    });
    expect(values(applied)).toContain('C=60 start');
  });
});
