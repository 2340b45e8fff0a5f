import {
  BROWSER_DATA_MAX_LENGTH,
  type BrowserData,
  type BrowserDataField,
} from '@roadmark/domain/delivery/browser-data';

/** The User-Agent Client Hints object (Chromium only; not in TypeScript's DOM types). */
interface UserAgentData {
  brands?: ReadonlyArray<{ brand: string; version: string }>;
  platform?: string;
}

/** The parts of the browser that are read; each may be missing (tests, old browsers, privacy settings). */
export interface BrowserEnvironment {
  navigator?: Partial<Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'>> & { userAgentData?: UserAgentData };
  screen?: Partial<Pick<Screen, 'width' | 'height' | 'colorDepth'>> & { orientation?: { type?: string } | null };
  window?: Partial<Pick<Window, 'innerWidth' | 'innerHeight'>>;
}

/** Chromium's GREASE brands ('Not A(Brand', 'Not_A Brand'...) name no browser. */
const GREASE_BRAND = /not.?a.?brand/i;

function browserFromBrands(brands: UserAgentData['brands']): string | undefined {
  const real = (brands ?? []).filter((entry) => entry.brand && !GREASE_BRAND.test(entry.brand));
  // 'Chromium' comes with every Chromium browser; the product's own brand (Google Chrome, Microsoft Edge) says more.
  const chosen = real.find((entry) => entry.brand !== 'Chromium') ?? real[0];
  return chosen ? `${chosen.brand} ${chosen.version}`.trim() : undefined;
}

/** Most specific first: Edge, Opera and Samsung Internet also say Chrome; Chrome also says Safari. */
const USER_AGENT_BROWSERS: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ['Microsoft Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
  ['Opera', /(?:OPR|Opera)\/([\d.]+)/],
  ['Samsung Internet', /SamsungBrowser\/([\d.]+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
  ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari\//],
];

function browserFromUserAgent(userAgent: string | undefined): string | undefined {
  if (!userAgent) return undefined;
  for (const [name, pattern] of USER_AGENT_BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1]}`;
  }
  return undefined;
}

function dimensions(width: number | undefined, height: number | undefined): string | undefined {
  const valid = (value: number | undefined): value is number => typeof value === 'number' && value > 0;
  return valid(width) && valid(height) ? `${Math.round(width)}x${Math.round(height)}` : undefined;
}

function touch(maxTouchPoints: number | undefined): string | undefined {
  if (typeof maxTouchPoints !== 'number') return undefined;
  return maxTouchPoints > 0 ? 'Yes' : 'No';
}

function currentEnvironment(): BrowserEnvironment {
  return {
    navigator: typeof navigator === 'undefined' ? undefined : navigator,
    screen: typeof screen === 'undefined' ? undefined : screen,
    window: typeof window === 'undefined' ? undefined : window,
  };
}

/**
 * What the browser tells about itself for the finish call (docs/product/sessions.md#finish): the fields of
 * BROWSER_DATA_FIELDS it can read, each cut to the length the server accepts; anything it cannot read is left out,
 * and the server stores 'No browser detection' for it.
 */
export function detectBrowserData(environment: BrowserEnvironment = currentEnvironment()): Partial<BrowserData> {
  const { navigator: nav, screen: scr, window: win } = environment;
  const userAgent = nav?.userAgent?.trim() || undefined;
  const detected: Partial<Record<BrowserDataField, string | undefined>> = {
    userAgent,
    browser: browserFromBrands(nav?.userAgentData?.brands) ?? browserFromUserAgent(userAgent),
    platform: nav?.userAgentData?.platform?.trim() || nav?.platform?.trim() || undefined,
    screenResolution: dimensions(scr?.width, scr?.height),
    orientation: scr?.orientation?.type || undefined,
    windowResolution: dimensions(win?.innerWidth, win?.innerHeight),
    colorDepth: typeof scr?.colorDepth === 'number' && scr.colorDepth > 0 ? String(scr.colorDepth) : undefined,
    touch: touch(nav?.maxTouchPoints),
  };
  const entries = Object.entries(detected).filter((entry): entry is [BrowserDataField, string] => Boolean(entry[1]));
  return Object.fromEntries(entries.map(([field, value]) => [field, value.slice(0, BROWSER_DATA_MAX_LENGTH[field])]));
}
