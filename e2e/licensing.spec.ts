import { expect, type Page } from '@playwright/test';
import { createSubscription } from './support/admin-api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { createAssessment } from './support/content-authoring.ts';
import { heading, test } from './support/journeys.ts';
import { uniqueName } from './support/unique-name.ts';

/*
 * Licensing (docs/product/assignments-and-licences.md#licences): staff select what a subscription may use on its
 * details page; the choice is saved after a pause and is still there after a reload. A study holds one assessment at
 * most.
 */

const DEMO = 'Demo: Hazard perception';

function selectButton(page: Page, name: string) {
  return page.getByRole('button', { name: `Select ${name}`, exact: true });
}

function selectedButton(page: Page, name: string) {
  return page.getByRole('button', { name: `${name} is selected. Select to remove it`, exact: true });
}

async function searchFor(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Search by name' }).fill(name);
}

test('staff license an assessment to a subscription and it stays selected after a reload', async ({
  page,
  mailbox,
}) => {
  const companyName = uniqueName('Licensed Haulage');
  const subscriptionId = await createSubscription(mailbox, { companyName, subscriptionType: 'Subscription' });

  await page.goto(`/administration/subscriptions/details/${subscriptionId}/assessments`);
  await expect(heading(page, companyName)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Licensed assessments' })).toBeVisible();
  await searchFor(page, DEMO);
  await expect(page.getByRole('link', { name: DEMO })).toHaveAttribute(
    'href',
    /\/administration\/assessments\/edit\/[0-9a-f-]{36}$/,
  );
  await selectButton(page, DEMO).click();
  await expect(selectedButton(page, DEMO)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status')).toHaveText('All changes saved');

  const restarts = page.getByRole('textbox', { name: `Max restarts for ${DEMO}` });
  await restarts.fill('2');
  await expect(page.getByRole('status')).toHaveText('All changes saved');
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await page.getByRole('radiogroup', { name: 'Show' }).getByText('Selected', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Selected' })).toBeChecked();
  await expect(selectedButton(page, DEMO)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('textbox', { name: `Max restarts for ${DEMO}` })).toHaveValue('2');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
});

test('a study refuses a second assessment with the study limit message', async ({ page, mailbox }) => {
  const companyName = uniqueName('Licensing study');
  const second = uniqueName('Licensing second assessment');
  await createAssessment(mailbox.page, { name: second });
  const studyId = await createSubscription(mailbox, { companyName, subscriptionType: 'Study' });

  await page.goto(`/administration/studies/details/${studyId}/assessments`);
  await expect(heading(page, companyName)).toBeVisible();
  await searchFor(page, second);
  await expect(selectButton(page, second)).toBeEnabled();

  // Someone else licenses the demo assessment meanwhile: this screen still offers the second, and the server refuses.
  const licensed = await mailbox.page.request.post('/graphql', {
    headers: { 'x-roadmark-csrf': '1' },
    data: {
      query:
        'mutation ($model: CreateSubscriptionAssessmentInput!) { createSubscriptionAssessment(model: $model) { id } }',
      variables: { model: { subscriptionId: studyId, assessmentId: await demoAssessmentId(mailbox.page, studyId) } },
    },
  });
  expect(((await licensed.json()) as { errors?: unknown }).errors).toBeUndefined();
  await selectButton(page, second).click();
  await expect(page.getByText(`Your change to ${second} could not be saved, so it has been undone.`)).toBeVisible();
  await expect(page.getByText('A study is limited to 1 assessment', { exact: true })).toBeVisible();
  await expect(selectButton(page, second)).toHaveAttribute('aria-pressed', 'false');
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(
    page.getByText('A study is limited to 1 assessment. Remove the selected one to choose another.'),
  ).toBeVisible();
  await searchFor(page, 'Licensing second assessment');
  await expect(selectButton(page, second)).toBeDisabled();
  await searchFor(page, DEMO);
  await expect(selectedButton(page, DEMO)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

/** The demo assessment's id, as the licensing screen's own query offers it. */
async function demoAssessmentId(page: Page, subscriptionId: string): Promise<string> {
  const response = await page.request.post('/graphql', {
    headers: { 'x-roadmark-csrf': '1' },
    data: {
      query:
        'query ($id: ID!, $search: String) { licensableAssessments(subscriptionId: $id, search: $search) { id name } }',
      variables: { id: subscriptionId, search: DEMO },
    },
  });
  const body = (await response.json()) as { data: { licensableAssessments: { id: string; name: string }[] } };
  const demo = body.data.licensableAssessments.find((assessment) => assessment.name === DEMO);
  expect(demo, 'the demo assessment exists on every e2e server').toBeTruthy();
  return demo!.id;
}
