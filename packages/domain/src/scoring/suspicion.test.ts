import { describe, expect, it } from 'vitest';
import { FAILED_MAXIMUM_CLICKS_RECORD } from './maximum-clicks.ts';
import type { ResponseEvent } from './response-event.ts';
import type { ScoringQuestion } from './scoring-question.ts';
import { choose, multipleChoiceImage, questionnaire, responseEvent, streetSequence } from './scoring-test-fixtures.ts';
import { isSuspiciousSession, suspicionSum } from './suspicion.ts';

/** i0 is suspicious with score 2 (fixture); iMarked is marked without a score; iScoreOnly has a score but no mark. */
const mci: ScoringQuestion = {
  ...multipleChoiceImage,
  answers: [
    ...multipleChoiceImage.answers,
    { id: 'iMarked', score: 0, isSuspicious: true, suspicionScore: null },
    { id: 'iScoreOnly', score: 0, isSuspicious: false, suspicionScore: 4 },
  ],
};
const questions = [mci, questionnaire, streetSequence];
const archived = { archived: true, cancelEventDate: '2026-01-01T10:00:00Z' };

describe('suspicionSum', () => {
  it.each<[string, ResponseEvent[], number]>([
    ['no responses', [], 0],
    ['an ordinary answer', [choose('mci', 'i100')], 0],
    ['a suspicious answer adds its suspicion score', [choose('mci', 'i0')], 2],
    // 2 (picture) + 3 (questionnaire q50)
    [
      'suspicious answers add up across questions and questionnaires',
      [choose('mci', 'i0'), choose('qnChoice', 'q50')],
      5,
    ],
    ['a marked answer without a score counts 1', [choose('mci', 'iMarked')], 1],
    ['an unmarked answer does not count', [choose('mci', 'iScoreOnly')], 0],
    ['a replaced suspicious answer no longer counts', [choose('mci', 'i0', archived), choose('mci', 'i100')], 0],
    ['events of questions not in the session are ignored', [choose('unknown', 'i0')], 0],
    ['failure records are not answers', [responseEvent('lr', { ...FAILED_MAXIMUM_CLICKS_RECORD })], 0],
  ])('%s: %s', (_name, events, expected) => {
    expect(suspicionSum(questions, events)).toBe(expected);
  });
});

describe('isSuspiciousSession', () => {
  it.each<[number, number | null, boolean, string]>([
    [5, 0, false, '0 means no limit'],
    [5, null, false, 'no limit set'],
    [5, 5, false, 'at the limit'],
    [6, 5, true, 'over the limit'],
    [2, 1, true, 'over a limit of 1'],
    [0, 1, false, 'nothing suspicious'],
  ])('sum %s against %s: %s (%s)', (sum, limit, expected) => {
    expect(isSuspiciousSession(sum, limit)).toBe(expected);
  });
});
