import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { createAssessment, heading, LISTS, openAdd, openEdit, textbox } from './support/content-authoring.ts';
import { uniqueName } from './support/unique-name.ts';

const PROMPT = 'Leave without saving?';

function prompt(page: Page) {
  return page.getByRole('dialog', { name: PROMPT });
}

test.describe('content authoring: leaving an editor with unsaved changes', () => {
  test('a menu link and Back ask first: Stay keeps the changes, Leave without saving goes', async ({ page }) => {
    const list = LISTS.questions(page);
    await openAdd(list, 'Add question');
    const typed = 'Junction & "lights" <night>';
    await textbox(page, 'Name').fill(typed);

    await page.getByRole('navigation', { name: 'Section menu' }).getByRole('link', { name: 'Assessments' }).click();
    await expect(prompt(page)).toBeVisible();
    await expect(prompt(page).getByText('If you leave this page now, they are lost.', { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await prompt(page).getByRole('button', { name: 'Stay on this page' }).click();
    await expect(prompt(page)).toBeHidden();
    await expect(heading(page, 'Add question')).toBeVisible();
    await expect(textbox(page, 'Name')).toHaveValue(typed);

    await page.goBack();
    await expect(prompt(page)).toBeVisible();
    await prompt(page).getByRole('button', { name: 'Leave without saving' }).click();
    await list.expectShown();
  });

  test('Cancel and closing the tab ask first; an unchanged editor is left without a question', async ({ page }) => {
    const name = uniqueName('Unsaved changes');
    await createAssessment(page, { name });
    const list = LISTS.assessments(page);
    await openEdit(list, name, 'Edit assessment');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await list.expectShown();

    await openEdit(list, name, 'Edit assessment');
    await textbox(page, 'Name').fill(`${name} & more`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(prompt(page)).toBeVisible();
    await prompt(page).getByRole('button', { name: 'Stay on this page' }).click();
    await expect(textbox(page, 'Name')).toHaveValue(`${name} & more`);

    const asked = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      });
    });
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
  });
});
