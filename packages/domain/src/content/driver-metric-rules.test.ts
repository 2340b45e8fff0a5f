import { describe, expect, it } from 'vitest';
import { adjustmentRuleSchema, displayRuleSchema, recommendationRuleSchema } from './driver-metric-rules.ts';
import { fillFeedbackText, questionFeedbackSchema } from './feedback-ranges.ts';
import { sortByScoreRange } from './score-ranges.ts';

const M1 = '33333333-3333-4333-8333-333333333333';
const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('recommendation and adjustment rules', () => {
  it.each([
    [{ driverMetricId: '' }, 'validation.content.metricRequired'],
    [{ driverMetricId: null }, 'validation.content.metricRequired'],
    [{ minScore: -1 }, 'validation.content.minScoreRange'],
    [{ maxScore: 101 }, 'validation.content.maxScoreRange'],
    [{ minScore: 60, maxScore: 50 }, 'validation.content.scoreRangeOrder'],
  ])('refuses the recommendation %j', (change, key) => {
    expect(
      messages(recommendationRuleSchema.safeParse({ driverMetricId: M1, minScore: 0, maxScore: 100, ...change })),
    ).toEqual([key]);
  });

  it.each([
    [0, 'validation.content.adjustmentZero'],
    [-0, 'validation.content.adjustmentZero'],
    [101, 'validation.content.adjustmentRange'],
    [undefined, 'validation.content.adjustmentRequired'],
  ])('refuses the adjustment value %s', (adjustmentValue, key) => {
    expect(
      messages(adjustmentRuleSchema.safeParse({ driverMetricId: M1, minScore: 0, maxScore: 100, adjustmentValue })),
    ).toEqual([key]);
  });

  it('requires a display quantity of 1 or more', () => {
    expect(messages(displayRuleSchema.safeParse({ driverMetricId: M1, quantity: '' }))).toEqual([
      'validation.content.quantityRequired',
    ]);
    expect(messages(displayRuleSchema.safeParse({ driverMetricId: M1, quantity: 0 }))).toEqual([
      'validation.content.quantityRange',
    ]);
    expect(displayRuleSchema.parse({ driverMetricId: M1, quantity: 2 }).quantity).toBe(2);
  });
});

describe('feedback ranges', () => {
  it('allows the {score} and {maxScore} placeholders and fills them', () => {
    const feedback = questionFeedbackSchema.parse({ minScore: 0, maxScore: 100, feedbackText: '{score}/{maxScore}' });
    expect(fillFeedbackText(feedback.feedbackText, 40, 200)).toBe('40/200');
    expect(messages(questionFeedbackSchema.safeParse({ minScore: 10, maxScore: 5 }))).toEqual([
      'validation.content.scoreRangeOrder',
    ]);
  });

  it('sorts by min then max score', () => {
    const ranges = [
      { min: 50, max: 100 },
      { min: 0, max: 60 },
      { min: 0, max: 40 },
    ];
    expect(sortByScoreRange(ranges, (r) => r)).toEqual([
      { min: 0, max: 40 },
      { min: 0, max: 60 },
      { min: 50, max: 100 },
    ]);
  });
});
