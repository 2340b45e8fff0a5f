import { QuestionType } from '../content/question-types.ts';
import type { QuestionScore } from './question-score.ts';
import { percentOf } from './score-math.ts';

/** A driver metric's score in one session (the finish page's driver-metric breakdown). */
export interface DriverMetricScore {
  driverMetricId: string;
  score: number;
  maxScore: number;
  /** Math.round(100 × score / maxScore), over the questions whose primary safety metric is this metric. */
  percent: number;
}

/** A sequence with a metric of its own counts as one question; without one, each child counts to its own metric. */
function metricQuestions(questions: readonly QuestionScore[]): QuestionScore[] {
  return questions.flatMap((question) =>
    question.questionType === QuestionType.SequenceOfQuestions && !question.driverMetricId
      ? metricQuestions(question.children)
      : [question],
  );
}

/**
 * docs/product/scoring.md#driver-metrics: each metric's percent over the session's scored questions whose primary
 * safety metric it is (pooled: Σ scores over Σ maxScores, rounded once). Metrics with nothing to score against are left
 * out: they were not measured in this session. In order of first appearance.
 */
export function sessionDriverMetricScores(questions: readonly QuestionScore[]): DriverMetricScore[] {
  const sums = new Map<string, { score: number; maxScore: number }>();
  for (const question of metricQuestions(questions)) {
    if (!question.driverMetricId) continue;
    const sum = sums.get(question.driverMetricId) ?? { score: 0, maxScore: 0 };
    sum.score += question.score;
    sum.maxScore += question.maxScore;
    sums.set(question.driverMetricId, sum);
  }
  const scores: DriverMetricScore[] = [];
  for (const [driverMetricId, { score, maxScore }] of sums) {
    const percent = percentOf(score, maxScore);
    if (percent !== null) scores.push({ driverMetricId, score, maxScore, percent });
  }
  return scores;
}
