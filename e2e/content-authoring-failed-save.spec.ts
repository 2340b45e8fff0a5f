import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  createAssessment,
  createQuestion,
  createTag,
  graphql,
  heading,
  LISTS,
  openAdd,
  openEdit,
  openTab,
  richText,
  saveAndReturn,
  storedAssessment,
  tabWarning,
  textbox,
  toggleTag,
} from './support/content-authoring.ts';
import { uniqueName } from './support/unique-name.ts';

/** Counts the bundle saves the page sends, to prove that a refused form sends nothing. */
function countSaves(page: Page): { count: number } {
  const saves = { count: 0 };
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes('saveAssessment')) saves.count += 1;
  });
  return saves;
}

test.describe('content authoring: validation and failed saves', () => {
  test('invalid tabs show a warning icon and the save does not go to the server', async ({ page }) => {
    const saves = countSaves(page);
    const list = LISTS.assessments(page);
    const name = uniqueName('Validated assessment');
    await openAdd(list, 'Add assessment');
    await openTab(page, 'Feedback');
    await page.getByRole('button', { name: 'Add feedback range' }).click();
    await textbox(page, 'Minimum score for range 1').fill('80');
    await textbox(page, 'Maximum score for range 1').fill('20');
    await textbox(page, 'Maximum score for range 1').blur();
    await expect(page.getByText('Minimum score cannot be above the maximum score')).toBeVisible();

    // No name and a range upside down: both tabs are marked, and the first of them opens.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(tabWarning(page, 'Assessment')).toBeVisible();
    await expect(tabWarning(page, 'Feedback')).toBeVisible();
    await expect(tabWarning(page, 'Introduction')).toHaveCount(0);
    await expect(tabWarning(page, 'Recommend')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: /^Assessment/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Name is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await textbox(page, 'Name').fill(name);
    await expect(tabWarning(page, 'Assessment')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('tab', { name: /^Feedback/ })).toHaveAttribute('aria-selected', 'true');
    await expect(tabWarning(page, 'Feedback')).toBeVisible();
    await expect(heading(page, 'Add assessment')).toBeVisible();
    expect(saves.count).toBe(0);
    // The tab opened afresh shows the range at fault, open, with its message.
    const range = page.getByRole('group', { name: 'Range 1' });
    await expect(range.getByRole('button', { name: 'Range 1: 80 to 20' })).toHaveAttribute('aria-expanded', 'true');
    await expect(range.getByText('Minimum score cannot be above the maximum score')).toBeVisible();
    await expect(range.getByText('Has problems')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Put right, the range clears the warning and the save goes through.
    await textbox(page, 'Minimum score for range 1').fill('10');
    await textbox(page, 'Minimum score for range 1').blur();
    await expect(tabWarning(page, 'Feedback')).toHaveCount(0);
    await expect(range.getByText('Minimum score cannot be above the maximum score')).toBeHidden();
    await saveAndReturn(list);
    expect(saves.count).toBe(1);
    await list.open(name);
    await expect(list.card(name)).toBeVisible();
  });

  test('an embed link that is not recognised is explained under the link, and nothing is embedded', async ({
    page,
  }) => {
    await openAdd(LISTS.assessments(page), 'Add assessment');
    await openTab(page, 'Introduction');
    const introduction = richText(page, 'Introduction');
    await expect(introduction).toBeVisible();
    await page.getByRole('button', { name: 'Embed video' }).click();
    const link = page.getByRole('textbox', { name: 'Video link' });
    const typed = 'https://videos.example/watch?v=1&list="<2>"';
    await link.fill(typed);
    await page.getByRole('button', { name: 'Embed', exact: true }).click();
    await expect(
      page.getByText(
        'This link was not recognised: use the address of a video or photo page from one of the providers listed.',
      ),
    ).toBeVisible();
    await expect(link).toHaveValue(typed);
    await expect(link).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);
    await expect(introduction.locator('iframe')).toHaveCount(0);
  });

  test('a save the server refuses for a deleted pool question leaves the assessment as it was', async ({ page }) => {
    const question = uniqueName('Soon deleted question');
    const questionId = await createQuestion(page, { name: question, questionType: 'MultipleChoiceVideo' });
    const name = uniqueName('Refused assessment');
    const assessmentId = await createAssessment(page, { name, poolQuestionIds: [questionId] });
    const list = LISTS.assessments(page);

    await openEdit(list, name, 'Edit assessment');
    await textbox(page, 'Name').fill(`${name} renamed`);
    await richText(page, 'Tile description').fill('A description that must not be kept.');
    await openTab(page, 'Feedback');
    await page.getByRole('button', { name: 'Add feedback range' }).click();
    await richText(page, 'Feedback text for range 1').fill('Nor this feedback.');
    // Meanwhile the only question in its pool is deleted (which takes it out of the pool), so the assessment as a
    // whole is no longer valid.
    await graphql(page, 'mutation ($id: ID!) { deleteQuestion(id: $id) { id } }', { id: questionId });
    const before = await storedAssessment(page, assessmentId);
    expect(before.assessmentItems).toHaveLength(1);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('One or more of the assessment items are invalid');
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
    await expect(heading(page, 'Edit assessment')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/administration/assessments/edit/${assessmentId}$`));
    await expectNoSeriousA11yViolations(page);

    // Nothing of the save landed: not the name, the description, nor the new feedback range.
    const after = await storedAssessment(page, assessmentId);
    expect(after).toEqual(before);
    expect(after.assessment.name).toBe(name);
    expect(after.assessmentFeedbacks).toEqual([]);
  });

  test('a save the server refuses for a deleted tag leaves the assessment as it was', async ({ page }) => {
    const tag = uniqueName('Soon deleted tag');
    const tagId = await createTag(page, tag);
    const name = uniqueName('Refused tagging');
    const assessmentId = await createAssessment(page, { name });
    const before = await storedAssessment(page, assessmentId);
    const list = LISTS.assessments(page);

    await openEdit(list, name, 'Edit assessment');
    await textbox(page, 'Name').fill(`${name} renamed`);
    await openTab(page, 'Tags');
    await toggleTag(page, tag);
    await graphql(page, 'mutation ($id: ID!) { deleteQuestionTag(id: $id) { id } }', { id: tagId });

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await expect(alert).toContainText('Choose a tag that exists.');
    await expect(heading(page, 'Edit assessment')).toBeVisible();
    expect(await storedAssessment(page, assessmentId)).toEqual(before);
    expect(before.assessment.name).toBe(name);
    expect(before.questionTagLinks).toEqual([]);
  });
});
