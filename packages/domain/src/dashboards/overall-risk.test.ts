import { describe, expect, it } from 'vitest';
import { overallRisk, overallScore } from './overall-risk.ts';

const defaults = { highRiskBelow: 30, mediumRiskBelow: 70 };

describe('overallScore', () => {
  it.each<[string, (number | null | undefined)[], number | null]>([
    ['nothing licensed', [], null],
    ['nothing finished', [null, null], null],
    ['undefined counts as unfinished', [undefined, null], null],
    ['one finished score', [64], 64],
    ['unfinished ones are left out of the mean', [80, null, 40], 60],
    ['mean of three: (70 + 71 + 71) / 3 = 70.67 -> 71', [70, 71, 71], 71],
    ['half rounds up: (12 + 13) / 2 = 12.5 -> 13', [12, 13], 13],
    ['just below half rounds down: (10 + 10 + 11) / 3 = 10.33 -> 10', [10, 10, 11], 10],
    ['zero is a finished score, not a missing one', [0, null], 0],
    ['zero pulls the mean down: (0 + 100) / 2', [0, 100], 50],
    ['NaN is not a score', [Number.NaN, 40], 40],
  ])('%s', (_label, scores, expected) => {
    expect(overallScore(scores)).toBe(expected);
  });
});

describe('overallRisk', () => {
  it.each<[string, (number | null)[], { highRiskBelow: number; mediumRiskBelow: number }, string]>([
    ['no finished assessment', [null], defaults, 'NotAssessed'],
    ['no licensed assessment', [], defaults, 'NotAssessed'],
    ['mean 29 is High', [28, 30], defaults, 'High'],
    ['(29 + 30) / 2 = 29.5 rounds to 30: Medium, not High', [29, 30], defaults, 'Medium'],
    ['(69 + 70) / 2 = 69.5 rounds to 70: Low', [69, 70], defaults, 'Low'],
    ['mean 69 is Medium', [68, 70], defaults, 'Medium'],
    ['a zero score alone is High', [0], defaults, 'High'],
    ['subscription thresholds 50/90: 85 is Medium', [85, null], { highRiskBelow: 50, mediumRiskBelow: 90 }, 'Medium'],
    ['subscription thresholds 50/90: 45 is High', [45], { highRiskBelow: 50, mediumRiskBelow: 90 }, 'High'],
  ])('%s', (_label, scores, thresholds, expected) => {
    expect(overallRisk(scores, thresholds)).toBe(expected);
  });
});
