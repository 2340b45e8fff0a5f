import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  choose,
  createMetric,
  createQuestion,
  createTag,
  expectMediaPreview,
  heading,
  LISTS,
  MEDIA,
  openAdd,
  openEdit,
  openTab,
  richText,
  saveAndReturn,
  textbox,
  toggleTag,
  upload,
} from './support/content-authoring.ts';
import { uniqueName } from './support/unique-name.ts';

/** An item card's heading: 'Item 1: Ask 2 questions out of a pool of 3 questions'. */
function itemHeading(page: Page, text: string): Locator {
  return page.getByRole('heading', { level: 3, name: text, exact: true });
}

/** Picks rows in an open picker by searching, ticking each name, then confirming with the count it shows. */
async function pick(page: Page, title: string, search: string, names: string[], confirm: string): Promise<void> {
  const picker = page.getByRole('dialog', { name: title });
  await expect(picker).toBeVisible();
  await picker.getByRole('searchbox', { name: 'Search' }).fill(search);
  await expect(picker.getByRole('row')).toHaveCount(names.length + 1);
  for (const name of names) await picker.getByRole('checkbox', { name: `Select ${name}` }).check();
  await picker.getByRole('button', { name: confirm }).click();
  await expect(picker).toBeHidden();
}

/** Double-clicks the one row the search finds, which selects it and confirms the picker at once. */
async function pickByDoubleClick(page: Page, title: string, name: string): Promise<void> {
  const picker = page.getByRole('dialog', { name: title });
  await picker.getByRole('searchbox', { name: 'Search' }).fill(name);
  await expect(picker.getByRole('row')).toHaveCount(2);
  await picker.getByRole('cell', { name, exact: true }).dblclick();
  await expect(picker).toBeHidden();
}

async function expandItem(page: Page, number: number): Promise<void> {
  await page.getByRole('button', { name: `Show the details of Item ${number}` }).click();
  await expect(page.getByRole('button', { name: `Hide the details of Item ${number}` })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
}

/** Everything the journey saves, checked on an edit screen (the saved assessment, or its copy). */
async function expectSavedContent(page: Page, saved: SavedJourney, options: { name: string }): Promise<void> {
  await expect(textbox(page, 'Name')).toHaveValue(options.name);
  await expect(richText(page, 'Tile description')).toHaveText(saved.tile);
  await expect(page.getByRole('combobox', { name: 'Style of feedback' })).toHaveValue('Summary feedback');
  await expect(textbox(page, 'High risk below')).toHaveValue('25');
  await expect(textbox(page, 'Medium risk below')).toHaveValue('75');
  await expect(textbox(page, 'Suspicious-answer limit')).toHaveValue('2');
  await expect(textbox(page, 'Suspicious-answer text')).toHaveValue(saved.suspicious);
  await expect(
    page.getByText(`This assessment may affect these driver safety metric scores: ${saved.metric}.`),
  ).toBeVisible();

  await openTab(page, 'Introduction');
  await expect(richText(page, 'Introduction')).toHaveText(saved.introduction);

  await openTab(page, 'Questions and activities');
  await expect(itemHeading(page, 'Item 1: Ask 2 questions out of a pool of 3 questions')).toBeVisible();
  await expect(page.getByText(saved.pool.join(', '), { exact: true })).toBeVisible();
  await expect(itemHeading(page, `Item 2: ${saved.questionnaire}`)).toBeVisible();
  await expect(page.getByText('Counterbalance group A', { exact: true })).toBeVisible();
  await expandItem(page, 1);
  for (const name of saved.pool) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('target', '_blank');
  }
  await expect(page.getByRole('combobox', { name: 'Safety metric for rule 1 of Item 1' })).toHaveValue(saved.metric);
  await expect(textbox(page, 'Quantity for rule 1 of Item 1')).toHaveValue('2');
  await expect(textbox(page, 'Number to present for Item 1')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Counterbalance group for Item 1' })).toHaveValue('A');

  await openTab(page, 'Feedback');
  await expect(page.getByRole('button', { name: 'Range 1: 0 to 49' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Range 2: 50 to 100' })).toBeVisible();
  await expect(page.getByText(saved.lowFeedback, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Range 2: 50 to 100' }).click();
  await expect(richText(page, 'Feedback text for range 2')).toHaveText(saved.highFeedback);
  await expectMediaPreview(page, 'Image for range 2', 'image');
  await page.getByRole('button', { name: 'Range 1: 0 to 49' }).click();
  await expectMediaPreview(page, 'Video for range 1', 'video');

  await openTab(page, 'Recommend');
  await expect(page.getByRole('combobox', { name: 'Safety metric for recommendation rule 1' })).toHaveValue(
    saved.metric,
  );
  await expect(textbox(page, 'Minimum score for recommendation rule 1')).toHaveValue('0');
  await expect(textbox(page, 'Maximum score for recommendation rule 1')).toHaveValue('50');
  await expect(page.getByRole('combobox', { name: 'Safety metric for adjustment rule 1' })).toHaveValue(saved.metric);
  await expect(textbox(page, 'Minimum score for adjustment rule 1')).toHaveValue('0');
  await expect(textbox(page, 'Maximum score for adjustment rule 1')).toHaveValue('30');
  await expect(textbox(page, 'Adjustment value of adjustment rule 1')).toHaveValue('-5');

  await openTab(page, 'Tags');
  await expect(page.getByRole('checkbox', { name: saved.tag, exact: true })).toBeChecked();
  await expect(page.getByText('Selected: 1')).toBeVisible();
}

interface SavedJourney {
  tile: string;
  suspicious: string;
  introduction: string;
  metric: string;
  tag: string;
  pool: string[];
  questionnaire: string;
  lowFeedback: string;
  highFeedback: string;
}

test.describe('content authoring: assessments and training modules', () => {
  test.describe.configure({ timeout: 150_000 });

  test('an assessment is built from scratch, saved, reopened, copied, and the copy deleted', async ({ page }) => {
    // What the journey is not about is set up through the API: a safety metric, a tag and the bank's questions.
    const family = uniqueName('Journey');
    const metric = `${family} metric`;
    const metricId = await createMetric(page, metric);
    const tag = `${family} tag`;
    await createTag(page, tag);
    const pool = [`${family} pool A`, `${family} pool B`, `${family} pool C`];
    for (const name of pool) {
      await createQuestion(page, { name, questionType: 'MultipleChoiceVideo', driverMetricId: metricId });
    }
    const questionnaire = `${family} questionnaire`;
    await createQuestion(page, { name: questionnaire, questionType: 'Questionnaire' });
    const saved: SavedJourney = {
      tile: 'Spot the hazards on a busy high street.',
      suspicious: 'Some answers look rushed & "random" <slow down>.\nTake your time – 慢慢开.',
      introduction: 'You will watch short clips and answer a question about each.',
      metric,
      tag,
      pool,
      questionnaire,
      lowFeedback: 'You scored {score} out of {maxScore}. Keep practising.',
      highFeedback: 'Well done: {score} out of {maxScore}.',
    };
    const name = uniqueName('Assessment journey');
    const list = LISTS.assessments(page);
    await list.open();
    await list.waitUntilLoaded();
    await expectNoSeriousA11yViolations(page);

    // The Assessment tab.
    await openAdd(list, 'Add assessment');
    await expect(page).toHaveTitle('Add assessment - Roadmark');
    await textbox(page, 'Name').fill(name);
    await richText(page, 'Tile description').fill(saved.tile);
    await choose(page, 'Style of feedback', 'Summary feedback');
    await textbox(page, 'High risk below').fill('25');
    await textbox(page, 'Medium risk below').fill('75');
    await expect(page.getByText('High risk < 25 <= Medium risk < 75 <= Low risk')).toBeVisible();
    await expect(textbox(page, 'Suspicious-answer text')).toHaveCount(0);
    await textbox(page, 'Suspicious-answer limit').fill('2');
    await textbox(page, 'Suspicious-answer text').fill(saved.suspicious);
    await expect(
      page.getByText(
        'This assessment will not affect the overall risk score: none of its questions has a primary safety metric.',
      ),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await openTab(page, 'Introduction');
    await richText(page, 'Introduction').fill(saved.introduction);

    // Questions and activities: a pool of three, two presented, then a display rule instead.
    await openTab(page, 'Questions and activities');
    await expect(page.getByRole('button', { name: 'Add learning' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add questions' }).click();
    await pick(page, 'Select questions', family, pool, 'Add 3 selected questions');
    await expect(itemHeading(page, 'Item 1: Ask 1 question out of a pool of 3 questions')).toBeVisible();
    await textbox(page, 'Number to present for Item 1').fill('2');
    await expect(itemHeading(page, 'Item 1: Ask 2 questions out of a pool of 3 questions')).toBeVisible();
    await page.getByRole('button', { name: 'Add display rule' }).click();
    await expect(textbox(page, 'Number to present for Item 1')).toHaveCount(0);
    await choose(page, 'Safety metric for rule 1 of Item 1', metric);
    await textbox(page, 'Quantity for rule 1 of Item 1').fill('2');
    await expect(itemHeading(page, 'Item 1: Ask 2 questions out of a pool of 3 questions')).toBeVisible();
    await page.getByRole('combobox', { name: 'Counterbalance group for Item 1' }).fill('A');
    await expect(page.getByText('Counterbalance group A', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add questionnaires' }).click();
    await pickByDoubleClick(page, 'Select questionnaires', questionnaire);
    await expect(itemHeading(page, `Item 2: ${questionnaire}`)).toBeVisible();
    await expect(page.getByRole('link', { name: questionnaire })).toHaveAttribute(
      'href',
      /^\/administration\/questionnaires\/edit\/[\w-]+$/,
    );
    await expect(page.getByRole('button', { name: 'Move Item 1 up' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Move Item 2 down' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    // Feedback: two ranges using {score}, one with an image.
    await openTab(page, 'Feedback');
    await page.getByRole('button', { name: 'Add feedback range' }).click();
    await expect(textbox(page, 'Minimum score for range 1')).toBeFocused();
    await textbox(page, 'Maximum score for range 1').fill('49');
    await richText(page, 'Feedback text for range 1').fill(saved.lowFeedback);
    await upload(page, 'Video for range 1', 'video', MEDIA.video);
    await page.getByRole('button', { name: 'Add feedback range' }).click();
    await textbox(page, 'Minimum score for range 2').fill('50');
    await richText(page, 'Feedback text for range 2').fill(saved.highFeedback);
    await upload(page, 'Image for range 2', 'image', MEDIA.street);
    await expectNoSeriousA11yViolations(page);

    // Recommend: a recommendation and an adjustment on the metric.
    await openTab(page, 'Recommend');
    await page.getByRole('button', { name: 'Add recommendation' }).click();
    await choose(page, 'Safety metric for recommendation rule 1', metric);
    await textbox(page, 'Maximum score for recommendation rule 1').fill('50');
    await page.getByRole('button', { name: 'Add adjustment' }).click();
    await choose(page, 'Safety metric for adjustment rule 1', metric);
    await textbox(page, 'Maximum score for adjustment rule 1').fill('30');
    await textbox(page, 'Adjustment value of adjustment rule 1').fill('-5');
    await expectNoSeriousA11yViolations(page);

    await openTab(page, 'Tags');
    await toggleTag(page, tag);
    await expectNoSeriousA11yViolations(page);

    await openTab(page, 'Assessment');
    await expect(
      page.getByText(`This assessment may affect these driver safety metric scores: ${metric}.`),
    ).toBeVisible();
    await saveAndReturn(list);

    // The list shows it; reopening finds everything as saved.
    await list.open(name);
    await expect(list.card(name).getByText(saved.tile)).toBeVisible();
    await expect(list.card(name).getByText(tag, { exact: true })).toBeVisible();
    await expect(list.card(name).getByText(/^Summary feedback · \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
    await openEdit(list, name, 'Edit assessment');
    const originalUrl = page.url();
    await expectSavedContent(page, saved, { name });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await list.expectShown();

    // Create a copy: 'Copying...' while the server copies, then the copy's edit screen. The copy request is held
    // until the test has seen 'Copying...', however long the page takes to show it.
    const copyName = `${name} (copy)`;
    let releaseCopy = () => {};
    const copyReleased = new Promise<void>((resolve) => {
      releaseCopy = resolve;
    });
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('cloneAssessment')) await copyReleased;
      await route.continue();
    });
    await list.open(name);
    await list.openMoreActions(name);
    await page.getByRole('menuitem', { name: 'Create a copy' }).click();
    await expect(page.getByRole('menuitem', { name: 'Copying...' })).toBeVisible();
    releaseCopy();
    await expect(heading(page, 'Edit assessment')).toBeVisible();
    await expect(page).toHaveURL(/\/administration\/assessments\/edit\/[\w-]+$/);
    await expect(page).not.toHaveURL(originalUrl);
    await page.unrouteAll();
    await expectSavedContent(page, saved, { name: copyName });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await list.expectShown();

    // Delete the copy from its delete page; the original stays.
    await list.open(copyName);
    await list.startDelete(copyName);
    await expect(heading(page, 'Are you sure you want to delete this assessment?')).toBeVisible();
    await expect(page).toHaveTitle('Delete assessment - Roadmark');
    await expect(textbox(page, 'Name')).toHaveValue(copyName);
    await expect(textbox(page, 'Name')).not.toBeEditable();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Delete' }).click();
    await list.expectShown();
    await expect(page.getByText('The assessment has been deleted.')).toBeVisible();
    await list.open(name);
    await expect(list.card(name)).toBeVisible();
    await expect(list.card(copyName)).toHaveCount(0);
  });

  test('a training module offers Add learning and keeps the learning picked for it', async ({ page }) => {
    const learning = uniqueName('Training video');
    await createQuestion(page, { name: learning, questionType: 'LearningVideo' });
    const name = uniqueName('Training module');
    const list = LISTS.training(page);
    await list.open();
    await list.waitUntilLoaded();
    await expectNoSeriousA11yViolations(page);

    await openAdd(list, 'Add training module');
    await expect(page.getByRole('tab', { name: 'Training' })).toHaveAttribute('aria-selected', 'true');
    await textbox(page, 'Name').fill(name);
    await openTab(page, 'Questions and activities');
    await page.getByRole('button', { name: 'Add learning' }).click();
    await pickByDoubleClick(page, 'Select learning', learning);
    await expect(itemHeading(page, `Item 1: ${learning}`)).toBeVisible();
    // The subheading of a pool of one is the type of its entry.
    await expect(page.getByRole('paragraph').filter({ hasText: /^Video learning$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: learning })).toHaveAttribute(
      'href',
      /^\/administration\/learning-activities\/edit\/[\w-]+$/,
    );
    await expectNoSeriousA11yViolations(page);
    await saveAndReturn(list);

    await openEdit(list, name, 'Edit training module');
    await openTab(page, 'Questions and activities');
    await expect(itemHeading(page, `Item 1: ${learning}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await list.expectShown();

    await list.open(name);
    await list.startDelete(name);
    await expect(heading(page, 'Are you sure you want to delete this training module?')).toBeVisible();
    await expect(textbox(page, 'Name')).toHaveValue(name);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Delete' }).click();
    await list.expectShown();
    await expect(page.getByText('The training module has been deleted.')).toBeVisible();
    await list.open(name);
    await expect(page.getByText(`Sorry there were no matches for "${name}."`)).toBeVisible();
  });
});
