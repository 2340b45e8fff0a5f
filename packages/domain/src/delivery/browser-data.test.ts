import { describe, expect, it } from 'vitest';
import { type BrowserData, browserDataSchema, NO_BROWSER_DETECTION, withBrowserDataFallbacks } from './browser-data.ts';

const none = NO_BROWSER_DETECTION;
const allMissing: BrowserData = {
  userAgent: none,
  browser: none,
  platform: none,
  screenResolution: none,
  orientation: none,
  windowResolution: none,
  colorDepth: none,
  touch: none,
};
const detected: BrowserData = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  browser: 'Chrome 131',
  platform: 'Linux',
  screenResolution: '1920x1080',
  orientation: 'landscape-primary',
  windowResolution: '1280x720',
  colorDepth: '24',
  touch: 'No',
};

describe('withBrowserDataFallbacks', () => {
  it.each<[string, Parameters<typeof withBrowserDataFallbacks>[0], BrowserData]>([
    ['keeps every detected value', detected, detected],
    ['falls back for everything when nothing was detected', {}, allMissing],
    [
      'falls back for missing, null and blank values',
      { browser: 'Firefox 133', platform: null, touch: '  ' },
      {
        ...allMissing,
        browser: 'Firefox 133',
      },
    ],
    ['trims values', { colorDepth: ' 30 ' }, { ...allMissing, colorDepth: '30' }],
  ])('%s', (_name, input, expected) => {
    expect(withBrowserDataFallbacks(input)).toEqual(expected);
  });

  it('spells the fallback as documented', () => {
    expect(NO_BROWSER_DETECTION).toBe('No browser detection');
  });
});

describe('browserDataSchema', () => {
  it.each<[string, unknown, BrowserData]>([
    ['accepts a full record', detected, detected],
    ['fills what is missing', { platform: 'iOS', touch: 'Yes' }, { ...allMissing, platform: 'iOS', touch: 'Yes' }],
    ['drops unknown keys', { platform: 'iOS', cookies: 'all of them' }, { ...allMissing, platform: 'iOS' }],
    ['accepts no record at all', null, allMissing],
    ['accepts an absent record', undefined, allMissing],
    [
      'accepts a user agent of 1000 characters',
      { userAgent: 'a'.repeat(1000) },
      { ...allMissing, userAgent: 'a'.repeat(1000) },
    ],
  ])('%s', (_name, input, expected) => {
    expect(browserDataSchema.parse(input)).toEqual(expected);
  });

  it.each<[string, unknown, string]>([
    ['a number instead of text', { colorDepth: 24 }, 'colorDepth'],
    ['a boolean instead of text', { touch: true }, 'touch'],
    ['a user agent over 1000 characters', { userAgent: 'a'.repeat(1001) }, 'userAgent'],
    ['a screen resolution over 50 characters', { screenResolution: '9'.repeat(51) }, 'screenResolution'],
  ])('refuses %s', (_name, input, field) => {
    const result = browserDataSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [field, 'validation.invalidInput'],
    ]);
  });

  it('refuses something that is not an object', () => {
    expect(browserDataSchema.safeParse('Chrome').success).toBe(false);
  });
});
