import { describe, expect, it } from 'vitest';
import {
  assessmentEditSchema,
  assessmentFormSchema,
  assessmentItemSchema,
  effectiveNumberToPresent,
} from './assessment-form.ts';

const Q1 = '11111111-1111-4111-8111-111111111111';
const Q2 = '22222222-2222-4222-8222-222222222222';
const M1 = '33333333-3333-4333-8333-333333333333';

const valid = {
  name: 'Hazards',
  assessmentType: 'Assessment',
  feedbackStyle: 'NoFeedback',
  maxSuspiciousAnswers: 0,
  highRiskBelow: 30,
  mediumRiskBelow: 70,
};
const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];
const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('assessmentFormSchema', () => {
  it('accepts a valid assessment and fills the defaults', () => {
    expect(assessmentFormSchema.parse(valid)).toMatchObject({ isSmartIndividuality: false, tileText: '', text: '' });
  });

  it.each([
    [{ name: ' ' }, 'validation.nameRequired'],
    [{ assessmentType: undefined }, 'validation.content.assessmentTypeRequired'],
    [{ assessmentType: 'Quiz' }, 'validation.content.assessmentTypeRequired'],
    [{ feedbackStyle: '' }, 'validation.content.feedbackStyleRequired'],
    [{ highRiskBelow: 101 }, 'validation.riskThresholdRange'],
    [{ mediumRiskBelow: -1 }, 'validation.riskThresholdRange'],
    [{ highRiskBelow: 80 }, 'validation.riskThresholdOrder'],
    [{ maxSuspiciousAnswers: -1 }, 'validation.content.maxSuspiciousAnswersRange'],
  ])('refuses %j with %s', (change, key) => {
    expect(messages(assessmentFormSchema.safeParse({ ...valid, ...change }))).toEqual([key]);
  });
});

describe('assessmentItemSchema', () => {
  const item = { displayOrder: 1, questionIds: [Q1, Q2] };
  it('checks the number to present against the pool', () => {
    expect(assessmentItemSchema.parse(item).numberOfQuestionsToPresent).toBe(1);
    expect(messages(assessmentItemSchema.safeParse({ ...item, numberOfQuestionsToPresent: 3 }))).toEqual([
      'validation.content.numberToPresentRange',
    ]);
    expect(messages(assessmentItemSchema.safeParse({ ...item, numberOfQuestionsToPresent: 0 }))).toEqual([
      'validation.content.numberToPresentRange',
    ]);
    expect(messages(assessmentItemSchema.safeParse({ ...item, questionIds: [] }))).toEqual([
      'validation.content.poolEmpty',
    ]);
  });

  it('checks display rules', () => {
    expect(
      issues(assessmentItemSchema.safeParse({ ...item, displayRules: [{ driverMetricId: '', quantity: Number.NaN }] })),
    ).toEqual([
      ['displayRules.0.driverMetricId', 'validation.content.metricRequired'],
      ['displayRules.0.quantity', 'validation.content.quantityRequired'],
    ]);
    const twice = {
      ...item,
      displayRules: [
        { driverMetricId: M1, quantity: 1 },
        { driverMetricId: M1, quantity: 2 },
      ],
    };
    expect(messages(assessmentItemSchema.safeParse(twice))).toEqual([
      'validation.content.displayRuleMetricRepeated',
      'validation.content.displayRulesExceedPool',
    ]);
    expect(
      effectiveNumberToPresent(
        assessmentItemSchema.parse({ ...item, displayRules: [{ driverMetricId: M1, quantity: 2 }] }),
      ),
    ).toBe(2);
  });
});

describe('assessmentEditSchema aggregate messages', () => {
  it('adds the list message next to each entry message', () => {
    const result = assessmentEditSchema.safeParse({
      ...valid,
      items: [{ displayOrder: 1, questionIds: [] }],
      feedbacks: [{ minTotalScore: 50, maxTotalScore: 40 }],
      recommendations: [{ minScore: 0, maxScore: 100 }],
      adjustments: [{ driverMetricId: M1, minScore: 0, maxScore: 100, adjustmentValue: 0 }],
    });
    expect(issues(result)).toEqual([
      ['items.0.questionIds', 'validation.content.poolEmpty'],
      ['items', 'validation.content.itemsInvalid'],
      ['feedbacks.0.minTotalScore', 'validation.content.scoreRangeOrder'],
      ['feedbacks', 'validation.content.feedbacksInvalid'],
      ['recommendations.0.driverMetricId', 'validation.content.metricRequired'],
      ['recommendations', 'validation.content.recommendationsInvalid'],
      ['adjustments.0.adjustmentValue', 'validation.content.adjustmentZero'],
      ['adjustments', 'validation.content.adjustmentsInvalid'],
    ]);
  });

  it('accepts an assessment with valid lists', () => {
    const result = assessmentEditSchema.safeParse({
      ...valid,
      items: [{ displayOrder: 1, questionIds: [Q1] }],
      feedbacks: [{ minTotalScore: 0, maxTotalScore: 100, feedbackText: 'You scored {score} of {maxScore}' }],
      adjustments: [{ driverMetricId: M1, minScore: 0, maxScore: 50, adjustmentValue: -10 }],
    });
    expect(result.success).toBe(true);
  });
});
