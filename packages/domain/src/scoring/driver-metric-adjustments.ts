import { RuleTargetType } from '../content/driver-metric-rules.ts';
import type { QuestionScore } from './question-score.ts';
import { scoreRangeContains } from './score-range.ts';

/** A DriverMetricAdjustment, as stored in driver_metric_adjustments. */
export interface AdjustmentRule {
  id?: string;
  targetType: RuleTargetType;
  targetId: string;
  driverMetricId: string;
  minScore: number;
  maxScore: number;
  adjustmentValue: number;
  archived?: boolean | null;
}

/** One rule that applies, with the score its range was matched against. */
export interface MatchedAdjustment {
  rule: AdjustmentRule;
  matchedScore: number;
}

function flatten(questions: readonly QuestionScore[]): QuestionScore[] {
  return questions.flatMap((question) => [question, ...flatten(question.children)]);
}

/**
 * docs/product/scoring.md#adjustments: the adjustment rules that apply to a finished session. An Assessment rule of
 * this assessment applies when its range contains the total score; a Question rule applies once for each presented
 * question (a sequence's children included) whose percent its range contains. Ranges are inclusive at both ends; a null
 * total or percent matches nothing; archived rules never apply.
 */
export function matchingAdjustments(
  rules: readonly AdjustmentRule[],
  session: { assessmentId: string; totalScore: number | null; questions: readonly QuestionScore[] },
): MatchedAdjustment[] {
  const live = rules.filter((rule) => !rule.archived);
  const range = (rule: AdjustmentRule) => ({ min: rule.minScore, max: rule.maxScore });
  const matched: MatchedAdjustment[] = [];
  for (const rule of live) {
    const isOwn = rule.targetType === RuleTargetType.Assessment && rule.targetId === session.assessmentId;
    if (isOwn && session.totalScore !== null && scoreRangeContains(range(rule), session.totalScore)) {
      matched.push({ rule, matchedScore: session.totalScore });
    }
  }
  for (const question of flatten(session.questions)) {
    for (const rule of live) {
      if (rule.targetType !== RuleTargetType.Question || rule.targetId !== question.questionId) continue;
      if (question.percent !== null && scoreRangeContains(range(rule), question.percent)) {
        matched.push({ rule, matchedScore: question.percent });
      }
    }
  }
  return matched;
}

/** The summed adjustmentValue per driver metric of the matched rules. */
export function adjustmentTotals(matched: readonly MatchedAdjustment[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const { rule } of matched) {
    totals.set(rule.driverMetricId, (totals.get(rule.driverMetricId) ?? 0) + rule.adjustmentValue);
  }
  return totals;
}
