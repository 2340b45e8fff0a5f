import { describe, expect, it } from 'vitest';
import { QuestionType } from '../content/question-types.ts';
import { questionScore } from './question-score.ts';
import type { ResponseEvent } from './response-event.ts';
import type { ScoringQuestion } from './scoring-question.ts';
import {
  AT,
  choose,
  clickAt,
  clickOn,
  locationResponse,
  multipleChoiceVideo,
  responseTimeVideo,
  streetSequence,
} from './scoring-test-fixtures.ts';

const hit = (questionId: string, where: keyof typeof AT) => clickOn(questionId, AT[where][0], AT[where][1]);

/** Three parts, one answer each: t1 100 (part 1), t2 100 (part 2), t3 100 (part 3), t25 25 (part 1). */
const threeParts: ScoringQuestion = {
  id: 'three',
  questionType: QuestionType.MultipleChoiceImage,
  numberOfSubQuestions: 3,
  answers: [
    { id: 't1', score: 100, subQuestionNumber: 1 },
    { id: 't2', score: 100, subQuestionNumber: 2 },
    { id: 't3', score: 100, subQuestionNumber: 3 },
    { id: 't25', score: 25, subQuestionNumber: 1 },
  ],
};

const nestedSequence: ScoringQuestion = {
  id: 'outer',
  questionType: QuestionType.SequenceOfQuestions,
  numberOfSubQuestions: 1,
  answers: [],
  children: [
    {
      id: 'inner',
      questionType: QuestionType.SequenceOfQuestions,
      numberOfSubQuestions: 1,
      answers: [],
      children: [multipleChoiceVideo],
    },
    locationResponse,
  ],
};

const emptySequence: ScoringQuestion = { ...streetSequence, id: 'empty', children: [] };

describe('questionScore', () => {
  it.each<[string, ScoringQuestion, ResponseEvent[], { score: number; maxScore: number; percent: number | null }]>([
    ['one part, unanswered', multipleChoiceVideo, [], { score: 0, maxScore: 100, percent: 0 }],
    ['one part, 40', multipleChoiceVideo, [choose('mcv', 'm40')], { score: 40, maxScore: 100, percent: 40 }],
    // parts [100, 0]: 100 / 200 = 50 %
    [
      'response time, two parts, one found',
      responseTimeVideo,
      [clickAt('rtv', 3)],
      { score: 100, maxScore: 200, percent: 50 },
    ],
    // parts [60, 50]: 110 / 200 = 55 %
    [
      'response time, both parts',
      responseTimeVideo,
      [clickAt('rtv', 5), clickAt('rtv', 12.5)],
      { score: 110, maxScore: 200, percent: 55 },
    ],
    // parts [100, 0, 0]: 100 / 300 = 33.33 → 33
    [
      'three parts, one right (rounds down)',
      threeParts,
      [choose('three', 't1')],
      { score: 100, maxScore: 300, percent: 33 },
    ],
    // parts [100, 100, 0]: 200 / 300 = 66.67 → 67
    [
      'three parts, two right (rounds up)',
      threeParts,
      [choose('three', 't1'), choose('three', 't2')],
      { score: 200, maxScore: 300, percent: 67 },
    ],
    // parts [25, 0, 0]: 25 / 300 = 8.33 → 8
    ['three parts, a partial answer', threeParts, [choose('three', 't25')], { score: 25, maxScore: 300, percent: 8 }],
    [
      'location, failed click limit',
      locationResponse,
      [hit('lr', 'cyclist'), hit('lr', 'car')],
      { score: 0, maxScore: 100, percent: 0 },
    ],
    // children: location response 100 / 100 and discrimination 34 + 33 = 67 / 100 → 167 / 200 = 83.5 → 84
    [
      'a sequence scores through its children (x.5 rounds up)',
      streetSequence,
      [hit('lr', 'cyclist'), hit('ld', 'cyclist'), hit('ld', 'pedestrian')],
      { score: 167, maxScore: 200, percent: 84 },
    ],
    // children: 0 (two clicks over the limit of 1) and 34 → 34 / 200 = 17
    [
      'a sequence child that failed its click limit scores 0',
      streetSequence,
      [hit('lr', 'cyclist'), hit('lr', 'pedestrian'), hit('ld', 'cyclist')],
      { score: 34, maxScore: 200, percent: 17 },
    ],
    ['a sequence with nothing answered', streetSequence, [], { score: 0, maxScore: 200, percent: 0 }],
    // inner sequence: 40 / 100; location response: 100 / 100 → 140 / 200 = 70
    [
      'nested sequences',
      nestedSequence,
      [choose('mcv', 'm40'), hit('lr', 'cyclist')],
      { score: 140, maxScore: 200, percent: 70 },
    ],
    ['an empty sequence has nothing to score', emptySequence, [], { score: 0, maxScore: 0, percent: null }],
  ])('%s', (_name, question, events, expected) => {
    expect(questionScore(question, events)).toMatchObject(expected);
  });

  it('gives the parts and the children of a sequence', () => {
    const result = questionScore(streetSequence, [hit('lr', 'car'), hit('ld', 'car')]);
    expect(result.parts).toEqual([]);
    expect(result.children.map((child) => [child.questionId, child.score, child.maxScore, child.percent])).toEqual([
      ['lr', 40, 100, 40],
      ['ld', 33, 100, 33],
    ]);
    expect(questionScore(responseTimeVideo, [clickAt('rtv', 5), clickAt('rtv', 11.5)]).parts).toEqual([60, 80]);
  });
});
