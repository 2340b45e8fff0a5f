import { expect, type Page } from '@playwright/test';
import { createSubscription } from './support/admin-api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { test } from './support/journeys.ts';
import { ListPage } from './support/list-page.ts';
import type { Mailbox } from './support/mailbox.ts';
import { uniqueName } from './support/unique-name.ts';

/*
 * Staff managing a customer (Manage on the subscription list): every page in every open tab says whose
 * subscription it is, with Stop managing, while question tags and safety metrics stay the provider's own lists.
 */
test.describe.configure({ timeout: 120_000 });

function banner(page: Page, companyName: string) {
  return page.getByRole('status').filter({ hasText: `You are managing ${companyName}` });
}

/** A new customer subscription, which the administrator starts managing from the subscription list's Manage. */
async function startManaging(page: Page, mailbox: Mailbox, companyName: string): Promise<void> {
  await createSubscription(mailbox, { companyName, subscriptionType: 'Subscription' });
  const subscriptions = new ListPage(page, '/administration/subscriptions', 'Subscriptions');
  await subscriptions.open();
  await subscriptions.search(companyName);
  await subscriptions.openMoreActions(companyName);
  await page.getByRole('menuitem', { name: 'Manage' }).click();
  await expect(banner(page, companyName)).toBeVisible();
}

test('managing a customer shows in every tab, and the tags stay the provider’s list', async ({ page, mailbox }) => {
  const companyName = uniqueName('Managed & <Haulage>');
  await startManaging(page, mailbox, companyName);
  await expectNoSeriousA11yViolations(page);

  // Another tab of the same browser manages the same customer, and says so.
  const other = await page.context().newPage();
  await other.goto('/administration/tags');
  await expect(banner(other, companyName)).toBeVisible();

  // A tag added while managing is the provider's: listed here, and after Stop managing too.
  const tag = uniqueName('Glare & "dazzle"');
  const tags = new ListPage(other, '/administration/tags', 'Tags');
  await tags.expectShown();
  await tags.addLink.click();
  await other.getByRole('textbox', { name: 'Name' }).fill(tag);
  await other.getByRole('button', { name: 'Save' }).click();
  await tags.expectShown();
  await tags.search(tag);
  await expect(tags.item(tag)).toBeVisible();
  await expectNoSeriousA11yViolations(other);

  // Stop managing in one tab ends it in both.
  await banner(other, companyName).getByRole('button', { name: 'Stop managing' }).click();
  await expect(banner(other, companyName)).toHaveCount(0);
  await expect(banner(page, companyName)).toHaveCount(0);
  await tags.open();
  await tags.search(tag);
  await expect(tags.item(tag)).toBeVisible();
  await other.close();
});

test("Manage pages name the subscription: the provider's own for staff, the customer's while managing it", async ({
  page,
  mailbox,
}) => {
  const providerOwn = page.getByRole('note').filter({
    hasText: 'You are managing Roadmark, the provider’s own subscription: the people you add here are the provider’s.',
  });
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await page.goto('/manage/drivers');
  await expect(page.getByRole('heading', { level: 1, name: 'Drivers' })).toBeVisible();
  await expect(providerOwn).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Manage own subscription' })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page);

  const companyName = uniqueName('Named Haulage');
  await startManaging(page, mailbox, companyName);
  await page.goto('/manage/drivers');
  await expect(banner(page, companyName)).toBeVisible();
  await expect(providerOwn).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Manage subscription', exact: true })).toBeVisible();
  await banner(page, companyName).getByRole('button', { name: 'Stop managing' }).click();
  await expect(banner(page, companyName)).toHaveCount(0);
});
