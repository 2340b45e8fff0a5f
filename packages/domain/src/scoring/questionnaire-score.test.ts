import { describe, expect, it } from 'vitest';
import { QuestionType } from '../content/question-types.ts';
import { questionnaireGroupScore } from './questionnaire-score.ts';
import type { ResponseEvent } from './response-event.ts';
import type { ScoringQuestion } from './scoring-question.ts';
import { choose, questionnaire, responseEvent } from './scoring-test-fixtures.ts';

const text = (value: string) => responseEvent('qnInput', { textInput: value });
const archived = { archived: true, cancelEventDate: '2026-01-01T10:00:00Z' };

/** The questionnaire with a second scale (d0 … d100). */
const withSecondScale: ScoringQuestion = {
  ...questionnaire,
  numberOfSubQuestions: 4,
  children: [
    ...(questionnaire.children ?? []),
    {
      id: 'qnScale2',
      questionType: QuestionType.QuestionnaireScale,
      numberOfSubQuestions: 1,
      answers: [0, 25, 50, 75, 100].map((score) => ({ id: `d${score}`, score })),
    },
  ],
};

describe('questionnaireGroupScore', () => {
  it.each<
    [string, ScoringQuestion, ResponseEvent[], { score: number | null; countedAnswers: number; textAnswers: number }]
  >([
    // (50 + 75) / 2 = 62.5 → floor 62; the text answer is not counted
    [
      'a text answer is stored but not counted',
      questionnaire,
      [text('Commute on the A40'), choose('qnChoice', 'q50'), choose('qnScale', 'c75')],
      { score: 62, countedAnswers: 2, textAnswers: 1 },
    ],
    // (-50 + 25) / 2 = -12.5 → floor -13 (floor, not rounding, and not clamped)
    [
      'negative sums are floored',
      questionnaire,
      [choose('qnChoice', 'qMinus50'), choose('qnScale', 'c25')],
      { score: -13, countedAnswers: 2, textAnswers: 0 },
    ],
    // (100 + 25 + 0) / 3 = 41.67 → floor 41
    [
      'three counted answers',
      withSecondScale,
      [choose('qnChoice', 'q100'), choose('qnScale', 'c25'), choose('qnScale2', 'd0'), text('…')],
      { score: 41, countedAnswers: 3, textAnswers: 1 },
    ],
    // (100 + 0) / 2 = 50: the replaced 100 on the scale is archived
    [
      'a replaced answer is not counted',
      questionnaire,
      [choose('qnChoice', 'q100'), choose('qnScale', 'c100', archived), choose('qnScale', 'c0')],
      { score: 50, countedAnswers: 2, textAnswers: 0 },
    ],
    [
      'only text answers: no score',
      questionnaire,
      [text('Nothing to add')],
      { score: null, countedAnswers: 0, textAnswers: 1 },
    ],
    ['nothing answered: no score', questionnaire, [], { score: null, countedAnswers: 0, textAnswers: 0 }],
    [
      'another question’s events are ignored',
      questionnaire,
      [choose('mcv', 'q100')],
      { score: null, countedAnswers: 0, textAnswers: 0 },
    ],
    // 75 / 1 = 75: an event filed under the questionnaire itself, naming a sub-question's answer
    [
      'an answer filed under the questionnaire id counts',
      questionnaire,
      [choose('qn', 'c75')],
      { score: 75, countedAnswers: 1, textAnswers: 0 },
    ],
    [
      'an unknown answer id is not counted',
      questionnaire,
      [choose('qnChoice', 'nope'), choose('qnScale', 'c50')],
      { score: 50, countedAnswers: 1, textAnswers: 0 },
    ],
  ])('%s', (_name, question, events, expected) => {
    expect(questionnaireGroupScore(question, events)).toMatchObject(expected);
  });
});
