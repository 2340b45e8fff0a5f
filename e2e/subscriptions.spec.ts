import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { ListPage } from './support/list-page.ts';
import { uniqueName } from './support/unique-name.ts';

/** A 1x1 transparent PNG, enough for the server to recognise an image. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const lists = {
  subscriptions: (page: Page) => new ListPage(page, '/administration/subscriptions', 'Subscriptions'),
  distributors: (page: Page) => new ListPage(page, '/administration/distributors', 'Distributors'),
  studies: (page: Page) => new ListPage(page, '/administration/studies', 'Studies'),
};

function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name });
}

function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

/** A switch is named by its label and the help text beneath it. */
async function turnOn(page: Page, label: string): Promise<void> {
  const toggle = page.getByRole('switch', { name: label });
  await toggle.check();
  await expect(toggle).toBeChecked();
}

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save' }).click();
}

/**
 * Adds through the list's Add button; the new record's own page opens, saying it is added and what comes next; back
 * on the list, it shows the new item.
 */
async function add(list: ListPage, title: string, nameLabel: string, name: string, fill?: () => Promise<void>) {
  await list.open();
  await list.addLink.click();
  await expect(heading(list.page, title)).toBeVisible();
  await field(list.page, nameLabel).fill(name);
  await fill?.();
  await save(list.page);
  await expectAddedThenListed(list, name);
}

/** A saved new record opens on its own page, saying it is added; back on the list, it shows the new item. */
async function expectAddedThenListed(list: ListPage, name: string) {
  await expect(list.page).toHaveURL(new RegExp(`${list.path}/details/[0-9a-f-]{36}/assessments$`));
  await expect(heading(list.page, name)).toBeVisible();
  await expect(list.page.getByRole('alert').filter({ hasText: `${name} is added` })).toBeVisible();
  await list.open();
  await expect(list.item(name)).toBeVisible();
}

async function openEdit(list: ListPage, name: string, title: string): Promise<void> {
  await list.open();
  await list.page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(heading(list.page, title)).toBeVisible();
}

test.describe('subscriptions', () => {
  // Adds and edits a distributor and three subscriptions through their forms, each page scanned.
  test.describe.configure({ timeout: 150_000 });

  test('a distributor and the subscriptions sold through it or directly are added and edited', async ({ page }) => {
    const distributor = uniqueName('Distributor');
    const resold = uniqueName('Resold subscription');
    const direct = uniqueName('Direct subscription');
    const distributors = lists.distributors(page);
    const subscriptions = lists.subscriptions(page);

    await page.goto('/administration/dashboard');
    await expect(heading(page, 'Provider dashboard')).toBeVisible();
    const sideMenu = page.getByRole('navigation', { name: 'Section menu' });
    await sideMenu.getByRole('link', { name: 'Distributors' }).click();
    await distributors.expectShown();
    await expect(page).toHaveTitle('Distributors - Roadmark');
    await distributors.waitUntilLoaded();
    await expectNoSeriousA11yViolations(page);

    await distributors.addLink.click();
    await expect(heading(page, 'Add distributor')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Distributor' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'High risk below' })).toHaveCount(0);
    await field(page, 'Distributor name').focus();
    await field(page, 'Distributor name').blur();
    await expect(page.getByText('Subscription name is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await field(page, 'Distributor name').fill(distributor);
    await save(page);
    await expectNoSeriousA11yViolations(page);
    await expectAddedThenListed(distributors, distributor);

    // Edit: a user limit, and branding with a logo and a colour.
    await openEdit(distributors, distributor, 'Edit distributor');
    await turnOn(page, 'Limit the number of users');
    await field(page, 'Maximum users').fill('5');
    await turnOn(page, 'Allow branding');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
    await expect(page.getByRole('img', { name: `Logo of ${distributor}` })).toBeVisible();
    await field(page, 'Brand colour').fill('#1a7f5a');
    await page.keyboard.press('Escape');
    await expectNoSeriousA11yViolations(page);
    await save(page);
    await distributors.expectShown();
    await expect(distributors.card(distributor).getByText('Users: 0 / 5')).toBeVisible();

    await openEdit(distributors, distributor, 'Edit distributor');
    await expect(field(page, 'Maximum users')).toHaveValue('5');
    await expect(field(page, 'Brand colour')).toHaveValue('#1a7f5a');
    await expect(page.getByRole('img', { name: `Logo of ${distributor}` })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await distributors.expectShown();

    // A subscription sold through the distributor.
    await add(subscriptions, 'Add subscription', 'Subscription name', resold, async () => {
      await page.getByRole('combobox', { name: 'Distributor' }).click();
      await page.getByRole('option', { name: distributor }).click();
    });
    await subscriptions.chooseView('Table');
    await expect(subscriptions.row(resold).getByRole('cell', { name: distributor })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A subscription sold directly, with its own risk rules and export.
    await add(subscriptions, 'Add subscription', 'Subscription name', direct);
    await expect(subscriptions.row(direct).getByRole('cell', { name: 'None (sold directly)' })).toBeVisible();
    await subscriptions.row(direct).getByRole('cell', { name: direct, exact: true }).dblclick();
    await expect(heading(page, 'Edit subscription')).toBeVisible();
    await field(page, 'High risk below').fill('40');
    await field(page, 'Medium risk below').fill('80');
    await expect(page.getByText('Medium risk: 40 to 79')).toBeVisible();
    await turnOn(page, 'Allow export');
    await save(page);
    await subscriptions.expectShown();
    await openEdit(subscriptions, direct, 'Edit subscription');
    await expect(field(page, 'High risk below')).toHaveValue('40');
    await expect(field(page, 'Medium risk below')).toHaveValue('80');
    await expect(page.getByRole('switch', { name: 'Allow export' })).toBeChecked();
    // Its licensing is a click away from the edit page.
    await page.getByRole('link', { name: 'License training modules' }).click();
    await expect(page).toHaveURL(/\/administration\/subscriptions\/details\/[0-9a-f-]{36}\/training$/);
    await expect(heading(page, direct)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Training' })).toHaveAttribute('aria-selected', 'true');
    await openEdit(subscriptions, direct, 'Edit subscription');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await subscriptions.expectShown();

    // The distributor cannot go while it still has a subscription.
    await distributors.open();
    await distributors.startDelete(distributor);
    await expect(heading(page, 'Are you sure you want to delete this distributor?')).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('This distributor still has subscriptions. Move or delete them first.')).toBeVisible();

    // Managing the distributor opens its own area, scoped to its subscriptions.
    await distributors.open();
    await distributors.openMoreActions(distributor);
    await page.getByRole('menuitem', { name: 'Manage' }).click();
    await expect(page).toHaveURL(/\/manage\/distributor\/dashboard$/);
    await expect(heading(page, 'Distributor dashboard')).toBeVisible();
    await expect(page.getByText(`You are managing ${distributor}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('navigation', { name: 'Section menu' }).getByRole('link', { name: 'Subscriptions' }).click();
    const scoped = new ListPage(page, '/manage/distributor/subscriptions', 'Subscriptions');
    await scoped.expectShown();
    await expect(scoped.item(resold)).toBeVisible();
    await expect(scoped.item(direct)).toHaveCount(0);

    // Its admins: an invited distributor administrator joins the list.
    const lastName = uniqueName('Seller').replace(/\W/g, '');
    await page.getByRole('navigation', { name: 'Section menu' }).getByRole('link', { name: 'Admins' }).click();
    const admins = new ListPage(page, '/manage/distributor/admins', 'Admins');
    await admins.expectShown();
    await admins.addLink.click();
    await expect(heading(page, 'Add admin')).toBeVisible();
    await field(page, 'First name').fill('Dana');
    await field(page, 'Last name').fill(lastName);
    await field(page, 'Email').fill(`${lastName.toLowerCase()}@resellers.example`);
    await expectNoSeriousA11yViolations(page);
    await save(page);
    await admins.expectShown();
    await expect(page.getByText('The invitation has been sent.')).toBeVisible();
    await expect(admins.item(`Dana ${lastName}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Stop managing' }).click();
    await expect(page.getByText(`You are managing ${distributor}`)).toHaveCount(0);
  });

  test('a study gets a generated code and start link, and resetting the code warns first', async ({ page }) => {
    const study = uniqueName('Study');
    const studies = lists.studies(page);
    await studies.open();
    await expect(page).toHaveTitle('Studies - Roadmark');
    await studies.addLink.click();
    await expect(heading(page, 'Add study')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Study' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Limit the number of users' })).toHaveCount(0);
    await field(page, 'Study name').fill(study);

    const code = field(page, 'Access code');
    await expect(code).toHaveValue('');
    await expect(code).not.toBeEditable();
    await page.getByRole('button', { name: 'Generate code' }).click();
    await expect(code).toHaveValue(/^[A-Z2-9]{8}$/);
    const firstCode = await code.inputValue();
    const origin = new URL(page.url()).origin;
    await expect(field(page, 'Start URL')).toHaveValue(`${origin}/study/${firstCode}`);

    const returnUrl = page.getByRole('textbox', { name: 'Return URL' });
    await returnUrl.fill('not a web address');
    await returnUrl.blur();
    await expect(page.getByText('Enter a full web address starting with https:// or http://')).toBeVisible();
    await returnUrl.fill('https://example.org/thanks');
    await page.getByRole('textbox', { name: 'Post URL' }).fill('https://example.org/results');
    await expectNoSeriousA11yViolations(page);
    await save(page);
    await expectAddedThenListed(studies, study);
    await expect(studies.card(study).getByText(`Study code: ${firstCode}`)).toBeVisible();

    await openEdit(studies, study, 'Edit study');
    await expect(code).toHaveValue(firstCode);
    await expect(page.getByRole('textbox', { name: 'Return URL' })).toHaveValue('https://example.org/thanks');
    await page.getByRole('button', { name: 'Generate code' }).click();
    const warning = page.getByRole('dialog', { name: 'Reset the access code?' });
    await expect(warning).toContainText('Existing links stop working');
    await expectNoSeriousA11yViolations(page);
    await warning.getByRole('button', { name: 'Keep the current code' }).click();
    await expect(code).toHaveValue(firstCode);
    await page.getByRole('button', { name: 'Generate code' }).click();
    await warning.getByRole('button', { name: 'Generate a new code' }).click();
    await expect(code).not.toHaveValue(firstCode);
    await expect(code).toHaveValue(/^[A-Z2-9]{8}$/);
    const secondCode = await code.inputValue();
    await save(page);
    await studies.expectShown();
    await expect(studies.card(study).getByText(`Study code: ${secondCode}`)).toBeVisible();

    await studies.openMoreActions(study);
    await page.getByRole('menuitem', { name: 'Details' }).click();
    await expect(heading(page, study)).toBeVisible();
    // The study's licences list offers the assessments (the demo one exists on every e2e server), none chosen yet.
    await expect(page.getByRole('button', { name: 'Select Demo: Hazard perception', exact: true })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Assessments']);
    await expectNoSeriousA11yViolations(page);
  });

  test('a subscription is deleted after confirmation and leaves the list', async ({ page }) => {
    const name = uniqueName('Subscription to delete');
    const subscriptions = lists.subscriptions(page);
    await add(subscriptions, 'Add subscription', 'Subscription name', name);

    await subscriptions.startDelete(name);
    await expect(page).toHaveURL(/\/administration\/subscriptions\/delete\/[\w-]+$/);
    await expect(heading(page, 'Are you sure you want to delete this subscription?')).toBeVisible();
    await expect(page).toHaveTitle('Delete subscription - Roadmark');
    const shownName = page.getByRole('textbox', { name: 'Name' });
    await expect(shownName).toHaveValue(name);
    await expect(shownName).not.toBeEditable();
    await expect(page.getByText('No people.')).toBeVisible();
    await expect(page.getByText('No teams.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Delete' }).click();
    await subscriptions.expectShown();
    await expect(page.getByText('The subscription has been deleted.')).toBeVisible();
    await expect(subscriptions.item(name)).toHaveCount(0);
    await page.reload();
    await subscriptions.waitUntilLoaded();
    await expect(subscriptions.item(name)).toHaveCount(0);
  });
});
