import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { createAssessment, escapeRegExp, graphqlBody, openTab } from './support/content-authoring.ts';
import { assessmentTakenBy, type Taker } from './support/item-analysis-seed.ts';
import { heading, test } from './support/journeys.ts';
import { downloadedRows, downloadFrom } from './support/spreadsheets.ts';
import { subscriptionAdministrator } from './support/subscription-administrator.ts';
import { uniqueName } from './support/unique-name.ts';

/*
 * An author reads how an assessment and its questions behaved. Seven drivers take a two-question assessment through
 * the real session calls: four choose the right car of two (facility 57%), and five click the clip half a second
 * before its hazard window opens at 5 s (two click inside), which the analysis flags as a window to start 0.5 s
 * earlier.
 */
test.describe.configure({ timeout: 240_000 });

const TAKERS: Taker[] = [
  ...Array.from({ length: 4 }, () => ({ choice: 'right' as const, clickSeconds: 4.5 })),
  { choice: 'wrong', clickSeconds: 4.5 },
  { choice: 'wrong', clickSeconds: 6 },
  { choice: 'wrong', clickSeconds: 6 },
];

const WINDOW_FLAG = 'Most drivers who just missed this window clicked before it opened. Try starting it 0.5 s earlier.';

/** A head figure's tile: the figure, then its caption (a paragraph, unlike the same word atop a table column). */
function figure(scope: Page | Locator, caption: string): Locator {
  return scope
    .locator('p')
    .filter({ hasText: new RegExp(`^${escapeRegExp(caption)}$`) })
    .locator('..');
}

test('an author reads an assessment’s analysis, a flagged window and its question’s click times, and downloads it', async ({
  page,
  mailbox,
}) => {
  const taken = await assessmentTakenBy(mailbox, TAKERS);

  await page.goto(`/administration/assessments/edit/${taken.assessment.id}`);
  await expect(heading(page, 'Edit assessment')).toBeVisible();
  await openTab(page, 'Analysis');
  await expect(figure(page, 'Sessions')).toHaveText('7Sessions');
  await expect(figure(page, 'People')).toHaveText('7People');
  // Totals of 50 (one right of two) for six drivers, 0 for the one who got neither.
  await expect(figure(page, 'Mean score (%)')).toHaveText('42.9Mean score (%)');
  const histogram = page.getByRole('figure', { name: 'Total scores' }).getByRole('table', { name: 'Total scores' });
  await expect(histogram.getByRole('row', { name: '0-9 1' })).toBeAttached();
  await expect(histogram.getByRole('row', { name: '50-59 6' })).toBeAttached();

  const questions = page.getByRole('table', { name: 'Questions' });
  const choiceRow = questions
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: taken.choice.name }) });
  await expect(choiceRow.getByRole('cell')).toHaveText([
    'Multiple choice video',
    '7',
    '7',
    '57',
    // Those who chose the right car clicked the clip too early, and the other way round.
    '-0.73',
    // A choice records no response time.
    'Not defined',
    'None',
    'Analysis',
  ]);
  const videoRow = questions.getByRole('row').filter({ has: page.getByRole('rowheader', { name: taken.video.name }) });
  await expect(videoRow.getByRole('cell').nth(3)).toHaveText('29');
  await expect(videoRow.getByRole('link', { name: WINDOW_FLAG })).toHaveAttribute(
    'href',
    `/administration/questions/edit/${taken.video.id}`,
  );
  await expectNoSeriousA11yViolations(page);

  // The whole analysis as a workbook, with the same filter.
  const download = await downloadFrom(page, () => page.getByRole('link', { name: 'Download (xlsx)' }).click());
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const summary = await downloadedRows(download);
  expect(summary).toContainEqual(['Assessment', taken.assessment.name]);
  expect(summary).toContainEqual(['Sessions', '7']);

  // The clip's analysis within this assessment: the clicks by time with the window over them, and its figures.
  await videoRow.getByRole('link', { name: `Analysis of ${taken.video.name}` }).click();
  await expect(heading(page, 'Edit question')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/questions/edit/${taken.video.id}\\?.*assessmentId=${taken.assessment.id}`));
  const analysis = page.getByRole('region', { name: 'Analysis' });
  await expect(analysis.getByText(`Sessions of ${taken.assessment.name} only.`)).toBeVisible();
  await expect(figure(analysis, 'Facility (%)')).toHaveText('29Facility (%)');
  await expect(analysis.getByText(WINDOW_FLAG).first()).toBeVisible();
  const clicks = analysis.getByRole('figure', { name: 'Click times' });
  await expect(clicks.locator('[data-response-window]')).toHaveCount(1);
  await expect(clicks.getByRole('table', { name: 'Click times' }).getByRole('row')).toHaveText([
    'Time in the clipClicks',
    '4.5 to 4.75 s5',
    '6 to 6.25 s2',
  ]);
  const windows = analysis.getByRole('table', { name: 'Response windows' });
  await expect(windows.getByRole('rowheader')).toHaveText(['5 to 7 s']);
  await expect(windows.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    '100',
    '71% (5)',
    '29% (2)',
    '0% (0)',
    '0% (0)',
    '4.5 s',
    WINDOW_FLAG,
  ]);
  await expectNoSeriousA11yViolations(page);

  // The choice question's analysis: each car's share, the right one marked.
  await page.goBack();
  await openTab(page, 'Analysis');
  await choiceRow.getByRole('link', { name: `Analysis of ${taken.choice.name}` }).click();
  const answers = page.getByRole('region', { name: 'Analysis' }).getByRole('table', { name: 'Answers chosen' });
  await expect(answers.getByRole('rowheader')).toHaveText(['The red oneCorrect answer', 'The blue one']);
  await expect(answers.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('57% (4)');
  await expectNoSeriousA11yViolations(page);
});

test.describe('without the Administration role', () => {
  // A fresh browser: the manager signs in on `page` without ending the administrator's shared session.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a manager sees no Analysis tab, and the server refuses them the figures and the download', async ({
    page,
    mailbox,
  }) => {
    const assessmentId = await createAssessment(mailbox.page, { name: uniqueName('Not for managers') });
    await subscriptionAdministrator(page, mailbox, 5);

    await page.goto(`/administration/assessments/edit/${assessmentId}`);
    await expect(heading(page, 'Sorry you do not have permission to access this area.')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Analysis' })).toHaveCount(0);
    const refused = await graphqlBody(
      page,
      'query ($id: ID!) { assessmentAnalysis(assessmentId: $id) { sessionCount } }',
      {
        id: assessmentId,
      },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await page.request.get(`/api/export/ItemAnalysis?assessmentId=${assessmentId}`)).status()).toBe(403);
  });
});
