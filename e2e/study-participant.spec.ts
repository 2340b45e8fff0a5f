import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { adminGraphql, createSubscription } from './support/admin-api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { createAssessment, graphql, MEDIA } from './support/content-authoring.ts';
import { heading, test } from './support/journeys.ts';
import type { Mailbox } from './support/mailbox.ts';
import { expectAllSaved, goNext, nextButton, screen } from './support/session-player.ts';
import { sessionResult } from './support/session-scoring.ts';
import { uniqueName } from './support/unique-name.ts';

/*
 * Study participants (docs/product/studies.md#joining): a research panel's link opens /study/{code}?PROLIFIC_PID=...,
 * which signs the participant in by itself and opens their session of the study's assessment; they take it in the
 * player, and Finish on its finish page goes to study-complete, which signs them out and sends them on; the server
 * posts their result to the study's results post URL (here a real HTTP receiver on loopback, which OUTBOUND_ALLOWLIST
 * permits).
 */
test.describe.configure({ timeout: 120_000 });

const LAUNCH = /\/assessment\/launch\/([0-9a-f-]{36})$/;
/** The study's assessment: its start page, the one question, the finish page. */
const PAGES = 3;
const PROMPT = 'You are driving along this street. What should you do?';
/** The answer the participant gives, and what it is worth of the question's 100 points. */
const ANSWER = { answerText: 'Slow down a little, then pass the cyclist', score: 40 };

interface Received {
  method: string;
  path: string;
  contentType: string | undefined;
  body: string;
}

/**
 * A panel's server of its own on 127.0.0.1: it keeps every request it gets, answers the results post with 200 and
 * shows a page for the return URL.
 */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        contentType: request.headers['content-type'],
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (request.method === 'GET') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end('<!doctype html><html lang="en"><title>Panel</title><h1>Back at the panel</h1></html>');
      } else {
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end('ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    posts: () => received.filter((request) => request.method === 'POST'),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Uploads the demo street picture as content media and answers its blob id. */
async function uploadStreetPicture(mailbox: Mailbox): Promise<string> {
  const response = await mailbox.page.request.post('/api/files/upload?purpose=content', {
    headers: { 'x-roadmark-csrf': '1' },
    multipart: {
      files: { name: 'street-hazards.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(MEDIA.street) },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const [blob] = (await response.json()) as { id: string }[];
  return blob!.id;
}

/** A new assessment of one multiple-choice picture question, whose answers are worth 100, ANSWER.score and 0. */
async function studyAssessment(mailbox: Mailbox): Promise<{ id: string; name: string }> {
  const imageBlobReferenceId = await uploadStreetPicture(mailbox);
  const answers = [
    { answerText: 'Hold back and give the cyclist plenty of room', score: 100, isCorrect: true },
    { ...ANSWER, isCorrect: false },
    { answerText: 'Sound the horn at the pedestrian', score: 0, isCorrect: false },
  ];
  const { saveQuestion } = await graphql<{ saveQuestion: { id: string } }>(
    mailbox.page,
    'mutation ($model: QuestionBundleInput!) { saveQuestion(model: $model) { id } }',
    {
      model: {
        question: {
          name: uniqueName('Study street question'),
          questionType: 'MultipleChoiceImage',
          questionText: `<p>${PROMPT}</p>`,
          imageBlobReferenceId,
        },
        answers: { added: answers.map((answer, index) => ({ displayOrder: index + 1, ...answer })) },
        feedbacks: { added: [] },
        recommendations: { added: [] },
        adjustments: { added: [] },
        sequenceQuestions: { added: [] },
        tagLinks: { added: [] },
      },
    },
  );
  const name = uniqueName('Study street assessment');
  const id = await createAssessment(mailbox.page, { name, poolQuestionIds: [saveQuestion.id] });
  return { id, name };
}

/** A new study licensing `assessmentId` (no retakes), with the given post and return URLs; answers its code. */
async function study(
  mailbox: Mailbox,
  assessmentId: string,
  urls: { studyResultsPagePostUrl: string; studyReturnUrl?: string },
): Promise<string> {
  const { generateUniqueStudyPin: code } = await adminGraphql<{ generateUniqueStudyPin: string }>(
    mailbox,
    'mutation { generateUniqueStudyPin }',
  );
  const subscriptionId = await createSubscription(mailbox, {
    companyName: uniqueName('Hazard Study'),
    subscriptionType: 'Study',
    studyUniqueCode: code,
    ...urls,
  });
  await adminGraphql(
    mailbox,
    'mutation ($model: CreateSubscriptionAssessmentInput!) { createSubscriptionAssessment(model: $model) { id } }',
    { model: { subscriptionId, assessmentId, maxRestarts: 0 } },
  );
  return code;
}

async function sessionIdOf(page: Page): Promise<string> {
  await expect(page).toHaveURL(LAUNCH);
  return LAUNCH.exec(page.url())![1]!;
}

/** On the question page: the picture, then the participant's answer, saved. */
async function answerStudyQuestion(page: Page): Promise<void> {
  await expect(page.getByText(PROMPT)).toBeVisible();
  const picture = page.getByRole('img', { name: 'Picture for this question' });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(nextButton(page)).toBeDisabled();
  const answer = page.getByRole('radio', { name: ANSWER.answerText });
  await answer.click();
  await expect(answer).toBeChecked();
  await expectAllSaved(page);
}

/** Every POST the receiver got, as the results post's content type and parsed body. */
function resultPosts(receiver: Awaited<ReturnType<typeof startReceiver>>) {
  return receiver.posts().map((post) => ({
    path: post.path,
    contentType: post.contentType,
    body: JSON.parse(post.body) as unknown,
  }));
}

/** Result posts the outbox holds, waiting or being sent, from the server's metrics (open to loopback callers). */
async function waitingResultPosts(baseURL: string): Promise<number> {
  const metrics = await (await fetch(`${baseURL}/metrics`)).text();
  const line = metrics.split('\n').find((row) => row.startsWith('roadmark_outbox_depth{kind="study-result-post"}'));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

test('a participant from a panel link takes the study, lands on the thank-you page, and the results reach the study', async ({
  browser,
  baseURL,
  mailbox,
}) => {
  const receiver = await startReceiver();
  try {
    const assessment = await studyAssessment(mailbox);
    const code = await study(mailbox, assessment.id, { studyResultsPagePostUrl: `${receiver.origin}/results` });

    // The panel link signs the participant in and opens the start page of their session, with no user menu.
    const first = await browser.newContext({ storageState: { cookies: [], origins: [] }, baseURL });
    const firstPage = await first.newPage();
    await firstPage.goto(`/study/${code.toLowerCase()}?PROLIFIC_PID=abc`);
    const sessionId = await sessionIdOf(firstPage);
    await expect(screen(firstPage, 1, PAGES)).toBeVisible();
    await expect(firstPage.getByRole('heading', { level: 1, name: assessment.name })).toBeVisible();
    await expect(firstPage.getByRole('banner').getByRole('button', { name: /Account menu/ })).toHaveCount(0);
    await goNext(firstPage, 2, PAGES);
    // The link clicked again in the same, still signed-in browser comes back to the same place (a sign-in racing
    // the page's own requests once signed the participant out).
    await firstPage.goto(`/study/${code}?PROLIFIC_PID=abc`);
    expect(await sessionIdOf(firstPage)).toBe(sessionId);
    await expect(screen(firstPage, 2, PAGES)).toBeVisible();
    await first.close();

    // The same link in a new browser resumes the same session where it stopped.
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, baseURL });
    const page = await context.newPage();
    await page.goto(`/study/${code}?PROLIFIC_PID=abc`);
    expect(await sessionIdOf(page)).toBe(sessionId);
    await expect(screen(page, 2, PAGES)).toBeVisible();

    await answerStudyQuestion(page);
    await expectNoSeriousA11yViolations(page);
    await goNext(page, 3, PAGES);
    await expect(page.getByRole('heading', { name: 'Well done, you have finished' })).toBeVisible({ timeout: 60_000 });

    // The server scored it from the answer key: 40 of the question's 100 points.
    const result = await sessionResult(page, sessionId);
    expect(result.session.isFinished).toBe(true);
    expect(result.score).toBe(ANSWER.score);

    // Finish leaves by itself through study-complete, which signs out and, with no return URL, thanks them.
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await expect(page).toHaveURL(/\/study-thanks$/, { timeout: 30_000 });
    await expect(heading(page, 'Thank you for participating in this study')).toBeVisible();
    await expect(page.getByText('Your responses have been captured. You can now close this window.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect((await page.request.get('/api/account/currentUserRoles')).status()).toBe(401);

    // The outbox posted the result, once, to the study's receiver, naming the participant by their panel's id.
    const expected = {
      path: '/results',
      contentType: 'application/json',
      body: { user_id: 'abc', assessmentCode: code, assessmentName: assessment.name, score: ANSWER.score },
    };
    await expect.poll(() => resultPosts(receiver), { timeout: 30_000 }).toEqual([expected]);

    // Coming back with the same id after finishing (no retakes) opens the finished session; nothing is posted again.
    await page.goto(`/study/${code}?PROLIFIC_PID=abc`);
    expect(await sessionIdOf(page)).toBe(sessionId);
    await expect(page.getByRole('heading', { name: 'Well done, you have finished' })).toBeVisible({ timeout: 60_000 });
    // Once the outbox holds no result post waiting or being sent (the server's own count), a second post would
    // have reached the receiver already.
    await expect.poll(() => waitingResultPosts(baseURL!), { timeout: 30_000 }).toBe(0);
    expect(resultPosts(receiver)).toEqual([expected]);
    await context.close();
  } finally {
    await receiver.close();
  }
});

test("a participant's Finish goes on to the study's return URL", async ({ browser, baseURL, mailbox }) => {
  const receiver = await startReceiver();
  try {
    const assessment = await studyAssessment(mailbox);
    const code = await study(mailbox, assessment.id, {
      studyResultsPagePostUrl: `${receiver.origin}/results`,
      studyReturnUrl: `${receiver.origin}/back?from=roadmark`,
    });
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, baseURL });
    const page = await context.newPage();

    await page.goto(`/study/${code}?PROLIFIC_PID=xyz-7`);
    await expect(page).toHaveURL(LAUNCH);
    await goNext(page, 2, PAGES);
    await answerStudyQuestion(page);
    await goNext(page, 3, PAGES);
    await expect(page.getByRole('heading', { name: 'Well done, you have finished' })).toBeVisible({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Finish', exact: true }).click();

    await expect(page).toHaveURL(`${receiver.origin}/back?from=roadmark`, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Back at the panel' })).toBeVisible();
    expect((await context.request.get(`${baseURL}/api/account/currentUserRoles`)).status()).toBe(401);
    await expect
      .poll(() => resultPosts(receiver).map((post) => post.body), { timeout: 30_000 })
      .toEqual([{ user_id: 'xyz-7', assessmentCode: code, assessmentName: assessment.name, score: ANSWER.score }]);
    await context.close();
  } finally {
    await receiver.close();
  }
});

test('the study form checks its fields and reports an unknown code', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, baseURL });
  const page = await context.newPage();
  await page.goto('/study?participant=p-42');
  await expect(heading(page, 'Participate in study')).toBeVisible();
  const identifier = page.getByRole('textbox', { name: 'Participant identifier' });
  await expect(identifier).toHaveValue('p-42');
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Start study' }).click();
  await expect(
    page.getByText('Study code is required. You should have received this from the study organiser.'),
  ).toBeVisible();

  await page.getByRole('textbox', { name: 'Study', exact: true }).fill('NOSUCH23');
  await page.getByRole('button', { name: 'Start study' }).click();
  await expect(
    page.getByText('This study code was not found. Please check the link or the code you were given.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/study\?participant=p-42$/);
  await expectNoSeriousA11yViolations(page);
  await context.close();
});
