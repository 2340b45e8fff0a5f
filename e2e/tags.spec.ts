import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { ListPage } from './support/list-page.ts';
import { uniqueName } from './support/unique-name.ts';

const PATH = '/administration/tags';

function tagList(page: Page): ListPage {
  return new ListPage(page, PATH, 'Tags');
}

/** Adds a tag through the list's Add button and returns to the list, which shows it. */
async function addTag(page: Page, name: string): Promise<void> {
  const list = tagList(page);
  await list.open();
  await list.addLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add tag' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await list.expectShown();
  await expect(list.item(name)).toBeVisible();
}

test.describe('tags', () => {
  test('are reached from the administration side menu', async ({ page }) => {
    await page.goto('/administration');
    await expect(page).toHaveURL(/\/administration\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Provider dashboard' })).toBeVisible();
    await expect(page).toHaveTitle('Administration - Roadmark');
    const sideMenu = page.getByRole('navigation', { name: 'Section menu' });
    await expect(sideMenu.getByRole('link', { name: 'Safety metrics' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await sideMenu.getByRole('link', { name: 'Tags' }).click();
    const list = tagList(page);
    await list.expectShown();
    await expect(page).toHaveTitle('Tags - Roadmark');
    await expect(sideMenu.getByRole('link', { name: 'Tags' })).toHaveAttribute('aria-current', 'page');
    await list.expectCardsOrNothingYet();
    await expectNoSeriousA11yViolations(page);
  });

  test('require a name and are added from the list', async ({ page }) => {
    const list = tagList(page);
    await list.open();
    await list.addLink.click();
    await expect(page).toHaveURL(/\/administration\/tags\/add$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Add tag' })).toBeVisible();
    await expect(page).toHaveTitle('Add tag - Roadmark');
    const name = page.getByRole('textbox', { name: 'Name' });

    await name.focus();
    await name.blur();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);

    await name.fill('x');
    await expect(page.getByText('Name is required')).toBeHidden();
    await name.fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page).toHaveURL(/\/administration\/tags\/add$/);

    const tag = uniqueName('Tag');
    await name.fill(tag);
    await page.getByRole('button', { name: 'Save' }).click();
    await list.expectShown();
    await expect(list.card(tag)).toBeVisible();
  });

  test('Cancel on the add page goes back without adding', async ({ page }) => {
    const list = tagList(page);
    const tag = uniqueName('Tag never saved');
    await list.open();
    await list.addLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add tag' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill(tag);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await list.expectShown();
    await list.waitUntilLoaded();
    await expect(list.item(tag)).toHaveCount(0);
  });

  test('are searched by name, with the search kept in the address', async ({ page }) => {
    const base = uniqueName('Searchable');
    const first = `${base} alpha`;
    const second = `${base} beta`;
    await addTag(page, first);
    await addTag(page, second);
    const list = tagList(page);

    await list.search(base);
    await expect(list.card(first)).toBeVisible();
    await expect(list.card(second)).toBeVisible();

    await list.search(`${base} alp`);
    await expect(list.card(first)).toBeVisible();
    await expect(list.card(second)).toBeHidden();

    // The address carries the search, so a reload (or a shared link) shows the same filtered list.
    await page.reload();
    await expect(list.searchBox).toHaveValue(`${base} alp`);
    await expect(list.card(first)).toBeVisible();
    await expect(list.card(second)).toBeHidden();

    const nothing = `${base} gamma`;
    await list.search(nothing);
    await expect(page.getByText(`Sorry there were no matches for "${nothing}."`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await list.search('');
    await expect(list.card(first)).toBeVisible();
    await expect(list.card(second)).toBeVisible();
  });

  test('switch between cards and table, remembering the choice', async ({ page }) => {
    const tag = uniqueName('Tag view');
    await addTag(page, tag);
    const list = tagList(page);
    await expect(list.viewOption('Cards')).toBeChecked();
    await expect(list.card(tag)).toBeVisible();

    await list.chooseView('Table');
    await expect(list.table.getByRole('columnheader', { name: 'Name' })).toBeVisible();
    await expect(list.table.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    await expect(list.row(tag)).toBeVisible();
    await expect(list.card(tag)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(list.viewOption('Table')).toBeChecked();
    await expect(list.row(tag)).toBeVisible();

    await list.chooseView('Cards');
    await page.reload();
    await expect(list.viewOption('Cards')).toBeChecked();
    await expect(list.card(tag)).toBeVisible();
  });

  test('open for edit from a card, a table row and a double-click on a row', async ({ page }) => {
    const tag = uniqueName('Tag open');
    await addTag(page, tag);
    const list = tagList(page);
    const editHeading = page.getByRole('heading', { level: 1, name: 'Edit tag' });
    const cancel = page.getByRole('button', { name: 'Cancel' });

    await list.card(tag).getByRole('heading', { name: tag }).click();
    await expect(page).toHaveURL(/\/administration\/tags\/edit\/[\w-]+$/);
    await expect(editHeading).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(tag);
    await expect(page).toHaveTitle('Edit tag - Roadmark');
    await expectNoSeriousA11yViolations(page);
    await cancel.click();
    await list.expectShown();

    await list.chooseView('Table');
    await list.row(tag).getByRole('cell', { name: tag, exact: true }).click();
    await expect(editHeading).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(tag);
    await cancel.click();
    await list.expectShown();

    await list.row(tag).getByRole('cell', { name: tag, exact: true }).dblclick();
    // Once, not twice: a second navigation from the same double-click would nest edit/{id} in the address.
    await expect(page).toHaveURL(/\/administration\/tags\/edit\/[\w-]+$/);
    await expect(editHeading).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(tag);
    // Cancel returns to the list in one step: the double-click opened the page once.
    await cancel.click();
    await list.expectShown();
    await expect(list.row(tag)).toBeVisible();
  });

  test('are renamed on the edit page', async ({ page }) => {
    const tag = uniqueName('Tag before');
    const renamed = uniqueName('Tag after');
    await addTag(page, tag);
    const list = tagList(page);

    await page.getByRole('link', { name: `Edit ${tag}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit tag' })).toBeVisible();
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue(tag);
    await name.fill('');
    await name.blur();
    await expect(page.getByText('Name is required')).toBeVisible();
    await name.fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();

    await list.expectShown();
    await expect(list.card(renamed)).toBeVisible();
    await expect(list.card(tag)).toHaveCount(0);
    // Still renamed after a fresh load from the server.
    await page.reload();
    await expect(list.card(renamed)).toBeVisible();
    await expect(list.card(tag)).toHaveCount(0);
  });

  test('are deleted after confirmation, and Cancel keeps them', async ({ page }) => {
    const tag = uniqueName('Tag delete');
    await addTag(page, tag);
    const list = tagList(page);
    const question = page.getByRole('heading', { level: 1, name: 'Are you sure you want to delete this tag?' });

    await list.openMoreActions(tag);
    const deleteItem = page.getByRole('menuitem', { name: 'Delete' });
    await expect(deleteItem).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await deleteItem.click();
    await expect(page).toHaveURL(/\/administration\/tags\/delete\/[\w-]+$/);
    await expect(question).toBeVisible();
    await expect(page).toHaveTitle('Delete tag - Roadmark');
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue(tag);
    await expect(name).not.toBeEditable();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await list.expectShown();
    await expect(list.card(tag)).toBeVisible();

    await list.startDelete(tag);
    await expect(question).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(tag);
    await page.getByRole('button', { name: 'Delete' }).click();
    await list.expectShown();
    await expect(page.getByText('The tag has been deleted.')).toBeVisible();
    await expect(list.card(tag)).toHaveCount(0);
    await page.reload();
    await list.waitUntilLoaded();
    await expect(list.card(tag)).toHaveCount(0);
  });
});
