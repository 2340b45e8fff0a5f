import { expect, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { adminGraphql } from './support/admin-api.ts';
import { callApi } from './support/api-client.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { heading, test } from './support/journeys.ts';
import { DEMO_ASSESSMENT } from './support/session-setup.ts';
import { subscriptionAdministrator } from './support/subscription-administrator.ts';
import { startWebhookReceiver } from './support/webhook-receiver.ts';

test.use({ storageState: { cookies: [], origins: [] } });

const PEOPLE = '/api/rest/v1.0/people';

/** A link or button with this name (the lists' Add actions are links). */
function action(page: Page, name: string) {
  return page.getByRole('link', { name, exact: true }).or(page.getByRole('button', { name, exact: true }));
}

/** The administrator's API/SDK page: adds an application key allowed from 127.0.0.1 and answers the key. */
async function addApplicationKey(page: Page, name: string): Promise<string> {
  await page.goto('/manage/sdk');
  await expect(page.getByText('You have not generated any API keys yet.')).toBeVisible();
  await expect(page.getByText('You have not connected any webhooks yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await action(page, 'Add application').click();
  await expect(heading(page, 'Add application API key')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Add IP address' }).click();
  await page.getByRole('textbox', { name: 'IP address 1' }).fill('127.0.0.1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/manage\/sdk$/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('127.0.0.1');
  await row.click();
  await expect(heading(page, 'Edit application API key')).toBeVisible();
  const key = await page.getByRole('textbox', { name: 'API key' }).inputValue();
  expect(key).toMatch(/^ED[0-9a-f-]{36}[A-Za-z0-9]{42}$/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/manage\/sdk$/);
  return key;
}

/** Connects a webhook for users.created and assessments.complete and answers its signing secret, shown once. */
async function connectWebhook(page: Page, application: string, url: string): Promise<string> {
  await action(page, 'Add webhook').click();
  await expect(heading(page, 'Add webhook connection')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('SDK application is required')).toBeVisible();
  await expect(page.getByText('URL is required')).toBeVisible();
  await page.getByRole('combobox', { name: 'SDK application' }).click();
  await page.getByRole('option', { name: application }).click();
  await page.getByRole('textbox', { name: 'URL' }).fill(url);
  const events = page.getByRole('combobox', { name: 'Events to trigger webhook' });
  await events.click();
  await page.getByRole('option', { name: 'users.created' }).click();
  await page.getByRole('option', { name: 'assessments.complete' }).click();
  await events.press('Escape');
  const sample = page.getByRole('textbox', { name: /sample/i });
  await expect(sample).toHaveValue(/"event": "EVENT_NAME"/);
  await expect(sample).toHaveValue(/\n {4}"eventDate"/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  const secret = page.getByRole('textbox', { name: 'Signing secret' });
  await expect(secret).toHaveValue(/^whsec_/);
  const value = await secret.inputValue();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/manage\/sdk$/);
  await expect(page.getByRole('row', { name: new RegExp(url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toContainText(
    'assessments.complete',
  );
  return value;
}

test('an integration gets a key and a webhook, calls both APIs, and receives signed events with retries', async ({
  page,
  mailbox,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const receiver = await startWebhookReceiver();
  try {
    await subscriptionAdministrator(page, mailbox, 20);
    const apiKey = await addApplicationKey(page, 'Fleet telematics');
    const secret = await connectWebhook(page, 'Fleet telematics', `${receiver.url}/roadmark`);

    // The first users.created delivery fails twice, then is taken.
    receiver.answerWith((request, seenBefore) =>
      request.body.includes('"users.created"') && seenBefore < 2 ? 500 : 200,
    );

    // A script with the key: REST and GraphQL from an allowed address, refused from another one.
    const listed = await callApi(baseURL!, { path: PEOPLE, apiKey });
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ items: [], hasMore: false });
    const teams = await callApi(baseURL!, {
      method: 'POST',
      path: '/graphql',
      apiKey,
      body: { query: '{ subscriptionTeams { id name } }' },
    });
    expect(teams.status).toBe(200);
    expect(teams.body).toEqual({ data: { subscriptionTeams: [] } });
    const refused = await callApi(baseURL!, { path: PEOPLE, apiKey, from: '127.0.0.2' });
    expect(refused.status).toBe(403);
    expect(refused.contentType).toContain('application/problem+json');
    expect(refused.body).toMatchObject({ status: 403, detail: expect.stringContaining('127.0.0.2') });
    const refusedGraphql = await callApi(baseURL!, {
      method: 'POST',
      path: '/graphql',
      apiKey,
      from: '127.0.0.2',
      body: { query: '{ subscriptionTeams { id } }' },
    });
    expect(refusedGraphql.status).toBe(403);

    // Creating a user through the API, and finishing an assessment, each deliver a signed webhook.
    const created = await callApi(baseURL!, {
      method: 'POST',
      path: PEOPLE,
      apiKey,
      body: { firstName: 'Webb', lastName: 'Hook', email: `webb-${Date.now()}@example.test` },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const userId = (created.body as { id: string }).id;
    const listedAgain = await callApi(baseURL!, { path: PEOPLE, apiKey });
    expect((listedAgain.body as { items: { id: string }[] }).items.map((person) => person.id)).toEqual([userId]);
    const subscriptionId = await subscriptionOf(page);
    await finishDemoAssessment(mailbox, subscriptionId, userId);

    await expect
      .poll(() => receiver.received.filter((r) => r.headers['webhook-id']).length, { timeout: 60_000 })
      .toBe(4);
    const verifier = new Webhook(secret);
    const events = receiver.received.map((request) => {
      expect(request.method).toBe('POST');
      return verifier.verify(request.body, request.headers) as { event: string; data: Record<string, string> };
    });
    const usersCreated = receiver.received.filter((r) => r.body.includes('"users.created"'));
    expect(usersCreated).toHaveLength(3);
    expect(new Set(usersCreated.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(events.find((e) => e.event === 'users.created')!.data).toMatchObject({ userId, subscriptionId });
    expect(events.find((e) => e.event === 'assessments.complete')!.data).toEqual({
      assessmentId: DEMO_ASSESSMENT.id,
      userId,
      subscriptionId,
    });

    // The delivery log shows all of it.
    await page.goto('/manage/sdk');
    await page.getByRole('button', { name: /^More actions for Fleet telematics webhook/ }).click();
    await page.getByRole('menuitem', { name: 'Delivery log' }).click();
    const log = page.getByRole('table', { name: 'Delivery log' });
    const usersCreatedRow = log.getByRole('row', { name: /users\.created/ });
    await expect(usersCreatedRow).toContainText('Succeeded');
    await expect(usersCreatedRow.getByRole('cell').nth(3)).toHaveText('3');
    await expect(log.getByRole('row', { name: /assessments\.complete/ })).toContainText('Succeeded');
    await usersCreatedRow.getByRole('button', { name: /^Show 3 attempts of/ }).click();
    const attempts = page.getByRole('table', { name: /^Attempts of the users\.created delivery/ });
    await expect(attempts.getByRole('row')).toHaveCount(4);
    await expect(attempts.getByRole('row').nth(1)).toContainText('500');
    await expect(attempts.getByRole('row').nth(2)).toContainText('500');
    await expect(attempts.getByRole('row').nth(3)).toContainText('200');
    await expectNoSeriousA11yViolations(page);
  } finally {
    await receiver.close();
  }
});

/** The administrator's own subscription, read from the viewer query. */
async function subscriptionOf(page: Page): Promise<string> {
  const response = await page.request.post('/graphql', {
    headers: { 'x-roadmark-csrf': '1' },
    data: { query: '{ viewer { subscription { id } } }' },
  });
  return ((await response.json()) as { data: { viewer: { subscription: { id: string } } } }).data.viewer.subscription
    .id;
}

/** Staff licence the demo assessment, assign it, start it for the person and finish it: assessments.complete. */
async function finishDemoAssessment(
  mailbox: Parameters<typeof adminGraphql>[0],
  subscriptionId: string,
  userId: string,
) {
  await adminGraphql(
    mailbox,
    'mutation ($model: CreateSubscriptionAssessmentInput!) { createSubscriptionAssessment(model: $model) { id } }',
    { model: { subscriptionId, assessmentId: DEMO_ASSESSMENT.id } },
  );
  await adminGraphql(
    mailbox,
    'mutation ($model: UserAssessmentAssignmentInput!) { createUserAssessmentAssignment(model: $model) { id } }',
    { model: { userId, assessmentId: DEMO_ASSESSMENT.id } },
  );
  const { initializeAssessmentSession: session } = await adminGraphql<{ initializeAssessmentSession: { id: string } }>(
    mailbox,
    'mutation ($assessmentId: ID!, $userId: ID) { initializeAssessmentSession(assessmentId: $assessmentId, userId: $userId) { id } }',
    { assessmentId: DEMO_ASSESSMENT.id, userId },
  );
  await adminGraphql(
    mailbox,
    'mutation ($model: FinishAssessmentSessionInput!) { finishAssessmentSession(model: $model) { isFinished } }',
    { model: { assessmentSessionId: session.id } },
  );
}

test('the REST documentation and the GraphQL playground open from the API/SDK page and work', async ({
  page,
  mailbox,
}) => {
  // The playground is a 7 MB editor build; loading it on a busy machine takes most of the default 30 s alone.
  await subscriptionAdministrator(page, mailbox, 5);
  await page.goto('/manage/sdk');
  const [swagger] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: /REST documentation/ }).click(),
  ]);
  await expect(swagger).toHaveURL(/\/api\/rest\/v1\.0\/swagger\/index\.html$/);
  await expect(swagger.getByRole('heading', { name: /Roadmark REST API/ })).toBeVisible();
  await expect(swagger.getByText('/people/{userId}').first()).toBeVisible();
  await swagger.close();

  const [playground] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: /GraphQL playground/ }).click(),
  ]);
  await expect(playground).toHaveURL(/\/api\/graphql-playground\/index\.html$/);
  const execute = playground.getByRole('button', { name: /Execute query/i });
  await expect(execute).toBeVisible({ timeout: 30_000 });
  const answer = playground.waitForResponse((response) => response.url().endsWith('/graphql'));
  await execute.click();
  expect((await answer).status()).toBe(200);
});

test('an administrator rotates a secret, sends a test event, and deletes the webhook and the key', async ({
  page,
  mailbox,
}) => {
  const receiver = await startWebhookReceiver();
  try {
    await subscriptionAdministrator(page, mailbox, 5);
    await addApplicationKey(page, 'Payroll sync');
    const firstSecret = await connectWebhook(page, 'Payroll sync', `${receiver.url}/payroll`);
    await page.getByRole('row', { name: /^Payroll sync assessments\.complete/ }).click();
    await expect(heading(page, 'Edit webhook connection')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Rotate signing secret' }).click();
    await page
      .getByRole('dialog', { name: 'Rotate the signing secret?' })
      .getByRole('button', { name: 'Rotate' })
      .click();
    const secretField = page.getByRole('textbox', { name: 'Signing secret' });
    await expect(secretField).toHaveValue(/^whsec_/);
    const newSecret = await secretField.inputValue();
    expect(newSecret).not.toBe(firstSecret);
    await expect(page.getByText(/The previous signing secret keeps working until/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('combobox', { name: 'Event to send' }).click();
    await page.getByRole('option', { name: 'users.created' }).click();
    await page.getByRole('button', { name: 'Send test event' }).click();
    const log = page.getByRole('table', { name: 'Delivery log' });
    await expect(log.getByRole('row', { name: /users\.created/ })).toContainText('Succeeded', { timeout: 20_000 });
    await expect(log.getByRole('row', { name: /users\.created/ })).toContainText('Test');
    const [request] = receiver.received;
    const signatures = request!.headers['webhook-signature']!.split(' ');
    expect(signatures).toHaveLength(2);
    for (const secret of [firstSecret, newSecret]) {
      expect(new Webhook(secret).verify(request!.body, request!.headers)).toMatchObject({ event: 'users.created' });
    }

    await page.goto('/manage/sdk');
    await page.getByRole('button', { name: /^More actions for Payroll sync webhook/ }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(heading(page, 'Are you sure you want to delete this webhook connection?')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'URL' })).toHaveValue(`${receiver.url}/payroll`);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/manage\/sdk$/);
    await expect(page.getByText('You have not connected any webhooks yet.')).toBeVisible();

    await page.getByRole('button', { name: /^More actions for Payroll sync$/ }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(heading(page, "Are you sure you want to delete this application's API access?")).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/manage\/sdk$/);
    await expect(page.getByText('You have not generated any API keys yet.')).toBeVisible();
  } finally {
    await receiver.close();
  }
});

test('the delivery log shows an attempt whose answer has not come, then the answer', async ({ page, mailbox }) => {
  test.setTimeout(120_000);
  const receiver = await startWebhookReceiver();
  receiver.answerWith(() => 'hold');
  try {
    await subscriptionAdministrator(page, mailbox, 5);
    await addApplicationKey(page, 'Route planner');
    await connectWebhook(page, 'Route planner', `${receiver.url}/planner`);
    await page.getByRole('row', { name: /^Route planner assessments\.complete/ }).click();
    await expect(heading(page, 'Edit webhook connection')).toBeVisible();
    await page.getByRole('combobox', { name: 'Event to send' }).click();
    await page.getByRole('option', { name: 'users.created' }).click();
    await page.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1);

    // The request is out and unanswered: a server stopped now would leave exactly this attempt in the log.
    const delivery = page.getByRole('table', { name: 'Delivery log' }).getByRole('row', { name: /^users\.created/ });
    await expect(delivery).toContainText('Pending');
    await delivery.getByRole('button', { name: /^Show 1 attempt of/ }).click();
    const attempt = page
      .getByRole('table', { name: /^Attempts of the users\.created delivery/ })
      .getByRole('row')
      .nth(1);
    await expect(attempt).toContainText('No answer recorded');
    await expectNoSeriousA11yViolations(page);

    receiver.release(200);
    await expect(delivery).toContainText('Succeeded', { timeout: 20_000 });
    await expect(attempt).toContainText('200');
    await expect(attempt).not.toContainText('No answer recorded');
  } finally {
    await receiver.close();
  }
});
