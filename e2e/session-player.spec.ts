import { expect } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { test } from './support/journeys.ts';
import {
  answerFirstItemPage,
  answerLocationPage,
  CYCLIST,
  centreOf,
  clickImagePoint,
  EMERGING_CAR,
  expectAllSaved,
  type FirstItemQuestion,
  goNext,
  locationClicks,
  locationSurface,
  nextButton,
  PEDESTRIAN,
  previousButton,
  saveStatus,
  screen,
  VIDEO_TIMEOUT,
  waitForVideoTime,
  watchLearningVideo,
} from './support/session-player.ts';
import { engineResult, launchView, sessionResult } from './support/session-scoring.ts';
import { DEMO_ASSESSMENT, DEMO_TRAINING, driverWithDemoAssignments } from './support/session-setup.ts';

/*
 * A driver takes the demo assessment and the demo training in the real player, with real clicks
 * on the real clips and picture (apps/server/src/modules/seed/demo-content.ts, demo-media.ts).
 */
test.describe.configure({ timeout: 240_000 });
// The driver signs in on `page`; the administrator (the mailbox fixture) keeps a session of their own.
test.use({ storageState: { cookies: [], origins: [] } });

/** demo-media.ts HAZARD_CLIP_WINDOWS: the response windows of the hazard clip, best first. */
const HAZARD_WINDOWS = [
  { start: 5.2, end: 6.0, score: 100 },
  { start: 6.0, end: 6.8, score: 80 },
  { start: 6.8, end: 7.6, score: 60 },
  { start: 7.6, end: 8.4, score: 40 },
  { start: 8.4, end: 9.2, score: 20 },
];
const FIRST_WINDOW = HAZARD_WINDOWS[0]!;
/** In no window: a click there scores nothing, and clicking it again takes it back. */
const EMPTY_ROAD = { x: 300, y: 950 };

const QUESTION = {
  multipleChoiceVideo: 'Demo: What should the driver do?',
  multipleChoiceImage: 'Demo: What should you do here?',
  slidingScaleVideo: 'Demo: How risky was it?',
  responseTime: 'Demo: Spot the developing hazard',
  sequence: 'Demo: One street, two questions',
};
const RISK_LABELS: Record<string, string> = {
  High: 'High risk',
  Medium: 'Medium risk',
  Low: 'Low risk',
  NotAssessed: 'Not assessed',
};

/** The points each answer given below is worth by the demo's answer key (worked out by hand). */
const POINTS: Record<FirstItemQuestion, number> = {
  // The right answer first, then replaced by a wrong one: only the replacement counts.
  multipleChoiceVideo: 0,
  multipleChoiceImage: 100,
  // Moved from the pre-selected middle ('Quite risky', 60) to 'Slightly risky'.
  slidingScaleVideo: 20,
};

test('a driver takes the demo assessment: every question type, offline and back, a reload, and the scored finish page', async ({
  page,
  mailbox,
}) => {
  await driverWithDemoAssignments(page, mailbox);
  const pages = 6; // start, the two questions of the first item, the response-time video, the sequence, finish

  // Start page: the introduction, no Previous in an assessment.
  await page.goto(`/assessment/start/${DEMO_ASSESSMENT.id}`);
  await expect(page).toHaveURL(/\/assessment\/launch\/[0-9a-f-]{36}$/);
  const sessionId = page.url().split('/').at(-1)!;
  await expect(screen(page, 1, pages)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: DEMO_ASSESSMENT.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome to the demo assessment' })).toBeVisible();
  await expect(previousButton(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await goNext(page, 2, pages);

  // Screens 2 and 3: the multiple-choice video and one of the other two, in either order.
  await expect(page.getByRole('heading', { level: 1, name: 'Question 1' })).toBeVisible();
  const answered: FirstItemQuestion[] = [await answerFirstItemPage(page)];
  await expect(previousButton(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await goNext(page, 3, pages);
  await expect(page.getByRole('heading', { level: 1, name: 'Question 2' })).toBeVisible();
  answered.push(await answerFirstItemPage(page));
  expect(answered).toContain('multipleChoiceVideo');
  expect(new Set(answered).size).toBe(2);
  test.info().annotations.push({ type: 'first item', description: answered.join(', ') });
  await expect(previousButton(page)).toHaveCount(0);
  await goNext(page, 4, pages);

  // Screen 4: the response-time video. One click on the video inside its first window.
  await expect(page.getByText('Click when you see a developing hazard.')).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();
  await page.getByRole('button', { name: 'Play video' }).click();
  const responseArea = page.getByRole('button', {
    name: 'Video: click or press Space or Enter when you see a hazard',
  });
  await expect(responseArea).toBeVisible();
  await expect(page.getByRole('button', { name: /Pause/ })).toHaveCount(0);
  const seenAt = await waitForVideoTime(page, FIRST_WINDOW.start + 0.15);
  expect(seenAt, 'the video went past the response windows before the click').toBeLessThan(
    HAZARD_WINDOWS.at(-1)!.end - 1,
  );
  await responseArea.click();
  await expect(page.getByRole('status').filter({ hasText: 'Response 1 recorded' })).toBeAttached();
  await expect(page.getByText('1 response recorded.')).toBeVisible({ timeout: VIDEO_TIMEOUT });
  await expect(previousButton(page)).toHaveCount(0);
  await expectAllSaved(page);

  // Offline from here: the next page's answers wait in the browser and go when the network is back.
  await page.context().setOffline(true);
  await goNext(page, 5, pages);
  await expect(saveStatus(page)).toContainText(
    'Offline: your answers are kept on this device and will be sent when you are back online',
  );
  await expect(page.getByRole('heading', { name: 'Question 1 of 2' })).toBeVisible();
  // One Next button at a time: the sequence's own until its last question, then the player's.
  await expect(page.getByRole('button', { name: 'Next question' })).toBeDisabled();
  await expect(nextButton(page)).toHaveCount(0);
  await expect(page.getByText('0 of 1 clicks')).toBeVisible();
  await answerLocationPage(page, async () => {
    await clickImagePoint(locationSurface(page), centreOf(CYCLIST));
    await expect(page.getByText('1 of 1 clicks')).toBeVisible();
    await expect(locationClicks(page)).toHaveCount(1);
  });
  await expect(saveStatus(page)).toContainText('1 answer waiting to be sent.');
  await page.getByRole('button', { name: 'Next question' }).click();
  await expect(page.getByRole('heading', { name: 'Question 2 of 2' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next question' })).toHaveCount(0);
  await expect(nextButton(page)).toBeVisible();
  await page.context().setOffline(false);
  await expectAllSaved(page);

  // A reload mid-session resumes on the same screen, with every answer so far on the server.
  const beforeReload = await launchView(page, sessionId);
  expect(beforeReload.session.currentPosition).toBe(4);
  await page.reload();
  await expect(screen(page, 5, pages)).toBeVisible();
  // The sequence goes on after its answered first question, which is not restarted.
  await expect(page.getByRole('heading', { name: 'Question 2 of 2' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
  await expect(page.getByText('0 of 5 clicks')).toBeVisible();
  const afterReload = await launchView(page, sessionId);
  expect(afterReload.responseEvents.map((event) => event.id).sort()).toEqual(
    beforeReload.responseEvents.map((event) => event.id).sort(),
  );
  const byQuestion = (name: string) => {
    const question = afterReload.presented.find((entry) => entry.question.name === name)!.question;
    return afterReload.responseEvents.filter((event) => event.questionId === question.id);
  };
  for (const kind of answered) expect(byQuestion(QUESTION[kind])).toHaveLength(1);
  const [hazardClick] = byQuestion(QUESTION.responseTime);
  // Aimed at the first window; on a busy machine the click may land a window later, which scores less.
  const clickedAt = hazardClick!.responseTimeSeconds!;
  const reactionPoints =
    HAZARD_WINDOWS.find((window) => clickedAt >= window.start && clickedAt <= window.end)?.score ?? 0;
  expect(reactionPoints, `the click at ${clickedAt} s is in a response window`).toBeGreaterThan(0);
  const sequenceQuestion = afterReload.presented.find((entry) => entry.question.name === QUESTION.sequence)!;
  const locationResponseId = sequenceQuestion.question.children![0]!.id;
  const [offlineClick] = afterReload.responseEvents.filter((event) => event.questionId === locationResponseId);
  expect(offlineClick).toMatchObject({ clickPositionX: expect.any(Number), clickPositionY: expect.any(Number) });
  expect(offlineClick!.clickPositionX).toBeGreaterThanOrEqual(CYCLIST.windowLeft);
  expect(offlineClick!.clickPositionX).toBeLessThanOrEqual(CYCLIST.windowRight);
  expect(offlineClick!.clickPositionY).toBeGreaterThanOrEqual(CYCLIST.windowTop);
  expect(offlineClick!.clickPositionY).toBeLessThanOrEqual(CYCLIST.windowBottom);

  await expect(page.getByText('Click on each hazard you can see.')).toBeVisible();
  await answerLocationPage(page, async () => {
    const surface = locationSurface(page);
    await clickImagePoint(surface, centreOf(CYCLIST));
    await clickImagePoint(surface, centreOf(PEDESTRIAN));
    await clickImagePoint(surface, centreOf(EMERGING_CAR));
    await clickImagePoint(surface, EMPTY_ROAD);
    await expect(page.getByText('4 of 5 clicks')).toBeVisible();
    await expect(locationClicks(page)).toHaveCount(4);
    await clickImagePoint(surface, EMPTY_ROAD);
    await expect(page.getByText('3 of 5 clicks')).toBeVisible();
    await expect(locationClicks(page)).toHaveCount(3);
  });
  await expect(previousButton(page)).toHaveCount(0);
  await expectAllSaved(page);
  await goNext(page, 6, pages);

  // The finish page: total, risk and breakdowns.
  await expect(page.getByRole('heading', { name: 'Well done, you have finished' })).toBeVisible({ timeout: 60_000 });
  await expect(previousButton(page)).toHaveCount(0);

  // Worked out by hand: the two first-item answers, the click's window (100 for the first), and 200 of 200 for the
  // sequence (the cyclist, then all three hazards at 34 + 33 + 33), over 500 points.
  const handTotal = Math.round((100 * (POINTS[answered[0]!] + POINTS[answered[1]!] + reactionPoints + 200)) / 500);
  const expectedRisk = handTotal < 30 ? 'High' : handTotal < 70 ? 'Medium' : 'Low';

  const finished = await launchView(page, sessionId);
  expect(finished.session.isFinished).toBe(true);
  const engine = await engineResult(mailbox, finished, DEMO_ASSESSMENT.id);
  const server = await sessionResult(page, sessionId);
  expect(engine.score).toBe(handTotal);
  expect(engine.riskCategory).toBe(expectedRisk);
  expect(server.score).toBe(engine.score);
  expect(server.session.totalScore).toBe(engine.score);
  expect(finished.session.totalScore).toBe(engine.score);
  expect(server.riskCategory).toBe(engine.riskCategory);
  expect(
    server.questionBreakdown.map(({ questionId, score, maxScore, percent }) => ({
      questionId,
      score,
      maxScore,
      percent,
    })),
  ).toEqual(
    engine.questionBreakdown.map(({ questionId, score, maxScore, percent }) => ({
      questionId,
      score,
      maxScore,
      percent,
    })),
  );
  expect(server.questionBreakdown.map((question) => question.name)).toEqual([
    ...answered.map((kind) => QUESTION[kind]),
    QUESTION.responseTime,
    QUESTION.sequence,
  ]);
  expect(server.questionBreakdown.map((question) => question.percent)).toEqual([
    ...answered.map((kind) => POINTS[kind]),
    reactionPoints,
    100,
  ]);
  expect(server.driverMetricBreakdown.map(({ driverMetricId, score }) => ({ driverMetricId, score }))).toEqual(
    engine.driverMetricBreakdown.map(({ driverMetricId, percent }) => ({ driverMetricId, score: percent })),
  );

  // What the page shows is that same result.
  const scoreSection = page.getByRole('region', { name: 'Score' });
  await expect(scoreSection.getByRole('img', { name: `Score: ${handTotal}%` })).toBeVisible();
  await expect(scoreSection.getByText(`${handTotal}%`, { exact: true })).toBeVisible();
  await expect(scoreSection.getByText(RISK_LABELS[expectedRisk]!, { exact: true })).toBeVisible();
  const questionCards = page.getByRole('region', { name: 'Question by question' }).getByRole('listitem');
  await expect(questionCards).toHaveCount(server.questionBreakdown.length);
  for (const [index, question] of server.questionBreakdown.entries()) {
    const card = questionCards.nth(index);
    await expect(card.getByRole('heading', { level: 4 })).toHaveText(question.name);
    await expect(card.getByText(`${question.score} of ${question.maxScore} points`)).toBeVisible();
    await expect(card.getByText(`${question.percent}%`, { exact: true })).toBeVisible();
    // A question answered in full has no apology for missing feedback.
    if (
      question.percent === 100 &&
      !question.feedbackText &&
      !question.feedbackImageUrl &&
      !question.feedbackVideoUrl
    ) {
      await expect(card.getByText('Sorry there is no feedback available for you on this question')).toHaveCount(0);
    }
  }
  const metrics = page.getByRole('region', { name: 'Safety metrics' }).getByRole('listitem');
  await expect(metrics).toHaveCount(server.driverMetricBreakdown.length);
  for (const metric of server.driverMetricBreakdown) {
    const row = metrics.filter({ hasText: metric.name });
    await expect(row.getByText(`${metric.score}%`, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Finish', exact: true })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
});

test('a driver takes the demo training: learning pages, Previous, a question with its feedback, the questionnaire', async ({
  page,
  mailbox,
}) => {
  await driverWithDemoAssignments(page, mailbox);
  // start, 8 pages, the feedback page after the one scored question, finish
  const pages = 11;

  await page.goto(`/training/start/${DEMO_TRAINING.id}`);
  await expect(page).toHaveURL(/\/training\/launch\/[0-9a-f-]{36}$/);
  const sessionId = page.url().split('/').at(-1)!;
  await expect(screen(page, 1, pages)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome to the demo training' })).toBeVisible();
  // Never on the first page.
  await expect(previousButton(page)).toHaveCount(0);
  await goNext(page, 2, pages);

  // Information text; Previous from here on.
  await expect(page.getByText('Welcome to the Roadmark demo training. It takes about five minutes.')).toBeVisible();
  await expect(previousButton(page)).toBeVisible();
  await goNext(page, 3, pages);

  // Learning video: Next waits for the end of the clip.
  await expect(page.getByText(/Watch the clip and look for the clues/)).toBeVisible();
  await watchLearningVideo(page, 'Video');
  await goNext(page, 4, pages);

  // Learning image.
  await expect(page.getByText(/Good drivers scan the whole scene/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Picture' })).toBeVisible();
  await goNext(page, 5, pages);

  // The multiple-choice picture question, then its feedback page.
  await expect(page.getByText('You are driving along this street. What should you do?')).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();
  const right = page.getByRole('radio', { name: 'Hold back and give the cyclist plenty of room' });
  await right.click();
  await expect(right).toBeChecked();
  await goNext(page, 6, pages);
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback on question 4' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Feedback: ${QUESTION.multipleChoiceImage}` })).toBeVisible();
  await expect(page.getByText('100 of 100 points')).toBeVisible();
  await expect(page.getByText('Right: 100 out of 100. Hanging back keeps your options open.')).toBeVisible();

  // Previous once: the question comes back with its answer, final now that its feedback has been shown (read-only),
  // and Next opens again on the page's own signal.
  await previousButton(page).click();
  await expect(screen(page, 5, pages)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Question 4' })).toBeVisible();
  await expect(right).toBeChecked();
  await expect(page.getByText('Your answer is final now that its feedback has been shown.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Sound the horn at the pedestrian' })).toBeDisabled();
  await expect(nextButton(page)).toBeEnabled();
  await goNext(page, 6, pages);
  await expect(page.getByText('Right: 100 out of 100. Hanging back keeps your options open.')).toBeVisible();
  await goNext(page, 7, pages);

  // Learning text, information picture, information video.
  await expect(page.getByText(/two-second gap/)).toBeVisible();
  await goNext(page, 8, pages);
  await expect(page.getByRole('img', { name: 'Picture' })).toBeVisible();
  await goNext(page, 9, pages);
  await expect(page.getByText(/All the clips in this demo were drawn by Roadmark/)).toBeVisible();
  await watchLearningVideo(page, 'Video');
  await goNext(page, 10, pages);

  // The questionnaire: text, multiple choice and a scale that starts at its middle answer.
  await expect(page.getByText('Answer every multiple-choice question to continue.')).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();
  const journey = 'The school run: parked cars on both sides and children crossing between them.';
  // Rich text shows as written: two paragraphs, quotes and an ampersand.
  await expect(page.getByText('Anything that makes it tricky: parked cars, "rush hour" & school gates?')).toBeVisible();
  await page.getByRole('textbox', { name: /Tell us about a journey you make often/ }).fill(journey);
  const phone = page.getByRole('radio', { name: 'In a hands-free holder, for "quick" calls only' });
  await phone.click();
  await expect(phone).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Fairly confident' })).toBeChecked();
  const confident = page.getByRole('radio', { name: 'Confident', exact: true });
  await confident.click();
  await expect(confident).toBeChecked();
  await expect(page.getByText('Answer every multiple-choice question to continue.')).toBeHidden();
  await expectAllSaved(page);
  await goNext(page, 11, pages);

  // The finish page: the one scored question, its score and the overall feedback.
  await expect(page.getByRole('heading', { name: 'Well done, you have finished' })).toBeVisible({ timeout: 60_000 });
  await expect(previousButton(page)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Score' }).getByRole('img', { name: 'Score: 100%' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Score' }).getByText('Low risk', { exact: true })).toBeVisible();
  await expect(page.getByText('Thank you for finishing the demo training. Now try the demo assessment.')).toBeVisible();
  const cards = page.getByRole('region', { name: 'Question by question' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole('heading', { name: QUESTION.multipleChoiceImage })).toBeVisible();

  // Every questionnaire answer reached the server: the text, the chosen answer and the scale's new position.
  const view = await launchView(page, sessionId);
  expect(view.session.isFinished).toBe(true);
  const questionnaire = view.presented.find((entry) => entry.question.questionType === 'Questionnaire')!.question;
  const [input, multipleChoice, scale] = questionnaire.children!;
  const answersTo = (id: string) => view.responseEvents.filter((event) => event.questionId === id);
  expect(answersTo(input!.id).map((event) => event.textInput)).toEqual([journey]);
  expect(answersTo(multipleChoice!.id)).toHaveLength(1);
  expect(answersTo(scale!.id)).toHaveLength(1);

  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  await expect(page).not.toHaveURL(/\/training\/launch\//);
});
