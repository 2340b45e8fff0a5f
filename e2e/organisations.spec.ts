import { expect, type Page } from '@playwright/test';
import { sample } from '../apps/server/test/media-samples.ts';
import { createSubscription, uploadBrandImage } from './support/admin-api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { invite } from './support/invite.ts';
import { test } from './support/journeys.ts';
import type { Mailbox } from './support/mailbox.ts';
import { newPerson, type Person } from './support/person.ts';
import { setPasswordFromInvite } from './support/subscription-administrator.ts';
import { uniqueName } from './support/unique-name.ts';

/*
 * Organisations as the people in them see them: a branded subscription's driver gets its logo and colour, and a
 * distributor administrator sees only their own distributor's subscriptions. Setup goes through the API the admin
 * screens use (e2e/subscriptions.spec.ts drives those screens).
 */
test.use({ storageState: { cookies: [], origins: [] } });

const INVITE_SUBJECT = 'You have been invited to Roadmark';
const DISTRIBUTOR_ADMINISTRATOR = '7a1f0000-0000-4000-8000-000000000004';

/** Invites a person into a subscription and has them accept the emailed invite and sign in. */
async function joinAndSignIn(
  page: Page,
  mailbox: Mailbox,
  placement: { subscriptionId: string; roleGroupId?: string },
): Promise<Person> {
  const person = newPerson();
  await invite(mailbox, person, placement);
  await page.goto(await mailbox.readLink(person.email, INVITE_SUBJECT));
  await setPasswordFromInvite(page, person);
  return person;
}

test('a driver of a branded subscription sees its logo and colour', async ({ page, mailbox }) => {
  const companyName = uniqueName('Brand Haulage');
  const logoId = await uploadBrandImage(mailbox, sample('png'));
  const subscriptionId = await createSubscription(mailbox, {
    companyName,
    subscriptionType: 'Subscription',
    maxUsers: 0,
    allowBranding: true,
    brandColor: '#6A1B9A',
    brandImageBlobReferenceId: logoId,
  });
  await joinAndSignIn(page, mailbox, { subscriptionId });

  const logo = page.getByRole('banner').getByRole('img', { name: `${companyName} logo` });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const primary = () =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-roadmark-7').trim(),
    );
  await expect.poll(primary).toBe('#6a1b9a');
  await expectNoSeriousA11yViolations(page);
});

test('a distributor administrator sees only their own subscriptions', async ({ page, mailbox }) => {
  const ownDistributor = await createSubscription(mailbox, {
    companyName: uniqueName('Own Resellers'),
    subscriptionType: 'Distributor',
  });
  const ownCustomer = uniqueName('Own Customer');
  await createSubscription(mailbox, {
    companyName: ownCustomer,
    subscriptionType: 'Subscription',
    distributorSubscriptionId: ownDistributor,
  });
  const rivalDistributor = await createSubscription(mailbox, {
    companyName: uniqueName('Rival Resellers'),
    subscriptionType: 'Distributor',
  });
  const rivalCustomer = uniqueName('Rival Customer');
  await createSubscription(mailbox, {
    companyName: rivalCustomer,
    subscriptionType: 'Subscription',
    distributorSubscriptionId: rivalDistributor,
  });

  await joinAndSignIn(page, mailbox, { subscriptionId: ownDistributor, roleGroupId: DISTRIBUTOR_ADMINISTRATOR });
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Manage distributor' })
    .click();
  await expect(page).toHaveURL(/\/manage\/distributor\/dashboard$/);
  await page.goto('/manage/distributor/subscriptions');
  await expect(page.getByText(ownCustomer)).toBeVisible();
  await expect(page.getByText(rivalCustomer)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  // Administration stays closed to them.
  await page.goto('/administration/subscriptions');
  await expect(page.getByText('Sorry you do not have permission to access this area.')).toBeVisible();
});
