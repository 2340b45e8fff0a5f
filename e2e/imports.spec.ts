import { expect, type Page } from '@playwright/test';
import { adminGraphql, createSubscription } from './support/admin-api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { graphql } from './support/content-authoring.ts';
import { INVITE_SUBJECT, invite } from './support/invite.ts';
import { heading, test } from './support/journeys.ts';
import type { Mailbox } from './support/mailbox.ts';
import { newPerson, type Person } from './support/person.ts';
import { chooseImportFile, downloadedRows, downloadFrom, writeText, writeXlsx } from './support/spreadsheets.ts';
import { OVERVIEW_MANAGER_ROLE_GROUP_ID, setPasswordFromInvite } from './support/subscription-administrator.ts';
import { uniqueName } from './support/unique-name.ts';

/*
 * Spreadsheets in and out as a subscription administrator uses them (docs/product/imports-and-exports.md): people
 * imported from an xlsx and a csv with per-row results, the blank assignment template downloaded, filled and imported,
 * and the people exported to Excel and read back.
 */
test.use({ storageState: { cookies: [], origins: [] } });
test.describe.configure({ timeout: 180_000 });

const DEMO_ASSESSMENT = 'Demo: Hazard perception';
const DEMO_TRAINING = 'Demo: Spotting hazards';

/** A subscription allowing exports, licensed the demo assessment and training, with its Overview manager signed in. */
async function exportingSubscription(page: Page, mailbox: Mailbox) {
  const subscriptionId = await createSubscription(mailbox, {
    companyName: uniqueName('Spreadsheet Haulage'),
    subscriptionType: 'Subscription',
    allowExport: true,
  });
  const assessmentIds: Record<string, string> = {};
  for (const name of [DEMO_ASSESSMENT, DEMO_TRAINING]) {
    const { licensableAssessments } = await adminGraphql<{ licensableAssessments: { id: string; name: string }[] }>(
      mailbox,
      'query ($id: ID!, $search: String) { licensableAssessments(subscriptionId: $id, search: $search) { id name } }',
      { id: subscriptionId, search: name },
    );
    const assessment = licensableAssessments.find((candidate) => candidate.name === name);
    expect(assessment, `${name} exists on every e2e server`).toBeTruthy();
    assessmentIds[name] = assessment!.id;
    await adminGraphql(
      mailbox,
      'mutation ($model: CreateSubscriptionAssessmentInput!) { createSubscriptionAssessment(model: $model) { id } }',
      { model: { subscriptionId, assessmentId: assessment!.id, maxRestarts: 1 } },
    );
  }
  const manager = newPerson();
  await invite(mailbox, manager, { subscriptionId, roleGroupId: OVERVIEW_MANAGER_ROLE_GROUP_ID });
  await page.goto(await mailbox.readLink(manager.email, INVITE_SUBJECT));
  await setPasswordFromInvite(page, manager);
  for (const name of ['North depot', 'South depot']) {
    await graphql(
      page,
      'mutation ($model: CreateSubscriptionTeamInput!) { createSubscriptionTeam(model: $model) { id } }',
      {
        model: { name, subscriptionId },
      },
    );
  }
  return { subscriptionId, manager, assessmentIds };
}

/** Imports a file from the page the import screen is on and waits for the results. */
async function importFile(page: Page, file: string) {
  await chooseImportFile(page, file);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Results for / })).toBeVisible({ timeout: 60_000 });
}

function row(page: Page, rowNumber: number) {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(rowNumber), exact: true }) });
}

test('a manager imports people and assignments from spreadsheets and exports the people', async ({ page, mailbox }) => {
  const { assessmentIds } = await exportingSubscription(page, mailbox);
  const [amy, ben, cal] = [newPerson(), newPerson(), newPerson()] as Person[];

  await page.goto('/manage/drivers');
  await page.getByRole('link', { name: 'Import users' }).click();
  await expect(heading(page, 'Import drivers')).toBeVisible();
  await expect(page).toHaveURL(/\/manage\/drivers\/import$/);
  await expectNoSeriousA11yViolations(page);

  // An xlsx: two people, one without an email (a PIN), one with an email that is not one.
  const xlsx = await writeXlsx('drivers.xlsx', [
    ['Email', 'First name', 'Last name', 'Team', 'Security group'],
    [amy!.email, 'Amy', 'Xlsx', 'North depot', ''],
    ['', 'Pin', 'Person', 'South depot', 'Driver'],
    ['not-an-email', 'Bad', 'Address', '', ''],
  ]);
  await importFile(page, xlsx);
  await expect(page.getByRole('status').filter({ hasText: '2 users have been imported for you.' })).toBeVisible();
  await expect(row(page, 2)).toContainText(`User created for ${amy!.email}`);
  await expect(row(page, 3)).toContainText(/User created for Pin Person with PIN [A-Z2-9]{8}/);
  await expect(row(page, 4)).toContainText('Enter an email address like name@example.com, without spaces');
  await expectNoSeriousA11yViolations(page);

  // A csv in another column order, repeating Amy: she is left as she is.
  await page.getByRole('button', { name: 'Import another file' }).click();
  const csv = writeText(
    'drivers.csv',
    `last name,first name,email,team\nCsv,Ben,${ben!.email},North depot\nXlsx,Amy,${amy!.email},\n`,
  );
  await importFile(page, csv);
  await expect(page.getByRole('status').filter({ hasText: '1 users have been imported for you.' })).toBeVisible();
  await expect(row(page, 3)).toContainText('already has an account in this subscription');

  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(page).toHaveURL(/\/manage\/drivers$/);
  await expect(heading(page, 'Drivers')).toBeVisible();
  await expect(page.getByText(amy!.email, { exact: true })).toBeVisible();
  await expect(page.getByText(ben!.email, { exact: true })).toBeVisible();

  // The assignment template lists the licensed assessment and the people; filled in, it assigns.
  await page.getByRole('link', { name: 'Import assessment or training assignments' }).click();
  await expect(heading(page, 'Import assessment or training assignments')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const template = await downloadFrom(page, () =>
    page.getByRole('link', { name: 'Download the assessments template' }).click(),
  );
  const templateRows = await downloadedRows(template);
  expect(templateRows[0]).toEqual(['Email or PIN', DEMO_ASSESSMENT]);
  const people = templateRows.slice(1).map((cells) => cells[0]!);
  expect(people).toEqual(expect.arrayContaining([amy!.email, ben!.email]));
  const filled = await writeXlsx('assignments.xlsx', [
    templateRows[0]!,
    ...people.map((person) => [person, person === amy!.email || person === ben!.email ? 'Yes' : '']),
    [cal!.email, 'Yes'],
  ]);
  await importFile(page, filled);
  await expect(page.getByRole('status').filter({ hasText: '2 assignments have been changed for you.' })).toBeVisible();
  await expect(page.getByText(`No one in this subscription has the email or PIN “${cal!.email}”.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The export holds exactly the drivers, in the import's columns.
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(heading(page, 'Drivers')).toBeVisible();
  const exported = await downloadFrom(page, () => page.getByRole('link', { name: 'Export to Excel' }).click());
  const exportedRows = await downloadedRows(exported);
  expect(exportedRows[0]!.slice(0, 5)).toEqual(['Email', 'First name', 'Last name', 'Team', 'Security group']);
  const drivers = exportedRows
    .slice(1)
    .map((cells) => cells.slice(0, 5))
    .sort((a, b) => a[1]!.localeCompare(b[1]!));
  expect(drivers).toEqual([
    [amy!.email, 'Amy', 'Xlsx', 'North depot', 'Driver'],
    [ben!.email, 'Ben', 'Csv', 'North depot', 'Driver'],
    ['', 'Pin', 'Person', 'South depot', 'Driver'],
  ]);

  // The assessment's results: the two people the template assigned, not started yet.
  await page.goto(`/dashboard/assessment/${assessmentIds[DEMO_ASSESSMENT]}`);
  await expect(heading(page, DEMO_ASSESSMENT)).toBeVisible();
  await page.getByRole('button', { name: "Export this dashboard's results" }).click();
  const results = await downloadFrom(page, () => page.getByRole('menuitem', { name: 'Results (Excel)' }).click());
  const [header, ...resultRows] = await downloadedRows(results);
  const column = (name: string) => header!.indexOf(name);
  expect(column('Email')).toBeGreaterThanOrEqual(0);
  const assigned = resultRows
    .filter((cells) => cells[column('Assignment')] !== 'Not assigned')
    .map((cells) => [cells[column('Email')], cells[column('Status')]])
    .sort();
  // Both sides sorted: the generated addresses sort either way round (…-9@ after …-10@).
  expect(assigned).toEqual(
    [
      [amy!.email, 'Not started'],
      [ben!.email, 'Not started'],
    ].sort(),
  );
});

/** The list shows the imported address once the import's report, which names it too, has left the page. */
async function expectListedAfterImport(page: Page, email: string): Promise<void> {
  await expect(page.getByText('1 users have been imported for you.')).toHaveCount(0);
  await expect(page.getByText(email)).toBeVisible();
}

test('a team’s import puts people without a team in that team, and the managers import makes managers', async ({
  page,
  mailbox,
}) => {
  await exportingSubscription(page, mailbox);
  const { subscriptionTeams } = await graphql<{ subscriptionTeams: { id: string; name: string }[] }>(
    page,
    'query { subscriptionTeams { id name } }',
  );
  const south = subscriptionTeams.find((team) => team.name === 'South depot')!;
  const [eve, fay] = [newPerson(), newPerson()] as Person[];

  await page.goto(`/manage/teams/details/${south.id}/drivers/import`);
  await expect(heading(page, 'Import drivers')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Team for rows without one' })).toHaveValue('South depot');
  await importFile(page, writeText('team.csv', `Email,First name,Last name\n${eve!.email},Eve,Team\n`));
  await expect(page.getByRole('status').filter({ hasText: '1 users have been imported for you.' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/teams/details/${south.id}/drivers$`));
  await expectListedAfterImport(page, eve!.email);

  await page.goto('/manage/managers');
  await page.getByRole('link', { name: 'Import users' }).click();
  await expect(heading(page, 'Import managers')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Security group for rows without one' })).toHaveValue(
    'Driver manager',
  );
  await expectNoSeriousA11yViolations(page);
  await importFile(page, writeText('managers.csv', `Email,First name,Last name\n${fay!.email},Fay,Manager\n`));
  await expect(page.getByRole('status').filter({ hasText: '1 users have been imported for you.' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(heading(page, 'Managers')).toBeVisible();
  await expectListedAfterImport(page, fay!.email);
});
