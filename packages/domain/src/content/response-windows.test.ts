import { describe, expect, it } from 'vitest';
import {
  DISCRIMINATION_GROUP_COLOURS,
  discriminationGroupColour,
  newResponseWindow,
  responseWindowProblems,
  timeWindowProblems,
} from './response-windows.ts';

const messages = (problems: { message: string }[]) => problems.map((problem) => problem.message);

describe('response windows', () => {
  it('creates an 80x80 window inside the 1920x1080 virtual image', () => {
    expect(newResponseWindow()).toEqual({ windowLeft: 920, windowTop: 500, windowRight: 1000, windowBottom: 580 });
    expect(responseWindowProblems(newResponseWindow())).toEqual([]);
  });

  it.each([
    [{ windowLeft: -1, windowTop: 0, windowRight: 10, windowBottom: 10 }, 'validation.content.windowOutsideImage'],
    [{ windowLeft: 1900, windowTop: 0, windowRight: 1921, windowBottom: 10 }, 'validation.content.windowOutsideImage'],
    [{ windowLeft: 0, windowTop: 1000, windowRight: 10, windowBottom: 1081 }, 'validation.content.windowOutsideImage'],
    [{ windowLeft: 50, windowTop: 0, windowRight: 10, windowBottom: 10 }, 'validation.content.windowTooSmall'],
    [{ windowLeft: 0, windowTop: 0, windowRight: 4, windowBottom: 10 }, 'validation.content.windowTooSmall'],
    [{ windowLeft: 0, windowTop: 10, windowRight: 10, windowBottom: 14 }, 'validation.content.windowTooSmall'],
  ])('refuses %j', (window, key) => {
    expect(messages(responseWindowProblems(window))).toContain(key);
  });

  it('uses the known image size instead of the virtual one', () => {
    const window = { windowLeft: 0, windowTop: 0, windowRight: 700, windowBottom: 5 };
    expect(responseWindowProblems(window, { width: 640, height: 480 })).toEqual([
      { path: ['windowRight'], message: 'validation.content.windowOutsideImage' },
    ]);
    expect(responseWindowProblems({ ...window, windowRight: 640 }, { width: 640, height: 480 })).toEqual([]);
  });

  it('colours windows by discrimination group with five colours', () => {
    expect(DISCRIMINATION_GROUP_COLOURS).toHaveLength(5);
    expect(discriminationGroupColour(5)).toBe(discriminationGroupColour(0));
    expect(discriminationGroupColour(null)).toBe(DISCRIMINATION_GROUP_COLOURS[0]);
  });
});

describe('time windows', () => {
  it('refuses negative times and an end before the start', () => {
    expect(timeWindowProblems({ startResponseTimeSeconds: 0, endResponseTimeSeconds: 0 })).toEqual([]);
    expect(messages(timeWindowProblems({ startResponseTimeSeconds: -1, endResponseTimeSeconds: 2 }))).toEqual([
      'validation.content.timeNegative',
    ]);
    expect(timeWindowProblems({ startResponseTimeSeconds: 3, endResponseTimeSeconds: 2.5 })).toEqual([
      { path: ['endResponseTimeSeconds'], message: 'validation.content.endBeforeStart' },
    ]);
  });
});
