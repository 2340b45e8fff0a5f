import { describe, expect, it } from 'vitest';
import { FAILED_MAXIMUM_CLICKS_RECORD } from './maximum-clicks.ts';
import type { ResponseEvent } from './response-event.ts';
import { scoreResponseEvent } from './score-response-event.ts';
import type { ScoringQuestion } from './scoring-question.ts';
import {
  choose,
  clickAt,
  clickOn,
  learningVideo,
  locationDiscrimination,
  locationResponse,
  multipleChoiceImage,
  multipleChoiceVideo,
  questionnaire,
  responseEvent,
  responseTimeVideo,
  slidingScaleVideo,
} from './scoring-test-fixtures.ts';

const choiceSub = questionnaire.children?.[1] as ScoringQuestion;
const scaleSub = questionnaire.children?.[2] as ScoringQuestion;

describe('scoreResponseEvent', () => {
  it.each<[string, ScoringQuestion, ResponseEvent, Record<string, unknown>]>([
    [
      'multiple choice video: the chosen answer',
      multipleChoiceVideo,
      choose('mcv', 'm100'),
      { questionAnswerId: 'm100', score: 100, isCorrect: true, subQuestionNumber: 1 },
    ],
    [
      'multiple choice picture: a wrong answer claimed correct',
      multipleChoiceImage,
      choose('mci', 'i0', { score: 100, isCorrect: true }),
      { questionAnswerId: 'i0', score: 0, isCorrect: false },
    ],
    ['sliding scale: a signed score is kept as is', slidingScaleVideo, choose('ssv', 'sMinus40'), { score: -40 }],
    [
      'response time: the window holding the time, with its part',
      responseTimeVideo,
      clickAt('rtv', 12.5, { subQuestionNumber: 1 }),
      { questionAnswerId: 'r50', score: 50, subQuestionNumber: 2 },
    ],
    [
      'response time: outside every window keeps the event’s part',
      responseTimeVideo,
      clickAt('rtv', 8, { subQuestionNumber: 2, questionAnswerId: 'r100' }),
      { questionAnswerId: null, score: 0, isCorrect: false, subQuestionNumber: 2 },
    ],
    [
      'location response: the window holding the click',
      locationResponse,
      clickOn('lr', 850, 500),
      { questionAnswerId: 'lrPedestrian', score: 40, discriminationGroup: null }, // these windows carry no group
    ],
    [
      'location discrimination: the group comes from the window, not the client',
      locationDiscrimination,
      clickOn('ld', 1600, 400, { discriminationGroup: 4 }),
      { questionAnswerId: 'ldCar', score: 33, isCorrect: true, discriminationGroup: 2 },
    ],
    [
      'location: a miss has no answer and no group',
      locationDiscrimination,
      clickOn('ld', 5, 5, { discriminationGroup: 1 }),
      { questionAnswerId: null, score: 0, discriminationGroup: null },
    ],
    [
      'the failure record keeps its marker score',
      locationResponse,
      responseEvent('lr', { ...FAILED_MAXIMUM_CLICKS_RECORD }),
      { questionAnswerId: null, score: -100000 },
    ],
    ['questionnaire multiple choice', choiceSub, choose('qnChoice', 'qMinus50'), { score: -50 }],
    ['questionnaire scale', scaleSub, choose('qnScale', 'c75'), { score: 75 }],
    ['a learning page never scores', learningVideo, choose('lv', 'anything', { score: 100 }), { score: 0 }],
  ])('%s', (_name, question, event, expected) => {
    expect(scoreResponseEvent(question, event)).toMatchObject(expected);
  });
});
