import { type Browser, expect, test } from '@playwright/test';
import { ADMIN_STATE_PATH } from './support/admin.ts';
import { LISTS } from './support/content-authoring.ts';

/** The day of an ISO moment in UTC, in the order the locale writes it. */
function dayOf(iso: string, order: 'DMY' | 'MDY'): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return order === 'MDY' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

async function browserSpeaking(browser: Browser, locale: string, signedIn: boolean) {
  // UTC in the browser, so the day shown is the day of the moment's ISO text.
  return browser.newContext({
    locale,
    timezoneId: 'UTC',
    storageState: signedIn ? ADMIN_STATE_PATH : { cookies: [], origins: [] },
    baseURL: test.info().project.use.baseURL,
  });
}

test.describe('the language of a first visit follows the browser', () => {
  for (const { browserLocale, locale, forgotten, order } of [
    { browserLocale: 'en-US', locale: 'en-US', forgotten: 'Forgot your password?', order: 'MDY' },
    // No Australian English is offered: it falls back to the first English offered, British.
    { browserLocale: 'en-AU', locale: 'en-GB', forgotten: 'Forgotten your password?', order: 'DMY' },
  ] as const) {
    test(`a browser in ${browserLocale} reads ${locale} texts and dates`, async ({ browser }) => {
      const signedOut = await browserSpeaking(browser, browserLocale, false);
      const signInPage = await signedOut.newPage();
      await signInPage.goto('/account/login');
      await expect(signInPage.getByRole('link', { name: forgotten })).toBeVisible();
      await expect(signInPage.locator('html')).toHaveAttribute('lang', locale);
      await signedOut.close();

      // The demo assessment seeded on start shows the day it was created.
      const signedIn = await browserSpeaking(browser, browserLocale, true);
      const page = await signedIn.newPage();
      const list = LISTS.assessments(page);
      await list.open();
      await list.waitUntilLoaded();
      const created = page.getByRole('main').locator('time').first();
      const moment = (await created.getAttribute('datetime')) ?? '';
      await expect(created).toHaveText(new RegExp(`^${dayOf(moment, order)} \\d{2}:\\d{2}$`));
      await expect(page.getByRole('button', { name: /Change language/ })).toHaveText(new RegExp(locale));
      await signedIn.close();
    });
  }

  test('a choice made in the language menu wins over the browser', async ({ browser }) => {
    const context = await browserSpeaking(browser, 'en-US', false);
    const page = await context.newPage();
    await page.goto('/account/login');
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByRole('button', { name: /Change language/ }).click();
    await page.getByRole('menuitem', { name: 'English (British)' }).click();
    await expect(page.getByRole('link', { name: 'Forgotten your password?' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: 'Forgotten your password?' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await context.close();
  });
});
