import { describe, expect, it } from 'vitest';
import { distractorFlags, figureFlags, windowFlags } from './item-flags.ts';

const codes = (flags: { code: string }[]) => flags.map((flag) => flag.code);

describe('figureFlags', () => {
  it('flags a question too easy above 90% and too hard below 20%, once ten sessions say so', () => {
    expect(codes(figureFlags({ presented: 10, facility: 90.1, discrimination: 0.3 }))).toEqual(['TOO_EASY']);
    expect(codes(figureFlags({ presented: 10, facility: 90, discrimination: 0.3 }))).toEqual([]);
    expect(codes(figureFlags({ presented: 10, facility: 19.9, discrimination: 0.3 }))).toEqual(['TOO_HARD']);
    expect(codes(figureFlags({ presented: 9, facility: 99, discrimination: -0.5 }))).toEqual([]);
  });

  it('flags a negative discrimination, and a near-zero one apart from it', () => {
    expect(codes(figureFlags({ presented: 12, facility: 50, discrimination: -0.01 }))).toEqual([
      'NEGATIVE_DISCRIMINATION',
    ]);
    expect(codes(figureFlags({ presented: 12, facility: 50, discrimination: 0.09 }))).toEqual(['LOW_DISCRIMINATION']);
    expect(codes(figureFlags({ presented: 12, facility: 50, discrimination: 0.1 }))).toEqual([]);
    // Everybody right: discrimination is undefined, which is no evidence of a bad question.
    expect(codes(figureFlags({ presented: 12, facility: 100, discrimination: null }))).toEqual(['TOO_EASY']);
  });

  it('carries the message key of each flag', () => {
    expect(figureFlags({ presented: 10, facility: 5, discrimination: null })).toEqual([
      { code: 'TOO_HARD', messageKey: 'analysis.flags.TOO_HARD', answerId: null, suggestedShiftSeconds: null },
    ]);
  });
});

describe('windowFlags', () => {
  const window = { answerId: 'w', startSeconds: 5, endSeconds: 7, medianBeforeSeconds: null, medianAfterSeconds: null };

  it('says a window opens too late when most near misses come before it, by the median click', () => {
    expect(windowFlags({ ...window, before: 4, after: 1, medianBeforeSeconds: 4.46 })).toEqual([
      {
        code: 'WINDOW_OPENS_LATE',
        messageKey: 'analysis.flags.WINDOW_OPENS_LATE',
        answerId: 'w',
        suggestedShiftSeconds: -0.5,
      },
    ]);
  });

  it('says a window closes too early when most near misses come after it', () => {
    const [flag] = windowFlags({ ...window, before: 0, after: 6, medianAfterSeconds: 7.74 });
    expect(flag).toMatchObject({ code: 'WINDOW_CLOSES_EARLY', suggestedShiftSeconds: 0.7 });
  });

  it('says nothing with fewer than five near misses, or when they split', () => {
    expect(windowFlags({ ...window, before: 4, after: 0, medianBeforeSeconds: 4.5 })).toEqual([]);
    expect(windowFlags({ ...window, before: 3, after: 3, medianBeforeSeconds: 4.5, medianAfterSeconds: 7.5 })).toEqual(
      [],
    );
  });
});

describe('distractorFlags', () => {
  const right = { answerId: 'right', subQuestionNumber: 1, score: 100, chosenBy: 20, meanTotalScore: 70 };

  it('flags a wrong answer chosen by at least five people scoring as well as those who chose the right one', () => {
    const strong = { answerId: 'strong', subQuestionNumber: 1, score: 0, chosenBy: 5, meanTotalScore: 72 };
    const weak = { answerId: 'weak', subQuestionNumber: 1, score: 0, chosenBy: 8, meanTotalScore: 40 };
    const few = { answerId: 'few', subQuestionNumber: 1, score: 0, chosenBy: 4, meanTotalScore: 90 };
    expect(distractorFlags([right, strong, weak, few])).toEqual([
      expect.objectContaining({ code: 'DISTRACTOR_CHOSEN_BY_HIGH_SCORERS', answerId: 'strong' }),
    ]);
  });

  it('compares each part with its own best answer', () => {
    const otherPart = { answerId: 'other', subQuestionNumber: 2, score: 50, chosenBy: 10, meanTotalScore: 80 };
    const otherBest = { answerId: 'best2', subQuestionNumber: 2, score: 100, chosenBy: 10, meanTotalScore: 60 };
    expect(codes(distractorFlags([right, otherPart, otherBest]))).toEqual(['DISTRACTOR_CHOSEN_BY_HIGH_SCORERS']);
    expect(distractorFlags([right])).toEqual([]);
  });
});
