import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { ListPage } from './support/list-page.ts';
import { uniqueName } from './support/unique-name.ts';

const PATH = '/administration/safety-metrics';

function metricList(page: Page): ListPage {
  return new ListPage(page, PATH, 'Safety metrics');
}

const nameBox = (page: Page) => page.getByRole('textbox', { name: 'Name' });
const startValueBox = (page: Page) => page.getByRole('textbox', { name: 'Start value' });

/** Adds a safety metric through the list's Add button and returns to the list, which shows it. */
async function addMetric(page: Page, name: string, startValue?: number): Promise<void> {
  const list = metricList(page);
  await list.open();
  await list.addLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add safety metric' })).toBeVisible();
  await nameBox(page).fill(name);
  if (startValue !== undefined) await startValueBox(page).fill(String(startValue));
  await page.getByRole('button', { name: 'Save' }).click();
  await list.expectShown();
  await expect(list.item(name)).toBeVisible();
}

test.describe('safety metrics', () => {
  test('are reached from the administration side menu', async ({ page }) => {
    await page.goto('/administration/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Provider dashboard' })).toBeVisible();
    const sideMenu = page.getByRole('navigation', { name: 'Section menu' });
    await sideMenu.getByRole('link', { name: 'Safety metrics' }).click();
    const list = metricList(page);
    await list.expectShown();
    await expect(page).toHaveTitle('Safety metrics - Roadmark');
    await expect(sideMenu.getByRole('link', { name: 'Safety metrics' })).toHaveAttribute('aria-current', 'page');
    await list.expectCardsOrNothingYet();
    await expectNoSeriousA11yViolations(page);
  });

  test('require a name, start at 0 by default and are added from the list', async ({ page }) => {
    const list = metricList(page);
    await list.open();
    await list.addLink.click();
    await expect(page).toHaveURL(/\/administration\/safety-metrics\/add$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Add safety metric' })).toBeVisible();
    await expect(page).toHaveTitle('Add safety metric - Roadmark');
    await expect(startValueBox(page)).toHaveValue('0');
    await expect(
      page.getByText('The score a driver starts with on this metric before they are measured.'),
    ).toBeVisible();

    await nameBox(page).focus();
    await nameBox(page).blur();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await nameBox(page).fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page).toHaveURL(/\/administration\/safety-metrics\/add$/);

    const metric = uniqueName('Metric');
    await nameBox(page).fill(metric);
    await page.getByRole('button', { name: 'Save' }).click();
    await list.expectShown();
    await expect(list.card(metric)).toBeVisible();
    await expect(list.card(metric).getByText('Start value: 0')).toBeVisible();
  });

  test('keep the start value within 0 to 100', async ({ page }) => {
    await page.goto(`${PATH}/add`);
    await expect(page.getByRole('heading', { level: 1, name: 'Add safety metric' })).toBeVisible();
    await startValueBox(page).fill('150');
    await startValueBox(page).blur();
    await expect(startValueBox(page)).toHaveValue('100');
  });

  test('are searched by name, with the search kept in the address', async ({ page }) => {
    const base = uniqueName('Searchable metric');
    const first = `${base} alpha`;
    const second = `${base} beta`;
    await addMetric(page, first);
    await addMetric(page, second);
    const list = metricList(page);

    await list.search(`${base} bet`);
    await expect(list.card(second)).toBeVisible();
    await expect(list.card(first)).toBeHidden();
    await page.reload();
    await expect(list.searchBox).toHaveValue(`${base} bet`);
    await expect(list.card(second)).toBeVisible();
    await expect(list.card(first)).toBeHidden();

    const nothing = `${base} gamma`;
    await list.search(nothing);
    await expect(page.getByText(`Sorry there were no matches for "${nothing}."`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await list.search('');
    await expect(list.card(first)).toBeVisible();
    await expect(list.card(second)).toBeVisible();
  });

  test('show their start value in the table view, which is remembered', async ({ page }) => {
    const metric = uniqueName('Metric table');
    await addMetric(page, metric, 42);
    const list = metricList(page);
    await expect(list.card(metric).getByText('Start value: 42')).toBeVisible();

    await list.chooseView('Table');
    await expect(list.table.getByRole('columnheader', { name: 'Start value' })).toBeVisible();
    await expect(list.row(metric).getByRole('cell', { name: '42', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(list.viewOption('Table')).toBeChecked();
    await expect(list.row(metric)).toBeVisible();

    await list.chooseView('Cards');
    await page.reload();
    await expect(list.viewOption('Cards')).toBeChecked();
    await expect(list.card(metric)).toBeVisible();
  });

  test('open for edit from a card, a table row and a double-click on a row', async ({ page }) => {
    const metric = uniqueName('Metric open');
    await addMetric(page, metric, 7);
    const list = metricList(page);
    const editHeading = page.getByRole('heading', { level: 1, name: 'Edit safety metric' });
    const cancel = page.getByRole('button', { name: 'Cancel' });

    await list.card(metric).getByRole('heading', { name: metric }).click();
    await expect(page).toHaveURL(/\/administration\/safety-metrics\/edit\/[\w-]+$/);
    await expect(editHeading).toBeVisible();
    await expect(nameBox(page)).toHaveValue(metric);
    await expect(startValueBox(page)).toHaveValue('7');
    await expect(page).toHaveTitle('Edit safety metric - Roadmark');
    await expectNoSeriousA11yViolations(page);
    await cancel.click();
    await list.expectShown();

    await list.chooseView('Table');
    await list.row(metric).getByRole('cell', { name: metric, exact: true }).click();
    await expect(editHeading).toBeVisible();
    await cancel.click();
    await list.expectShown();

    await list.row(metric).getByRole('cell', { name: metric, exact: true }).dblclick();
    // Once, not twice: a second navigation from the same double-click would nest edit/{id} in the address.
    await expect(page).toHaveURL(/\/administration\/safety-metrics\/edit\/[\w-]+$/);
    await expect(editHeading).toBeVisible();
    await expect(nameBox(page)).toHaveValue(metric);
    await cancel.click();
    await list.expectShown();
    await expect(list.row(metric)).toBeVisible();
  });

  test('are renamed and given a new start value on the edit page', async ({ page }) => {
    const metric = uniqueName('Metric before');
    const renamed = uniqueName('Metric after');
    await addMetric(page, metric, 10);
    const list = metricList(page);

    await page.getByRole('link', { name: `Edit ${metric}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit safety metric' })).toBeVisible();
    await expect(nameBox(page)).toHaveValue(metric);
    await expect(startValueBox(page)).toHaveValue('10');
    await nameBox(page).fill(renamed);
    await startValueBox(page).fill('65');
    await page.getByRole('button', { name: 'Save' }).click();

    await list.expectShown();
    await expect(list.card(renamed).getByText('Start value: 65')).toBeVisible();
    await expect(list.card(metric)).toHaveCount(0);
    await page.reload();
    await expect(list.card(renamed).getByText('Start value: 65')).toBeVisible();
    await expect(list.card(metric)).toHaveCount(0);
  });

  test('are deleted after confirmation, and Cancel keeps them', async ({ page }) => {
    const metric = uniqueName('Metric delete');
    await addMetric(page, metric);
    const list = metricList(page);
    const question = page.getByRole('heading', {
      level: 1,
      name: 'Are you sure you want to delete this safety metric?',
    });

    await list.startDelete(metric);
    await expect(page).toHaveURL(/\/administration\/safety-metrics\/delete\/[\w-]+$/);
    await expect(question).toBeVisible();
    await expect(page).toHaveTitle('Delete safety metric - Roadmark');
    await expect(nameBox(page)).toHaveValue(metric);
    await expect(nameBox(page)).not.toBeEditable();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await list.expectShown();
    await expect(list.card(metric)).toBeVisible();

    await list.startDelete(metric);
    await expect(question).toBeVisible();
    await expect(nameBox(page)).toHaveValue(metric);
    await page.getByRole('button', { name: 'Delete' }).click();
    await list.expectShown();
    await expect(page.getByText('The safety metric has been deleted.')).toBeVisible();
    await expect(list.card(metric)).toHaveCount(0);
    await page.reload();
    await list.waitUntilLoaded();
    await expect(list.card(metric)).toHaveCount(0);
  });
});
