import { describe, expect, it } from 'vitest';
import { QuestionType } from '../content/question-types.ts';
import { sessionDriverMetricScores } from './driver-metric-scores.ts';
import type { QuestionScore } from './question-score.ts';
import { percentOf } from './score-math.ts';

function scored(
  questionId: string,
  driverMetricId: string | null,
  score: number,
  maxScore: number,
  children: QuestionScore[] = [],
): QuestionScore {
  return {
    questionId,
    questionType: children.length > 0 ? QuestionType.SequenceOfQuestions : QuestionType.MultipleChoiceVideo,
    driverMetricId,
    score,
    maxScore,
    percent: percentOf(score, maxScore),
    parts: [],
    children,
  };
}

describe('sessionDriverMetricScores', () => {
  it.each<[string, QuestionScore[], [string, number, number, number][]]>([
    ['nothing scored', [], []],
    ['questions without a metric measure nothing', [scored('q1', null, 50, 100)], []],
    // A: (40 + 100) / (100 + 200) = 46.67 → 47; B: 100 / 100
    [
      'pooled per metric',
      [
        scored('q1', 'A', 40, 100),
        scored('q2', 'A', 100, 200),
        scored('q3', 'B', 100, 100),
        scored('q4', null, 0, 100),
      ],
      [
        ['A', 140, 300, 47],
        ['B', 100, 100, 100],
      ],
    ],
    // B: (0 + 67) / 200 = 33.5 → 34
    ['x.5 rounds up', [scored('q1', 'B', 0, 100), scored('q2', 'B', 67, 100)], [['B', 67, 200, 34]]],
    // the sequence has no metric: children count to theirs. B: 50 / 100; C: 0 / 100
    [
      'a sequence without a metric counts through its children',
      [scored('seq', null, 50, 200, [scored('c1', 'B', 50, 100), scored('c2', 'C', 0, 100)])],
      [
        ['B', 50, 100, 50],
        ['C', 0, 100, 0],
      ],
    ],
    // the sequence's own metric D takes the whole sequence: 150 / 200 = 75; B is not measured by its child here
    [
      'a sequence with a metric of its own counts as one question',
      [scored('seq', 'D', 150, 200, [scored('c1', 'B', 100, 100), scored('c2', 'B', 50, 100)])],
      [['D', 150, 200, 75]],
    ],
    ['a metric with nothing to score against is not measured', [scored('empty', 'E', 0, 0)], []],
  ])('%s', (_name, questions, expected) => {
    expect(
      sessionDriverMetricScores(questions).map((metric) => [
        metric.driverMetricId,
        metric.score,
        metric.maxScore,
        metric.percent,
      ]),
    ).toEqual(expected);
  });
});
