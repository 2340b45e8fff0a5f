import { type Browser, chromium } from 'playwright-core';
import type { LighthousePage } from './lighthouse-scenario.ts';
import { webErrorTexts } from './web-error-texts.ts';

/** A busy two-core machine may take long over a cold page; a page that shows nothing by then has failed. */
const HEADING_TIMEOUT_MS = 90_000;

/** The cookies of a Cookie header, as Playwright adds them to a browser context for `url`. */
export function cookiesOf(header: string, url: string) {
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.includes('='))
    .map((pair) => {
      const equals = pair.indexOf('=');
      return { name: pair.slice(0, equals), value: pair.slice(equals + 1), url };
    });
}

async function pageHeading(browser: Browser, page: LighthousePage, baseUrl: string): Promise<string> {
  const url = new URL(page.path, baseUrl).toString();
  const context = await browser.newContext();
  try {
    if (page.cookie) await context.addCookies(cookiesOf(page.cookie, baseUrl));
    const tab = await context.newPage();
    const response = await tab.goto(url, { waitUntil: 'load', timeout: HEADING_TIMEOUT_MS });
    if (!response || response.status() >= 400) throw new Error(`${page.path} answered ${response?.status()}`);
    const heading = tab.locator('h1').first();
    await heading.waitFor({ state: 'visible', timeout: HEADING_TIMEOUT_MS }).catch(() => {
      throw new Error(`${page.path} showed no heading within ${HEADING_TIMEOUT_MS / 1000} s`);
    });
    // The page's own data may still be on its way (and with it an error alert): let the requests settle.
    await tab.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => {});
    const ended = new URL(tab.url());
    if (ended.pathname !== new URL(url).pathname) {
      throw new Error(`${page.path} ended on ${ended.pathname}${ended.search} instead`);
    }
    const text = await tab.locator('body').innerText();
    const error = webErrorTexts().find((candidate) => text.includes(candidate));
    if (error) throw new Error(`${page.path} shows "${error}" instead of its content`);
    return (await heading.innerText()).trim();
  } finally {
    await context.close();
  }
}

/**
 * Before any measuring, each page is opened once as its person in the same Chromium, to make sure it shows its
 * content: it ends on the address asked for, shows a main heading, and shows none of the web app's error messages.
 * Lighthouse would score an error page like any other. Answers each page's heading, for the log.
 */
export async function checkPagesShowContent(
  pages: readonly LighthousePage[],
  baseUrl: string,
  chromePath: string,
): Promise<Map<LighthousePage, string>> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    const headings = new Map<LighthousePage, string>();
    for (const page of pages) headings.set(page, await pageHeading(browser, page, baseUrl));
    return headings;
  } finally {
    await browser.close();
  }
}
