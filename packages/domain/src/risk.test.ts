import { describe, expect, it } from 'vitest';
import { riskCategory } from './risk.ts';

describe('riskCategory', () => {
  const thresholds = { highRiskBelow: 30, mediumRiskBelow: 70 };
  it.each([
    [0, 'High'],
    [29.9, 'High'],
    [30, 'Medium'],
    [69, 'Medium'],
    [70, 'Low'],
    [100, 'Low'],
    [null, 'NotAssessed'],
    [undefined, 'NotAssessed'],
  ])('puts %s in %s', (score, category) => {
    expect(riskCategory(score, thresholds)).toBe(category);
  });
});
