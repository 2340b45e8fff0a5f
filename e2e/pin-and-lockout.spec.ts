import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { invite } from './support/invite.ts';
import { heading, signedInPerson, signOut, test, userMenu } from './support/journeys.ts';
import { newPerson, type Person } from './support/person.ts';
import { type Credentials, submitSignIn } from './support/sign-in.ts';

// The person under test starts signed out (this file's default context); the administrator acts in the mailbox's.
test.use({ storageState: { cookies: [], origins: [] } });

/** packages/domain/src/locales/en-GB.json, errors.invalidPassword and errors.lockedOut. */
const INVALID_PASSWORD = 'Invalid password';
const LOCKED_OUT = 'This account has been locked out, please try again later.';
/** packages/domain/src/locales/en-GB.json, errors.pinSignInFailed. */
const PIN_FAILED = 'We could not sign you in with this PIN. Check the PIN, and the password if you have one.';

/** Submits the sign-in form and waits for the server's answer, so each attempt is counted before the next. */
async function attemptSignIn(page: Page, credentials: Credentials): Promise<number> {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/account/login');
  await submitSignIn(page, credentials);
  return (await answered).status();
}

/** The signed-out state of the app: no user menu, and the sign-in page with its form. */
async function expectSignedOut(page: Page, person: Person, url: RegExp = /\/account\/login/): Promise<void> {
  await expect(page).toHaveURL(url);
  await expect(heading(page, 'Sign in')).toBeVisible();
  await expect(userMenu(page, person.firstName, person.lastName)).toBeHidden();
}

test.describe('PIN sign-in', () => {
  test('a person invited without an email signs in with the PIN alone', async ({ page, mailbox }) => {
    const person = newPerson();
    const { uniqueDriverPin } = await invite(mailbox, { ...person, email: '' });
    expect(uniqueDriverPin).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);

    await page.goto('/account/login');
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await expect(password).toBeVisible();
    await page.getByRole('textbox', { name: 'Email or PIN' }).fill(uniqueDriverPin);
    // For a PIN the password field is hidden.
    await expect(password).toBeHidden();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/me$/, { timeout: 15_000 });
    await expect(heading(page, `Welcome, ${person.firstName}`)).toBeVisible();
    await expect(userMenu(page, person.firstName, person.lastName)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('PIN sign-in while PINs are being guessed', () => {
  test('past the platform-wide threshold of failed PIN sign-ins, the sign-in page proves its work and signs in', async ({
    page,
    mailbox,
  }) => {
    const person = newPerson();
    const { uniqueDriverPin } = await invite(mailbox, { ...person, email: '' });
    // Guesses from "elsewhere": the playwright.config.ts threshold is 30 failed PIN sign-ins an hour.
    for (let guess = 0; guess < 30; guess++) {
      const wrongPin = `ZZZZZZZ${'ABCDEFGHJKMNPQRSTUVWXYZ23456789'[guess]}`;
      const answer = await page.request.post('/api/account/login', {
        headers: { 'x-roadmark-csrf': '1' },
        data: { email: wrongPin, password: '' },
      });
      // Once the threshold is passed (by these guesses or an earlier run's), guesses are asked for proofs instead.
      if (answer.status() === 200) break;
      expect(answer.status()).toBe(401);
    }

    await page.goto('/account/login');
    await expect(heading(page, 'Sign in')).toBeVisible();
    // The first answer asks for a proof; it is read at once, while the page works on the proof. The last answer's
    // body cannot be read reliably (the page navigates away on it), so arriving signed in is its proof.
    const firstAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/account/login');
    await page.getByRole('textbox', { name: 'Email or PIN' }).fill(uniqueDriverPin);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    expect(await (await firstAnswer).json()).toMatchObject({ succeeded: false, requiresProofOfWork: true });
    await expect(page).toHaveURL(/\/me$/, { timeout: 30_000 });
    await expect(heading(page, `Welcome, ${person.firstName}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a PIN nobody has gets the same calm message as a wrong one, in place', async ({ page }) => {
    await page.goto('/account/login');
    await expect(heading(page, 'Sign in')).toBeVisible();
    await page.getByRole('textbox', { name: 'Email or PIN' }).fill('QQQQ2345');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText(PIN_FAILED)).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/account\/login/);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('lockout', () => {
  test('the fifth wrong password locks the account, and then the right one is refused too', async ({
    page,
    mailbox,
  }) => {
    const person = await signedInPerson(page, mailbox);
    await signOut(page, person);
    const wrong = { email: person.email, password: `${person.password}-wrong` };

    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await attemptSignIn(page, wrong), `attempt ${attempt}`).toBe(401);
      await expect(page.getByText(INVALID_PASSWORD)).toBeVisible();
      await expect(page.getByText(LOCKED_OUT)).toBeHidden();
    }
    expect(await attemptSignIn(page, wrong)).toBe(403);
    await expect(page.getByText(LOCKED_OUT)).toBeVisible();
    await expect(page.getByText(INVALID_PASSWORD)).toBeHidden();
    await expectNoSeriousA11yViolations(page);

    expect(await attemptSignIn(page, person)).toBe(403);
    await expect(page.getByText(LOCKED_OUT)).toBeVisible();
    await expectSignedOut(page, person);
  });
});

test.describe('sign-out elsewhere', () => {
  test('signing out in one tab signs the other tabs out, without a reload', async ({ page, mailbox }) => {
    const person = await signedInPerson(page, mailbox);
    const other = await page.context().newPage();
    await other.goto('/profile/details');
    await expect(userMenu(other, person.firstName, person.lastName)).toBeVisible();
    await expect(other.getByRole('textbox', { name: 'First name' })).toHaveValue(person.firstName);
    // A reload would drop this, so it shows the other tab changed in place.
    await other.evaluate(() => {
      (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
    });

    await signOut(page, person);

    // Signed out locally: the protected page goes to sign-in, which returns to it afterwards.
    await expectSignedOut(other, person, /\/account\/login\?returnUrl=%2Fprofile%2Fdetails$/);
    expect(await other.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
    // Nothing of the signed-out person is kept in the tab's persisted cache.
    await expect
      .poll(() => other.evaluate(() => localStorage.getItem('roadmark.apollo-cache.v1') ?? ''))
      .not.toContain(person.email);
    await expectNoSeriousA11yViolations(other);
  });

  test('a session ended on the server signs the tab out at its next request', async ({ page, mailbox }) => {
    const person = await signedInPerson(page, mailbox);
    // Locking the account ends its sessions (POST /api/account/lockout, as user management will).
    const locked = await mailbox.page.request.post('/api/account/lockout', {
      headers: { 'x-roadmark-csrf': '1' },
      data: { email: person.email, lockout: true },
    });
    expect(locked.status(), await locked.text()).toBe(204);

    // The tab still believes it is signed in; its next request is refused, and that signs it out.
    await userMenu(page, person.firstName, person.lastName).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expectSignedOut(page, person, /\/account\/login\?returnUrl=%2Fprofile(%2Fdetails)?$/);
  });
});
