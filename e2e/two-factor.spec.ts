import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { heading, signedInPerson, signOut, test } from './support/journeys.ts';
import type { Person } from './support/person.ts';
import { submitSignIn } from './support/sign-in.ts';
import { readSetupKey } from './support/two-factor.ts';

/*
 * Two-factor sign-in as a fresh, confirmed person (a 6-digit code or a recovery code). The test plays the
 * authenticator app: it reads the setup key from the page and computes codes with otplib, as a phone would.
 */
test.use({ storageState: { cookies: [], origins: [] } });

/** A code for a later 30-second step than any used so far: the server refuses a code it has already accepted. */
function nextCode(secret: string, step: number): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * step });
}

async function passwordStep(page: Page, person: Person): Promise<void> {
  await page.goto('/account/login?returnUrl=%2Fprofile%2Fdetails');
  await submitSignIn(page, person);
  await expect(page).toHaveURL(/\/account\/loginWithTwoFactor/);
  await expect(heading(page, 'Two-factor sign-in')).toBeVisible();
}

test('turns on two-factor, then signs in with a code and with a recovery code', async ({ page, mailbox }) => {
  const person = await signedInPerson(page, mailbox);

  await page.goto('/profile/twoFactor');
  const setUp = page.getByRole('button', { name: 'Set up two-factor sign-in' });
  await expect(setUp).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await setUp.click();
  const secret = await readSetupKey(page);
  const qrCode = page.getByRole('img', { name: 'QR code to scan with your authenticator app' });
  await expect(qrCode).toBeVisible();
  await expect(qrCode).toHaveAttribute('src', /^data:image\/svg\+xml;/);
  // Drawn, not a broken image.
  await expect.poll(() => qrCode.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(await nextCode(secret, 0));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = await codes.first().innerText();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Two-factor sign-in is on.')).toBeVisible();

  await signOut(page, person);
  await passwordStep(page, person);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: 'Authentication code' }).fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByText('That code is not right. Check your authenticator app and try again.').first(),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(await nextCode(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/profile\/details$/);

  await signOut(page, person);
  await passwordStep(page, person);
  await page
    .getByRole('button', { name: 'Use a recovery code instead' })
    .or(page.getByRole('link', { name: 'Use a recovery code instead' }))
    .click();
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/profile\/details$/);
});
