import { describe, expect, it } from 'vitest';
import {
  exceedsMaximumClicks,
  FAILED_MAXIMUM_CLICKS_RECORD,
  failedMaximumClicks,
  isFailedMaximumClicksRecord,
  maximumClicksChange,
} from './maximum-clicks.ts';
import type { ResponseEvent } from './response-event.ts';
import type { ScoringQuestion } from './scoring-question.ts';
import { choose, clickOn, locationResponse, multipleChoiceVideo, responseEvent } from './scoring-test-fixtures.ts';

const twoClicks: ScoringQuestion = { ...locationResponse, maximumClicks: 2 };
const click = (fields: Partial<ResponseEvent> = {}) => clickOn('lr', 200, 200, fields);
const record = (id: string, fields: Partial<ResponseEvent> = {}) =>
  responseEvent('lr', { ...FAILED_MAXIMUM_CLICKS_RECORD, id, ...fields });
const archived = { archived: true, cancelEventDate: '2026-01-01T10:00:00Z' };

describe('exceedsMaximumClicks', () => {
  it.each([
    [0, 1, false],
    [1, 1, false],
    [2, 1, true],
    [5, 5, false],
    [6, 5, true],
    [100, 0, false],
    [3, null, false],
  ])('%s clicks against a limit of %s: %s', (clicks, limit, expected) => {
    expect(exceedsMaximumClicks(clicks, limit)).toBe(expected);
  });
});

describe('the failure record', () => {
  it('carries score -100000 and textInput FailedMaximumClicks', () => {
    expect(FAILED_MAXIMUM_CLICKS_RECORD).toMatchObject({ score: -100000, textInput: 'FailedMaximumClicks' });
    expect(isFailedMaximumClicksRecord({ textInput: 'FailedMaximumClicks' })).toBe(true);
    expect(isFailedMaximumClicksRecord({ textInput: 'something typed' })).toBe(false);
  });
});

describe('maximumClicksChange', () => {
  it.each<[string, ScoringQuestion, ResponseEvent[], ReturnType<typeof maximumClicksChange>]>([
    ['no clicks', twoClicks, [], { action: 'none' }],
    ['clicks at the limit', twoClicks, [click(), click()], { action: 'none' }],
    ['one click over the limit: add the record', twoClicks, [click(), click(), click()], { action: 'add' }],
    [
      'over the limit with the record already there',
      twoClicks,
      [click(), click(), click(), record('f1')],
      { action: 'none' },
    ],
    [
      'back at the limit: remove the record',
      twoClicks,
      [click(), click(), record('f1')],
      { action: 'remove', eventIds: ['f1'] },
    ],
    [
      'a replaced click no longer counts: remove the record',
      twoClicks,
      [click(archived), click(), click(), record('f1')],
      { action: 'remove', eventIds: ['f1'] },
    ],
    [
      'an archived record is gone: add a new one',
      twoClicks,
      [click(), click(), click(), record('f1', archived)],
      { action: 'add' },
    ],
    [
      'every current record is removed',
      twoClicks,
      [record('f1'), record('f2')],
      { action: 'remove', eventIds: ['f1', 'f2'] },
    ],
    [
      'a limit of 0 means no limit',
      { ...twoClicks, maximumClicks: 0 },
      [click(), click(), click()],
      { action: 'none' },
    ],
    [
      'not a location question',
      multipleChoiceVideo,
      [choose('mcv', 'm0'), choose('mcv', 'm40'), choose('mcv', 'm100')],
      { action: 'none' },
    ],
  ])('%s', (_name, question, events, expected) => {
    expect(maximumClicksChange(question, events)).toEqual(expected);
  });
});

describe('failedMaximumClicks', () => {
  it.each<[string, ResponseEvent[], boolean]>([
    ['within the limit', [click(), click()], false],
    ['over the limit', [click(), click(), click()], true],
    ['a current record, whatever the clicks', [click(), record('f1')], true],
    ['an archived record only', [click(), record('f1', archived)], false],
  ])('%s: %s', (_name, events, expected) => {
    expect(failedMaximumClicks(twoClicks, events)).toBe(expected);
  });
});
