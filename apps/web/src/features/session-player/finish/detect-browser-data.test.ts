import { BROWSER_DATA_MAX_LENGTH, browserDataSchema } from '@roadmark/domain/delivery/browser-data';
import { describe, expect, it } from 'vitest';
import { type BrowserEnvironment, detectBrowserData } from './detect-browser-data';

const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const EDGE_UA = `${CHROME_UA} Edg/124.0.2478.51`;
const FIREFOX_UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';
const SAFARI_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const CHROME_IOS_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';

const desktop: BrowserEnvironment = {
  navigator: {
    userAgent: CHROME_UA,
    platform: 'Win32',
    maxTouchPoints: 0,
    userAgentData: {
      brands: [
        { brand: 'Chromium', version: '124' },
        { brand: 'Google Chrome', version: '124' },
        { brand: 'Not-A.Brand', version: '99' },
      ],
      platform: 'Windows',
    },
  },
  screen: { width: 1920, height: 1080, colorDepth: 24, orientation: { type: 'landscape-primary' } },
  window: { innerWidth: 1280, innerHeight: 720 },
};

describe('detectBrowserData', () => {
  it('reads every field a desktop Chromium gives, the browser from its own brand', () => {
    expect(detectBrowserData(desktop)).toEqual({
      userAgent: CHROME_UA,
      browser: 'Google Chrome 124',
      platform: 'Windows',
      screenResolution: '1920x1080',
      orientation: 'landscape-primary',
      windowResolution: '1280x720',
      colorDepth: '24',
      touch: 'No',
    });
  });

  it('falls back to Chromium when it is the only real brand', () => {
    const data = detectBrowserData({
      navigator: {
        userAgentData: {
          brands: [
            { brand: 'Not_A Brand', version: '8' },
            { brand: 'Chromium', version: '120' },
          ],
        },
      },
    });
    expect(data.browser).toBe('Chromium 120');
  });

  it.each([
    [EDGE_UA, 'Microsoft Edge 124.0.2478.51'],
    [CHROME_UA, 'Chrome 124.0.0.0'],
    [FIREFOX_UA, 'Firefox 125.0'],
    [SAFARI_UA, 'Safari 17.4'],
    [CHROME_IOS_UA, 'Chrome 124.0.6367.88'],
  ])('names the browser from the user agent without client hints: %s', (userAgent, browser) => {
    expect(detectBrowserData({ navigator: { userAgent } }).browser).toBe(browser);
  });

  it('reports touch from maxTouchPoints and the navigator platform without client hints', () => {
    const data = detectBrowserData({
      navigator: { userAgent: SAFARI_UA, platform: 'iPhone', maxTouchPoints: 5 },
      screen: { width: 390, height: 844, colorDepth: 32, orientation: { type: 'portrait-primary' } },
      window: { innerWidth: 390, innerHeight: 664 },
    });
    expect(data).toMatchObject({ platform: 'iPhone', touch: 'Yes', orientation: 'portrait-primary' });
  });

  it('leaves out what the browser cannot tell, so the server fills it in', () => {
    const data = detectBrowserData({
      navigator: { userAgent: 'SomeRobot/1.0', platform: '' },
      screen: { width: 0, height: 0, orientation: null },
      window: {},
    });
    expect(data).toEqual({ userAgent: 'SomeRobot/1.0' });
    expect(browserDataSchema.parse(data)).toEqual({
      userAgent: 'SomeRobot/1.0',
      browser: 'No browser detection',
      platform: 'No browser detection',
      screenResolution: 'No browser detection',
      orientation: 'No browser detection',
      windowResolution: 'No browser detection',
      colorDepth: 'No browser detection',
      touch: 'No browser detection',
    });
    expect(detectBrowserData({})).toEqual({});
  });

  it('cuts a value to the length the server accepts', () => {
    const userAgent = `${CHROME_UA} ${'x'.repeat(2000)}`;
    const data = detectBrowserData({ navigator: { userAgent } });
    expect(data.userAgent).toHaveLength(BROWSER_DATA_MAX_LENGTH.userAgent);
    expect(() => browserDataSchema.parse(data)).not.toThrow();
  });

  it('reads the real browser when given nothing', () => {
    const data = detectBrowserData();
    expect(data.userAgent).toBe(navigator.userAgent);
    expect(data.windowResolution).toBe(`${window.innerWidth}x${window.innerHeight}`);
  });
});
