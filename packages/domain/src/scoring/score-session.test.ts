import { describe, expect, it } from 'vitest';
import { applyDriverMetrics } from './apply-driver-metrics.ts';
import type { AdjustmentRule } from './driver-metric-adjustments.ts';
import { selectAssessmentFeedback } from './feedback-selection.ts';
import { scoreSession } from './score-session.ts';
import {
  choose,
  clickAt,
  clickOn,
  informationText,
  learningVideo,
  multipleChoiceImage,
  multipleChoiceVideo,
  questionnaire,
  responseEvent,
  responseTimeVideo,
  streetSequence,
} from './scoring-test-fixtures.ts';

const rule = (fields: Omit<AdjustmentRule, 'targetType' | 'targetId'> & { target: string }): AdjustmentRule => {
  const { target, ...rest } = fields;
  return { targetType: target === 'demo' ? 'Assessment' : 'Question', targetId: target, ...rest };
};

/**
 * A whole session like the demo assessment, every figure worked out by hand:
 * - mcv (hazard): m100 → 100 / 100 (100 %)
 * - mci (observation): i0 → 0 / 100 (0 %), a suspicious answer worth 2
 * - rtv (hazard, 2 parts): clicks at 5 s (60) and 1 s (outside, 0): part 1 keeps 60, part 2 0 → 60 / 200 (30 %)
 * - sequence (no metric): lr (hazard) cyclist 100 / 100; ld (observation) cyclist 34 + pedestrian 33 = 67 / 100
 *   → 167 / 200 = 83.5 → 84 %
 * - questionnaire: a text answer, q50 (suspicious, 3) and c75 → floor((50 + 75) / 2) = 62, not in the total
 * - a learning video and an information page: not scored
 * Total: (100 + 0 + 60 + 167) / (100 + 100 + 200 + 200) = 327 / 600 = 54.5 → 55 → Medium (30 ≤ 55 < 70).
 * hazard: (100 + 60 + 100) / (100 + 200 + 100) = 260 / 400 = 65 %.
 * observation: (0 + 67) / (100 + 100) = 33.5 → 34 %.
 * Adjustments: total 55 in [55, 55] → hazard +2; total 55 not in [90, 100]; rtv 30 not in [0, 20];
 * mci 0 in [0, 0] → observation -10; ld 67 in [60, 70] → observation +1. hazard +2, observation -9.
 * Suspicion: 2 + 3 = 5 > 4 → marked suspicious.
 */
describe('scoreSession', () => {
  const events = [
    choose('mcv', 'm100'),
    choose('mci', 'i0'),
    clickAt('rtv', 5),
    clickAt('rtv', 1),
    clickOn('lr', 200, 200),
    clickOn('ld', 200, 200),
    clickOn('ld', 850, 500),
    responseEvent('qnInput', { textInput: 'School run, two roundabouts' }),
    choose('qnChoice', 'q50'),
    choose('qnScale', 'c75'),
    // the client claims a perfect learning page: ignored
    responseEvent('lv', { score: 100 }),
  ];
  const adjustmentRules: AdjustmentRule[] = [
    rule({ id: 'total55', target: 'demo', driverMetricId: 'hazard', minScore: 55, maxScore: 55, adjustmentValue: 2 }),
    rule({ id: 'total90', target: 'demo', driverMetricId: 'hazard', minScore: 90, maxScore: 100, adjustmentValue: 5 }),
    rule({
      id: 'rtvLow',
      target: 'rtv',
      driverMetricId: 'observation',
      minScore: 0,
      maxScore: 20,
      adjustmentValue: -5,
    }),
    rule({
      id: 'mciZero',
      target: 'mci',
      driverMetricId: 'observation',
      minScore: 0,
      maxScore: 0,
      adjustmentValue: -10,
    }),
    rule({ id: 'ldMid', target: 'ld', driverMetricId: 'observation', minScore: 60, maxScore: 70, adjustmentValue: 1 }),
  ];
  const result = scoreSession({
    assessment: { id: 'demo', highRiskBelow: 30, mediumRiskBelow: 70, maxSuspiciousAnswers: 4 },
    presented: [
      multipleChoiceVideo,
      multipleChoiceImage,
      responseTimeVideo,
      streetSequence,
      questionnaire,
      learningVideo,
      informationText,
    ].map((question) => ({ question })),
    events,
    adjustmentRules,
  });

  it('gives the total, its range and the risk', () => {
    expect(result).toMatchObject({ score: 55, minScore: 0, maxScore: 100, riskCategory: 'Medium' });
  });

  it('breaks the score down by question, Question category only', () => {
    expect(result.questionBreakdown.map((q) => [q.questionId, q.score, q.maxScore, q.percent])).toEqual([
      ['mcv', 100, 100, 100],
      ['mci', 0, 100, 0],
      ['rtv', 60, 200, 30],
      ['seq', 167, 200, 84],
    ]);
  });

  it('scores the questionnaire apart', () => {
    expect(result.questionnaireScores).toEqual([
      { questionId: 'qn', score: 62, sum: 125, countedAnswers: 2, textAnswers: 1 },
    ]);
  });

  it('breaks the score down by driver metric', () => {
    expect(result.driverMetricBreakdown).toEqual([
      { driverMetricId: 'hazard', score: 260, maxScore: 400, percent: 65 },
      { driverMetricId: 'observation', score: 67, maxScore: 200, percent: 34 },
    ]);
  });

  it('applies the matching adjustment rules', () => {
    expect(result.adjustments.map(({ rule }) => rule.id)).toEqual(['total55', 'mciZero', 'ldMid']);
    expect(Object.fromEntries(result.adjustmentTotals)).toEqual({ hazard: 2, observation: -9 });
  });

  it('flags the session suspicious', () => {
    expect(result).toMatchObject({ suspicionSum: 5, markedSuspicious: true });
  });

  it('feeds the person’s driver metrics and the finish-page feedback', () => {
    const applied = applyDriverMetrics({
      metrics: [
        { id: 'hazard', startValue: 50 },
        { id: 'observation', startValue: 50 },
        { id: 'fatigue', startValue: 40 },
      ],
      previous: [{ driverMetricId: 'fatigue', currentValue: 35 }],
      sessionScores: result.driverMetricBreakdown,
      adjustments: result.adjustmentTotals,
    });
    // hazard 65 + 2 = 67; observation 34 - 9 = 25; fatigue not measured: keeps 35
    expect(applied).toEqual([
      { driverMetricId: 'hazard', currentValue: 67, source: 'session' },
      { driverMetricId: 'observation', currentValue: 25, source: 'session' },
      { driverMetricId: 'fatigue', currentValue: 35, source: 'previous' },
    ]);
    const feedback = selectAssessmentFeedback(
      [
        { minTotalScore: 0, maxTotalScore: 29, feedbackText: 'High' },
        { minTotalScore: 30, maxTotalScore: 69, feedbackText: 'You scored {score} out of {maxScore}.' },
      ],
      result.score,
    );
    expect(feedback?.text).toBe('You scored 55 out of 100.');
  });

  it('leaves an assessment with nothing scored not assessed', () => {
    const empty = scoreSession({
      assessment: { id: 'demo' },
      presented: [{ question: questionnaire }, { question: learningVideo }],
      events: [choose('qnChoice', 'q100')],
      adjustmentRules,
    });
    expect(empty).toMatchObject({
      score: null,
      riskCategory: 'NotAssessed',
      questionBreakdown: [],
      driverMetricBreakdown: [],
      adjustments: [],
      markedSuspicious: false,
    });
  });
});
