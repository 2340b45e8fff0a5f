import { describe, expect, it } from 'vitest';
import { sessionRiskCategory } from './session-risk.ts';

describe('sessionRiskCategory', () => {
  it.each([
    [null, {}, 'NotAssessed'],
    [0, {}, 'High'],
    [29, {}, 'High'],
    [30, {}, 'Medium'],
    [69, {}, 'Medium'],
    [70, {}, 'Low'],
    [100, {}, 'Low'],
    [49, { highRiskBelow: 50, mediumRiskBelow: 80 }, 'High'],
    [50, { highRiskBelow: 50, mediumRiskBelow: 80 }, 'Medium'],
    [79, { highRiskBelow: 50, mediumRiskBelow: 80 }, 'Medium'],
    [80, { highRiskBelow: 50, mediumRiskBelow: 80 }, 'Low'],
    [29, { highRiskBelow: null, mediumRiskBelow: null }, 'High'],
  ])('total %s with thresholds %o is %s', (total, assessment, expected) => {
    expect(sessionRiskCategory(total, assessment)).toBe(expected);
  });
});
