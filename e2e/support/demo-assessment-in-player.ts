import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import {
  centreOf,
  clickImagePoint,
  expectAllSaved,
  goNext,
  locationSurface,
  nextButton,
  screen,
  waitForVideoTime,
  watchQuestionVideo,
} from './session-player.ts';
import { DEMO_ASSESSMENT } from './session-setup.ts';

/** The demo assessment's screens: start, the two questions of the first item, the response-time video, the sequence, finish. */
const SCREENS = 6;
/** When the hazard of the response-time clip has appeared (demo-media.ts HAZARD_CLIP_WINDOWS, its first window). */
const HAZARD_SEEN_AT = 5.35;
/** demo-media.ts STREET_HAZARD_WINDOWS, in the picture's own 1920x1080 pixels. */
const CYCLIST = { windowLeft: 724, windowTop: 361, windowRight: 832, windowBottom: 630 };
const PEDESTRIAN = { windowLeft: 840, windowTop: 409, windowRight: 902, windowBottom: 523 };
const EMERGING_CAR = { windowLeft: 1223, windowTop: 429, windowRight: 1504, windowBottom: 534 };

/**
 * The first item presents two of its three questions, in an order of its own: answers whichever shows, as a driver
 * who knows the answers would (the scale keeps its pre-selected middle answer, which opens Next by itself).
 */
async function answerFirstItemQuestion(page: Page): Promise<void> {
  const videoChoice = page.getByText('Watch the clip to the end. Then choose the best answer.');
  const scale = page.getByText('Watch the clip, then say how risky you think it was.');
  const pictureChoice = page.getByText('You are driving along this street. What should you do?');
  await expect(videoChoice.or(scale).or(pictureChoice)).toBeVisible();
  if (await videoChoice.isVisible()) {
    await watchQuestionVideo(page, page.getByRole('radio'));
    const right = page.getByRole('radio', { name: 'Slow down as soon as the ball appears & be ready to stop' });
    await right.click();
    await expect(right).toBeChecked();
  } else if (await scale.isVisible()) {
    const thumb = page.getByRole('slider', { name: 'Choose your answer on the scale' });
    await watchQuestionVideo(page, thumb);
    await expect(thumb).toHaveAttribute('aria-valuenow', '2');
  } else {
    const right = page.getByRole('radio', { name: 'Hold back and give the cyclist plenty of room' });
    await right.click();
    await expect(right).toBeChecked();
  }
  await expectNoSeriousA11yViolations(page);
}

/** A picture question of the sequence: Start, a click on each hazard, then 'I have finished'. */
async function clickHazards(page: Page, hazards: (typeof CYCLIST)[]): Promise<void> {
  const start = page.getByRole('button', { name: 'Start', exact: true });
  await expect(start).toBeEnabled({ timeout: 30_000 });
  await start.click();
  await expect(page.getByRole('button', { name: 'I have finished' })).toBeVisible();
  for (const hazard of hazards) await clickImagePoint(locationSurface(page), centreOf(hazard));
  await expect(page.getByText(new RegExp(`^${hazards.length} of \\d+ clicks$`))).toBeVisible();
  await page.getByRole('button', { name: 'I have finished' }).click();
  await expect(page.getByText('You have finished this question. Your clicks have been recorded.')).toBeVisible();
}

/**
 * On the demo assessment's start page (/assessment/launch/{sessionId}): answers every question through the real
 * player, screen by screen (each scanned for accessibility on its first showing), up to the finish page. Works on a
 * phone: every click is on an element or at a point of the picture as drawn, whatever its size.
 */
export async function takeDemoAssessment(page: Page): Promise<void> {
  await expect(screen(page, 1, SCREENS)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: DEMO_ASSESSMENT.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome to the demo assessment' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await goNext(page, 2, SCREENS);

  await answerFirstItemQuestion(page);
  await goNext(page, 3, SCREENS);
  await answerFirstItemQuestion(page);
  await goNext(page, 4, SCREENS);

  // The response-time clip: one tap once the hazard has appeared.
  await expect(page.getByText('Click when you see a developing hazard.')).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();
  await page.getByRole('button', { name: 'Play video' }).click();
  const responseArea = page.getByRole('button', { name: 'Video: click or press Space or Enter when you see a hazard' });
  await waitForVideoTime(page, HAZARD_SEEN_AT);
  await responseArea.click();
  await expect(page.getByRole('status').filter({ hasText: 'Response 1 recorded' })).toBeAttached();
  await expectNoSeriousA11yViolations(page);
  await goNext(page, 5, SCREENS);

  // The sequence: the cyclist in the first picture, all three hazards in the second.
  await expect(page.getByRole('heading', { name: 'Question 1 of 2' })).toBeVisible();
  await clickHazards(page, [CYCLIST]);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Next question' }).click();
  await expect(page.getByRole('heading', { name: 'Question 2 of 2' })).toBeVisible();
  await clickHazards(page, [CYCLIST, PEDESTRIAN, EMERGING_CAR]);
  await expectAllSaved(page);
  await goNext(page, 6, SCREENS);

  await expect(page.getByRole('heading', { name: 'Well done, you have finished' })).toBeVisible({ timeout: 60_000 });
  await expectNoSeriousA11yViolations(page);
}
