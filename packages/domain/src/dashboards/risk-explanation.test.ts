import { describe, expect, it } from 'vitest';
import type { RiskThresholds } from '../risk.ts';
import { type MetricValue, nextBand, riskExplanation, weakMetrics } from './risk-explanation.ts';

const defaults: RiskThresholds = { highRiskBelow: 30, mediumRiskBelow: 70 };

const speed: MetricValue = { metricId: 'm-speed', name: 'Speed', value: 55 };
const hazards: MetricValue = { metricId: 'm-hazards', name: 'Hazards', value: 20 };
const distance: MetricValue = { metricId: 'm-distance', name: 'Distance', value: 70 };
const mirrors: MetricValue = { metricId: 'm-mirrors', name: 'Mirrors', value: 90 };
const junctions: MetricValue = { metricId: 'm-junctions', name: 'Junctions', value: 29 };
const fatigue: MetricValue = { metricId: 'm-fatigue', name: 'Fatigue', value: 30 };

describe('nextBand', () => {
  it.each<[string, number, RiskThresholds, ReturnType<typeof nextBand>]>([
    ['55 at 30/70: reach 70 to be Low', 55, defaults, { category: 'Low', targetScore: 70, pointsNeeded: 15 }],
    ['30 (lowest Medium): reach 70', 30, defaults, { category: 'Low', targetScore: 70, pointsNeeded: 40 }],
    ['69 (highest Medium): 1 point to Low', 69, defaults, { category: 'Low', targetScore: 70, pointsNeeded: 1 }],
    ['29 is High: reach 30 to be Medium', 29, defaults, { category: 'Medium', targetScore: 30, pointsNeeded: 1 }],
    ['0 is High: reach 30', 0, defaults, { category: 'Medium', targetScore: 30, pointsNeeded: 30 }],
    ['70 is Low: nothing above', 70, defaults, null],
    ['100 is Low: nothing above', 100, defaults, null],
    [
      'subscription 50/90, 85: reach 90 to be Low',
      85,
      { highRiskBelow: 50, mediumRiskBelow: 90 },
      { category: 'Low', targetScore: 90, pointsNeeded: 5 },
    ],
    [
      'equal thresholds 50/50 (no Medium band), 40: reach 50 to be Low',
      40,
      { highRiskBelow: 50, mediumRiskBelow: 50 },
      { category: 'Low', targetScore: 50, pointsNeeded: 10 },
    ],
  ])('%s', (_label, score, thresholds, expected) => {
    expect(nextBand(score, thresholds)).toEqual(expected);
  });
});

describe('weakMetrics', () => {
  it.each<[string, MetricValue[], RiskThresholds, [string, string][]]>([
    ['no metrics', [], defaults, []],
    ['all at or above 70: none', [distance, mirrors], defaults, []],
    [
      'below 70, lowest first, banded by the thresholds',
      [speed, mirrors, hazards, distance, fatigue, junctions],
      defaults,
      [
        ['m-hazards', 'High'],
        ['m-junctions', 'High'],
        ['m-fatigue', 'Medium'],
        ['m-speed', 'Medium'],
      ],
    ],
    [
      'the subscription thresholds decide (50/90): 70 and 55 are Medium, 20 and 29 are High',
      [speed, mirrors, hazards, distance, junctions],
      { highRiskBelow: 50, mediumRiskBelow: 90 },
      [
        ['m-hazards', 'High'],
        ['m-junctions', 'High'],
        ['m-speed', 'Medium'],
        ['m-distance', 'Medium'],
      ],
    ],
    [
      'equal values: by name, then by id',
      [
        { metricId: 'b', name: 'Zebra', value: 40 },
        { metricId: 'z', name: 'Alpha', value: 40 },
        { metricId: 'a', name: 'Alpha', value: 40 },
      ],
      defaults,
      [
        ['a', 'Medium'],
        ['z', 'Medium'],
        ['b', 'Medium'],
      ],
    ],
  ])('%s', (_label, metrics, thresholds, expected) => {
    expect(weakMetrics(metrics, thresholds).map((metric) => [metric.metricId, metric.band])).toEqual(expected);
  });

  it('keeps the name and value of each metric', () => {
    expect(weakMetrics([speed], defaults)).toEqual([{ metricId: 'm-speed', name: 'Speed', value: 55, band: 'Medium' }]);
  });
});

describe('riskExplanation', () => {
  it('Medium at 55 with 30/70: the metrics below 70 and a target of 70 for Low', () => {
    expect(riskExplanation(55, [mirrors, speed, hazards], defaults)).toEqual({
      score: 55,
      category: 'Medium',
      pulledDown: [
        { ...hazards, band: 'High' },
        { ...speed, band: 'Medium' },
      ],
      nextBand: { category: 'Low', targetScore: 70, pointsNeeded: 15 },
    });
  });

  it('High at 25: target 30 for Medium', () => {
    const explanation = riskExplanation(25, [hazards], defaults);
    expect(explanation.category).toBe('High');
    expect(explanation.nextBand).toEqual({ category: 'Medium', targetScore: 30, pointsNeeded: 5 });
    expect(explanation.pulledDown.map((metric) => metric.metricId)).toEqual(['m-hazards']);
  });

  it('Low at 80: no next band, weak metrics still listed', () => {
    expect(riskExplanation(80, [mirrors, speed], defaults)).toEqual({
      score: 80,
      category: 'Low',
      pulledDown: [{ ...speed, band: 'Medium' }],
      nextBand: null,
    });
  });

  it('Not Assessed: nothing pulled down and no next band', () => {
    expect(riskExplanation(null, [hazards, speed], defaults)).toEqual({
      score: null,
      category: 'NotAssessed',
      pulledDown: [],
      nextBand: null,
    });
  });
});
