import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { createQuestion, heading, LISTS, openEdit, saveAndReturn, textbox } from './support/content-authoring.ts';
import { uniqueName } from './support/unique-name.ts';

test('two people save the same question: the second is told who saved and when, and reloads their version', async ({
  page,
  context,
}) => {
  const name = uniqueName('Shared question');
  await createQuestion(page, { name, questionType: 'MultipleChoiceImage' });
  const first = LISTS.questions(page);
  await openEdit(first, name, 'Edit question');

  // A colleague (here a second tab) opens the same question, changes it and saves first.
  const other = await context.newPage();
  const second = LISTS.questions(other);
  await openEdit(second, name, 'Edit question');
  const theirs = `${name} & "theirs" <v2>`;
  await textbox(other, 'Name').fill(theirs);
  await saveAndReturn(second);
  await other.close();

  await textbox(page, 'Name').fill(`${name} mine`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'after you opened it' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('saved this at');
  await expect(alert).toContainText('Nothing you changed here was saved, so nothing of theirs was overwritten.');
  await expect(heading(page, 'Edit question')).toBeVisible();
  await expect(textbox(page, 'Name')).toHaveValue(`${name} mine`);
  await expectNoSeriousA11yViolations(page);

  await alert.getByRole('button', { name: 'Reload the latest version' }).click();
  await expect(textbox(page, 'Name')).toHaveValue(theirs);
  await expect(alert).toBeHidden();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await first.expectShown();
});
