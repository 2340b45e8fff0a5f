import { describe, expect, it } from 'vitest';
import { QuestionType } from '../content/question-types.ts';
import type { ResponseEvent } from './response-event.ts';
import type { ScoringQuestion } from './scoring-question.ts';
import {
  choose,
  clickAt,
  clickOn,
  informationText,
  learningVideo,
  multipleChoiceImage,
  multipleChoiceVideo,
  questionnaire,
  responseTimeVideo,
  streetSequence,
} from './scoring-test-fixtures.ts';
import { type PresentedQuestion, sessionTotal } from './session-total.ts';

const presented = (...questions: ScoringQuestion[]): PresentedQuestion[] => questions.map((question) => ({ question }));

/** A second one-part choice question: x99 99, x25 25, x0 0. */
const other: ScoringQuestion = {
  id: 'other',
  questionType: QuestionType.MultipleChoiceVideo,
  numberOfSubQuestions: 1,
  answers: [
    { id: 'x99', score: 99 },
    { id: 'x25', score: 25 },
    { id: 'x0', score: 0 },
  ],
};

/** Three parts, each answered by a 100 answer of its own. */
const threeParts: ScoringQuestion = {
  id: 'three',
  questionType: QuestionType.MultipleChoiceImage,
  numberOfSubQuestions: 3,
  answers: [1, 2, 3].map((part) => ({ id: `t${part}`, score: 100, subQuestionNumber: part })),
};

describe('sessionTotal', () => {
  it.each<
    [string, PresentedQuestion[], ResponseEvent[], { totalScore: number | null; score: number; maxScore: number }]
  >([
    ['an empty assessment is not assessed', [], [], { totalScore: null, score: 0, maxScore: 0 }],
    [
      'questionnaires, learning and information pages never count',
      presented(questionnaire, learningVideo, informationText),
      [choose('qnChoice', 'q100'), choose('qnScale', 'c100')],
      { totalScore: null, score: 0, maxScore: 0 },
    ],
    [
      'questions nobody answered score 0, not null',
      presented(multipleChoiceVideo, other),
      [],
      { totalScore: 0, score: 0, maxScore: 200 },
    ],
    // (40 + 100) / (100 + 200) = 46.67 → 47
    [
      'sums over maxScores',
      presented(multipleChoiceVideo, responseTimeVideo),
      [choose('mcv', 'm40'), clickAt('rtv', 3)],
      { totalScore: 47, score: 140, maxScore: 300 },
    ],
    // (40 + 0 + 0) / 300 = 13.33 → 13
    [
      'rounds down below .5',
      presented(multipleChoiceVideo, responseTimeVideo),
      [choose('mcv', 'm40')],
      { totalScore: 13, score: 40, maxScore: 300 },
    ],
    // (99 + 0) / 200 = 49.5 → 50
    [
      'rounds x.5 up',
      presented(other, multipleChoiceVideo),
      [choose('other', 'x99'), choose('mcv', 'm0')],
      { totalScore: 50, score: 99, maxScore: 200 },
    ],
    // (25 + 0) / 200 = 12.5 → 13
    [
      'rounds 12.5 up',
      presented(other, multipleChoiceVideo),
      [choose('other', 'x25')],
      { totalScore: 13, score: 25, maxScore: 200 },
    ],
    // 50 % and 100 % but pooled: (50 + 300) / (100 + 300) = 87.5 → 88 (the mean of percents would be 75)
    [
      'pools the sums rather than averaging percents',
      presented(other, threeParts),
      [
        choose('other', 'x25'),
        choose('other', 'x25'),
        choose('three', 't1'),
        choose('three', 't2'),
        choose('three', 't3'),
      ],
      { totalScore: 88, score: 350, maxScore: 400 },
    ],
    // 40 + (100 + 67) over 100 + 200 = 207 / 300 = 69
    [
      'a sequence counts through its children; a questionnaire beside it does not',
      presented(multipleChoiceVideo, streetSequence, questionnaire),
      [
        choose('mcv', 'm40'),
        clickOn('lr', 200, 200),
        clickOn('ld', 200, 200),
        clickOn('ld', 850, 500),
        choose('qnChoice', 'q100'),
      ],
      { totalScore: 69, score: 207, maxScore: 300 },
    ],
  ])('%s', (_name, pages, events, expected) => {
    expect(sessionTotal(pages, events)).toMatchObject(expected);
  });

  it('scores a question presented in two items apart, by assessmentItemId', () => {
    const events = [
      choose('mci', 'i100', { assessmentItemId: 'item1' }),
      choose('mci', 'i0', { assessmentItemId: 'item2' }),
    ];
    const result = sessionTotal(
      [
        { question: multipleChoiceImage, assessmentItemId: 'item1' },
        { question: multipleChoiceImage, assessmentItemId: 'item2' },
      ],
      events,
    );
    // (100 + 0) / 200 = 50
    expect(result).toMatchObject({ totalScore: 50, score: 100, maxScore: 200 });
    expect(result.questions.map((question) => question.percent)).toEqual([100, 0]);
  });
});
