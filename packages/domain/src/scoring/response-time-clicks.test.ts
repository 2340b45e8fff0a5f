import { describe, expect, it } from 'vitest';
import type { ResponseEvent } from './response-event.ts';
import { responseTimeClicksToArchive } from './response-time-clicks.ts';
import type { ScoringQuestion } from './scoring-question.ts';
import { clickAt, multipleChoiceVideo, responseTimeVideo } from './scoring-test-fixtures.ts';

const at = (id: string, seconds: number, fields: Partial<ResponseEvent> = {}) =>
  clickAt('rtv', seconds, { id, ...fields });

describe('responseTimeClicksToArchive', () => {
  it.each<[string, ScoringQuestion, ResponseEvent[], string[]]>([
    ['no clicks', responseTimeVideo, [], []],
    ['one click stays', responseTimeVideo, [at('a', 3)], []],
    // part 1: a 60, b 100, c 0 → keep b; part 2: d 80 → keep d
    [
      'all but the highest click of each part',
      responseTimeVideo,
      [at('a', 5), at('b', 3), at('c', 1), at('d', 11.5)],
      ['a', 'c'],
    ],
    [
      'a tie keeps the earlier click',
      responseTimeVideo,
      [at('late', 2.5, { eventDate: '2026-01-01T10:00:05Z' }), at('early', 3, { eventDate: '2026-01-01T10:00:01Z' })],
      ['late'],
    ],
    [
      'a tie on the same date keeps the first given',
      responseTimeVideo,
      [at('first', 2.5), at('second', 3)],
      ['second'],
    ],
    ['outside clicks only: one stays', responseTimeVideo, [at('a', 1), at('b', 7)], ['b']],
    ['archived clicks are left alone', responseTimeVideo, [at('old', 3, { archived: true }), at('new', 5)], []],
    ['not a response-time question', multipleChoiceVideo, [at('a', 1)], []],
  ])('%s', (_name, question, events, expected) => {
    expect(responseTimeClicksToArchive(question, events).sort()).toEqual([...expected].sort());
  });
});
