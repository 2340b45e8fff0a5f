import { describe, expect, it } from 'vitest';
import { QuestionType } from '../content/question-types.ts';
import { FAILED_MAXIMUM_CLICKS_RECORD } from './maximum-clicks.ts';
import { partScores } from './part-scores.ts';
import type { ResponseEvent } from './response-event.ts';
import type { ScoringQuestion } from './scoring-question.ts';
import {
  AT,
  choose,
  clickAt,
  clickOn,
  locationDiscrimination as ld,
  locationResponse as lr,
  multipleChoiceImage as mci,
  multipleChoiceVideo as mcv,
  responseEvent,
  responseTimeVideo as rtv,
  slidingScaleVideo as ssv,
} from './scoring-test-fixtures.ts';

const archived = { archived: true, cancelEventDate: '2026-01-01T10:00:00Z' };
const failure = (questionId: string, fields: Partial<ResponseEvent> = {}) =>
  responseEvent(questionId, { ...FAILED_MAXIMUM_CLICKS_RECORD, ...fields });
const on = (question: ScoringQuestion, where: keyof typeof AT, fields: Partial<ResponseEvent> = {}) =>
  clickOn(question.id, AT[where][0], AT[where][1], fields);

/** Two parts, choices by part: pa70 (part 1), pa25 (part 2), pb0 (part 2). */
const twoPartChoice: ScoringQuestion = {
  id: 'twoPart',
  questionType: QuestionType.MultipleChoiceVideo,
  numberOfSubQuestions: 2,
  answers: [
    { id: 'pa70', score: 70, subQuestionNumber: 1 },
    { id: 'pa25', score: 25, subQuestionNumber: 2 },
    { id: 'pb0', score: 0, subQuestionNumber: 2 },
  ],
};

describe('partScores', () => {
  it.each<[string, ScoringQuestion, ResponseEvent[], number[]]>([
    // Multiple choice (video and picture)
    ['multiple choice with no response', mcv, [], [0]],
    ['multiple choice: the chosen answer', mcv, [choose('mcv', 'm40')], [40]],
    ['multiple choice picture: the chosen answer', mci, [choose('mci', 'i60')], [60]],
    [
      'a replaced answer (archived, cancelled) no longer counts',
      mcv,
      [choose('mcv', 'm100', archived), choose('mcv', 'm40')],
      [40],
    ],
    [
      'a cancelled answer without the archived flag does not count',
      mcv,
      [choose('mcv', 'm100', { cancelEventDate: '2026-01-01' })],
      [0],
    ],
    ['the score the client claims is ignored', mcv, [choose('mcv', 'm0', { score: 100, isCorrect: true })], [0]],
    ['an answer id not in the key scores 0', mcv, [choose('mcv', 'not-an-answer', { score: 100 })], [0]],
    ['another question’s events are ignored', mcv, [choose('mci', 'i100')], [0]],
    // 60 + 70 = 130, clamped to 100
    [
      'two current events in one part are added, then clamped above 100',
      mci,
      [choose('mci', 'i60'), choose('mci', 'i70')],
      [100],
    ],
    ['the chosen answer’s part wins over the event’s', mcv, [choose('mcv', 'm100', { subQuestionNumber: 2 })], [100]],
    // Sliding scale
    ['sliding scale: the chosen position', ssv, [choose('ssv', 's60')], [60]],
    ['sliding scale: a negative score is clamped to 0', ssv, [choose('ssv', 'sMinus40')], [0]],
    // -40 + 60 = 20
    [
      'sliding scale: negative events are added before the clamp',
      ssv,
      [choose('ssv', 'sMinus40'), choose('ssv', 's60')],
      [20],
    ],
    // Parts
    ['two parts, each its own answer', twoPartChoice, [choose('twoPart', 'pa70'), choose('twoPart', 'pa25')], [70, 25]],
    ['two parts, one answered', twoPartChoice, [choose('twoPart', 'pb0')], [0, 0]],
    ['a question with no parts has no part scores', { ...mcv, numberOfSubQuestions: 0 }, [choose('mcv', 'm100')], []],
    // Response time video
    ['response time: no clicks', rtv, [], [0, 0]],
    ['response time: a click outside every window', rtv, [clickAt('rtv', 1)], [0, 0]],
    ['response time: a click after the last window', rtv, [clickAt('rtv', 20)], [0, 0]],
    ['response time: a click at a negative time', rtv, [clickAt('rtv', -3)], [0, 0]],
    ['response time: a click in a part 1 window', rtv, [clickAt('rtv', 3)], [100, 0]],
    [
      'response time: the highest-scoring click of the part is kept (60 and 100)',
      rtv,
      [clickAt('rtv', 5), clickAt('rtv', 3)],
      [100, 0],
    ],
    [
      'response time: a click where part 2 windows overlap scores the higher (80, not 50)',
      rtv,
      [clickAt('rtv', 11.5)],
      [0, 80],
    ],
    ['response time: a click in each part', rtv, [clickAt('rtv', 5), clickAt('rtv', 12.5)], [60, 50]],
    ['response time: a window edge is inclusive (4 s is in r100 and r60)', rtv, [clickAt('rtv', 4)], [100, 0]],
    [
      'response time: an outside click does not lower the kept one',
      rtv,
      [clickAt('rtv', 3), clickAt('rtv', 8)],
      [100, 0],
    ],
    [
      'response time: a claimed score is ignored',
      rtv,
      [clickAt('rtv', 8, { score: 100, questionAnswerId: 'r100' })],
      [0, 0],
    ],
    // Location response (maximumClicks 1)
    ['location: no clicks', lr, [], [0]],
    ['location: a click in the best window', lr, [on(lr, 'cyclist')], [100]],
    ['location: a click in another window', lr, [on(lr, 'car')], [40]],
    ['location: a click outside every window', lr, [on(lr, 'nowhere')], [0]],
    [
      'location: more clicks than maximumClicks score 0 (with or without the record)',
      lr,
      [on(lr, 'cyclist'), on(lr, 'car')],
      [0],
    ],
    ['location: the failure record scores the question 0', lr, [on(lr, 'cyclist'), on(lr, 'car'), failure('lr')], [0]],
    ['location: a current failure record alone scores 0', lr, [on(lr, 'cyclist'), failure('lr')], [0]],
    [
      'location: back within the limit and the record removed, the score returns',
      lr,
      [on(lr, 'car', archived), on(lr, 'cyclist'), failure('lr', archived)],
      [100],
    ],
    // Location discrimination (maximumClicks 5): 34 + 33 + 33
    ['discrimination: every hazard found', ld, [on(ld, 'cyclist'), on(ld, 'pedestrian'), on(ld, 'car')], [100]],
    // 34 + 33 = 67
    ['discrimination: two hazards found', ld, [on(ld, 'cyclist'), on(ld, 'pedestrian')], [67]],
    [
      'discrimination: one window clicked three times counts once',
      ld,
      [on(ld, 'cyclist'), on(ld, 'cyclist'), on(ld, 'cyclist')],
      [34],
    ],
    ['discrimination: a miss adds nothing', ld, [on(ld, 'cyclist'), on(ld, 'nowhere')], [34]],
    [
      'discrimination: five clicks are allowed',
      ld,
      [on(ld, 'cyclist'), on(ld, 'pedestrian'), on(ld, 'car'), on(ld, 'nowhere'), on(ld, 'nowhere')],
      [100],
    ],
    [
      'discrimination: a sixth click fails the question',
      ld,
      [on(ld, 'cyclist'), on(ld, 'pedestrian'), on(ld, 'car'), on(ld, 'nowhere'), on(ld, 'nowhere'), on(ld, 'nowhere')],
      [0],
    ],
    // 50 × (1920/960) = 100 … the half-size click (100, 100) is (200, 200) in the virtual space: the cyclist
    [
      'location: clicks recorded in the image’s real size are scaled',
      { ...lr, imageSize: { width: 960, height: 540 } },
      [clickOn('lr', 100, 100)],
      [100],
    ],
  ])('%s', (_name, question, events, expected) => {
    expect(partScores(question, events)).toEqual(expected);
  });
});
