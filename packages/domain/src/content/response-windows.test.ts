import { describe, expect, it } from 'vitest';
import {
  DISCRIMINATION_GROUP_COLOURS,
  DISCRIMINATION_GROUP_TEXT_COLOURS,
  discriminationGroupColour,
  discriminationGroupTextColour,
  formatResponseTime,
  newResponseWindow,
  responseWindowProblems,
  timeWindowProblems,
} from './response-windows.ts';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const channel = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

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
    expect(new Set(DISCRIMINATION_GROUP_COLOURS).size).toBe(5);
  });

  it('pairs each group colour with a text colour of at least 4.5:1 contrast', () => {
    DISCRIMINATION_GROUP_COLOURS.forEach((colour, group) => {
      expect(discriminationGroupTextColour(group)).toBe(DISCRIMINATION_GROUP_TEXT_COLOURS[group]);
      expect(contrastRatio(colour, discriminationGroupTextColour(group))).toBeGreaterThanOrEqual(4.5);
    });
    expect(discriminationGroupTextColour(6)).toBe(discriminationGroupTextColour(1));
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

describe('formatResponseTime', () => {
  it.each([
    [0, '00:00:00.0000'],
    [1.5, '00:00:01.5000'],
    [61.2345, '00:01:01.2345'],
    [3723.0001, '01:02:03.0001'],
    [59.99996, '00:01:00.0000'],
    [-2.25, '-00:00:02.2500'],
    [Number.NaN, '--:--:--.----'],
  ])('shows %s seconds as %s', (seconds, text) => {
    expect(formatResponseTime(seconds)).toBe(text);
  });
});
