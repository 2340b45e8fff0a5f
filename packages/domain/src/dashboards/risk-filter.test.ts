import { describe, expect, it } from 'vitest';
import { translateMessage } from '../messages.ts';
import type { RiskCategory } from '../risk.ts';
import { ALL_RISK_FILTERS, matchesRiskFilter, type RiskFilter, riskFilterSchema } from './risk-filter.ts';

describe('riskFilterSchema', () => {
  it.each(['All', 'High', 'Medium', 'Low', 'NotAssessed'])('accepts %s', (value) => {
    expect(riskFilterSchema.parse(value)).toBe(value);
  });

  it.each<[string, unknown]>([
    ['an unknown value', 'Critical'],
    ['the wrong case', 'high'],
    ['the label instead of the value', 'Not assessed'],
    ['an empty string', ''],
    ['a number', 1],
    ['null', null],
    ['nothing', undefined],
  ])('rejects %s with the risk filter message', (_label, value) => {
    const result = riskFilterSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['validation.riskFilterInvalid']);
  });

  it('offers the filters in the documented order', () => {
    expect(ALL_RISK_FILTERS).toEqual(['All', 'High', 'Medium', 'Low', 'NotAssessed']);
  });

  it.each([
    ['en-GB', 'Choose a risk filter: All, High, Medium, Low or Not assessed'],
    ['en-US', 'Choose a risk filter: All, High, Medium, Low or Not assessed'],
  ] as const)('has a %s message', (locale, text) => {
    expect(translateMessage('validation.riskFilterInvalid', {}, locale)).toBe(text);
  });
});

describe('matchesRiskFilter', () => {
  it.each<[RiskCategory, RiskFilter, boolean]>([
    ['High', 'All', true],
    ['NotAssessed', 'All', true],
    ['High', 'High', true],
    ['Medium', 'High', false],
    ['Medium', 'Medium', true],
    ['Low', 'Medium', false],
    ['Low', 'Low', true],
    ['High', 'Low', false],
    ['NotAssessed', 'NotAssessed', true],
    ['Low', 'NotAssessed', false],
    ['NotAssessed', 'High', false],
  ])('%s under filter %s: %s', (category, filter, expected) => {
    expect(matchesRiskFilter(category, filter)).toBe(expected);
  });
});
