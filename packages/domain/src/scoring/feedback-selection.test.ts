import { describe, expect, it } from 'vitest';
import { selectAssessmentFeedback, selectQuestionFeedback } from './feedback-selection.ts';

interface Feedback {
  id: string;
  minScore: number;
  maxScore: number;
  feedbackText: string;
  archived?: boolean;
}

const questionFeedbacks: Feedback[] = [
  { id: 'low', minScore: 0, maxScore: 19, feedbackText: 'Watch again: {score} out of {maxScore}.' },
  { id: 'great', minScore: 80, maxScore: 100, feedbackText: 'Great timing: {score} out of {maxScore}.' },
  { id: 'mid', minScore: 20, maxScore: 79, feedbackText: 'A little late: {score} out of {maxScore}.' },
];
const one = (score: number) => ({ score, maxScore: 100, percent: score });

describe('selectQuestionFeedback', () => {
  it.each<
    [
      string,
      typeof questionFeedbacks,
      { score: number; maxScore: number; percent: number | null },
      string | null,
      string | null,
    ]
  >([
    ['the top range, at its lower bound', questionFeedbacks, one(80), 'great', 'Great timing: 80 out of 100.'],
    ['the top range, at 100', questionFeedbacks, one(100), 'great', 'Great timing: 100 out of 100.'],
    ['the middle range, at its upper bound', questionFeedbacks, one(79), 'mid', 'A little late: 79 out of 100.'],
    ['the middle range, at its lower bound', questionFeedbacks, one(20), 'mid', 'A little late: 20 out of 100.'],
    ['the bottom range, at 0', questionFeedbacks, one(0), 'low', 'Watch again: 0 out of 100.'],
    // two parts: 150 of 200 is 75 %, in the middle range; the text shows the points
    [
      'a two-part question shows its points',
      questionFeedbacks,
      { score: 150, maxScore: 200, percent: 75 },
      'mid',
      'A little late: 150 out of 200.',
    ],
    ['a gap between ranges', [questionFeedbacks[0]!, questionFeedbacks[1]!], one(50), null, null],
    ['no feedback at all', [], one(50), null, null],
    ['a question with nothing to score', questionFeedbacks, { score: 0, maxScore: 0, percent: null }, null, null],
    [
      'overlapping ranges: the first by min then max',
      [
        { id: 'narrow', minScore: 50, maxScore: 60, feedbackText: 'narrow' },
        { id: 'wide', minScore: 0, maxScore: 100, feedbackText: 'wide' },
      ],
      one(55),
      'wide',
      'wide',
    ],
    [
      'an archived range is skipped',
      [
        { id: 'old', minScore: 0, maxScore: 100, feedbackText: 'old', archived: true },
        { id: 'new', minScore: 40, maxScore: 100, feedbackText: 'new {score}' },
      ],
      one(55),
      'new',
      'new 55',
    ],
  ])('%s', (_name, feedbacks, question, expectedId, expectedText) => {
    const selected = selectQuestionFeedback(feedbacks, question);
    expect(selected?.feedback.id ?? null).toBe(expectedId);
    expect(selected?.text ?? null).toBe(expectedText);
  });
});

describe('selectAssessmentFeedback', () => {
  const feedbacks = [
    { id: 'high', minTotalScore: 0, maxTotalScore: 29, feedbackText: '<p>You scored {score} out of {maxScore}.</p>' },
    {
      id: 'medium',
      minTotalScore: 30,
      maxTotalScore: 69,
      feedbackText: '<p>A good start: {score}/{maxScore}. {other}</p>',
    },
    {
      id: 'low',
      minTotalScore: 70,
      maxTotalScore: 100,
      feedbackText: 'Excellent: {score} out of {maxScore}. {score}!',
    },
  ];
  it.each<[number | null, string | null, string | null]>([
    [29, 'high', '<p>You scored 29 out of 100.</p>'],
    [30, 'medium', '<p>A good start: 30/100. {other}</p>'],
    [70, 'low', 'Excellent: 70 out of 100. 70!'],
    [null, null, null],
  ])('total %s selects %s', (total, expectedId, expectedText) => {
    const selected = selectAssessmentFeedback(feedbacks, total);
    expect(selected?.feedback.id ?? null).toBe(expectedId);
    expect(selected?.text ?? null).toBe(expectedText);
  });
});
