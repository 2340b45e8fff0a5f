import { describe, expect, it } from 'vitest';
import { QuestionType } from '../content/question-types.ts';
import { type AdjustmentRule, adjustmentTotals, matchingAdjustments } from './driver-metric-adjustments.ts';
import type { QuestionScore } from './question-score.ts';

const question = (questionId: string, percent: number | null, children: QuestionScore[] = []): QuestionScore => ({
  questionId,
  questionType: QuestionType.MultipleChoiceVideo,
  driverMetricId: null,
  score: percent ?? 0,
  maxScore: percent === null ? 0 : 100,
  percent,
  parts: [],
  children,
});

const assessmentRule: AdjustmentRule = {
  id: 'total90',
  targetType: 'Assessment',
  targetId: 'assessment',
  driverMetricId: 'A',
  minScore: 90,
  maxScore: 100,
  adjustmentValue: 5,
};
const questionRule: AdjustmentRule = {
  id: 'q1low',
  targetType: 'Question',
  targetId: 'q1',
  driverMetricId: 'B',
  minScore: 0,
  maxScore: 20,
  adjustmentValue: -5,
};

const matchedIds = (totalScore: number | null, questions: QuestionScore[], rules: AdjustmentRule[]) =>
  matchingAdjustments(rules, { assessmentId: 'assessment', totalScore, questions }).map(({ rule }) => rule.id);

describe('matchingAdjustments', () => {
  it.each<[string, number | null, QuestionScore[], AdjustmentRule[], string[]]>([
    ['total at the lower bound (inclusive)', 90, [], [assessmentRule], ['total90']],
    ['total just below the range', 89, [], [assessmentRule], []],
    ['total at the upper bound (inclusive)', 100, [], [assessmentRule], ['total90']],
    ['a not-assessed session matches no assessment rule', null, [], [assessmentRule], []],
    ['another assessment’s rule never applies', 95, [], [{ ...assessmentRule, targetId: 'other' }], []],
    ['an archived rule never applies', 95, [], [{ ...assessmentRule, archived: true }], []],
    ['question percent at the upper bound (inclusive)', 50, [question('q1', 20)], [questionRule], ['q1low']],
    ['question percent at the lower bound (inclusive)', 50, [question('q1', 0)], [questionRule], ['q1low']],
    ['question percent just above the range', 50, [question('q1', 21)], [questionRule], []],
    ['a question with nothing to score matches nothing', 50, [question('q1', null)], [questionRule], []],
    ['a rule for a question not presented', 50, [question('q2', 0)], [questionRule], []],
    ['a sequence child’s rule applies', 50, [question('seq', 60, [question('q1', 10)])], [questionRule], ['q1low']],
    [
      'assessment and question rules together',
      95,
      [question('q1', 5)],
      [questionRule, assessmentRule],
      ['total90', 'q1low'],
    ],
  ])('%s', (_name, totalScore, questions, rules, expected) => {
    expect(matchedIds(totalScore, questions, rules)).toEqual(expected);
  });
});

describe('adjustmentTotals', () => {
  it('adds the values of every matched rule per metric', () => {
    const plusThree: AdjustmentRule = { ...questionRule, id: 'q1plus', adjustmentValue: 3 };
    const matched = matchingAdjustments([assessmentRule, questionRule, plusThree], {
      assessmentId: 'assessment',
      totalScore: 92,
      questions: [question('q1', 15)],
    });
    // A: +5; B: -5 + 3 = -2
    expect(Object.fromEntries(adjustmentTotals(matched))).toEqual({ A: 5, B: -2 });
    expect(matched.map(({ matchedScore }) => matchedScore)).toEqual([92, 15, 15]);
  });
});
