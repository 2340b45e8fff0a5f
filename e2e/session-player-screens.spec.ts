import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { test } from './support/journeys.ts';
import type { Mailbox } from './support/mailbox.ts';
import {
  answerFirstItemPage,
  CYCLIST,
  centreOf,
  clickImagePoint,
  EMERGING_CAR,
  expectAllSaved,
  goNext,
  locationClicks,
  locationSurface,
  PEDESTRIAN,
} from './support/session-player.ts';
import { launchView } from './support/session-scoring.ts';
import { DEMO_ASSESSMENT, driverWithDemoAssignments } from './support/session-setup.ts';

/*
 * The demo assessment on the screens drivers take it on: location questions on a phone, where a hazard is too small
 * to hit until the picture is zoomed in, and the response-time video on a laptop, whose Play button must be on the
 * first screen.
 */
test.describe.configure({ timeout: 240_000 });
// The driver signs in on `page`; the administrator (the mailbox fixture) keeps a session of their own.
test.use({ storageState: { cookies: [], origins: [] } });

const PAGES = 6; // start, the two questions of the first item, the response-time video, the sequence, finish
/** The smallest touch target the zoomed picture must give a hazard, in CSS pixels. */
const TOUCH_TARGET = 44;
/** The 1920x1080 virtual space the response windows and stored clicks are in. */
const VIRTUAL = { width: 1920, height: 1080 };

type ResponseWindow = typeof PEDESTRIAN;

/** A driver starts the demo assessment and answers its first item; the response-time video (screen 4) shows. */
async function openResponseTimeScreen(page: Page, mailbox: Mailbox): Promise<string> {
  await driverWithDemoAssignments(page, mailbox);
  await page.goto(`/assessment/start/${DEMO_ASSESSMENT.id}`);
  await expect(page).toHaveURL(/\/assessment\/launch\/[0-9a-f-]{36}$/);
  const sessionId = page.url().split('/').at(-1)!;
  await goNext(page, 2, PAGES);
  await answerFirstItemPage(page);
  await goNext(page, 3, PAGES);
  await answerFirstItemPage(page);
  await goNext(page, 4, PAGES);
  return sessionId;
}

/** A response window's size on screen (CSS pixels), measured on the picture as it is drawn now. */
async function drawnSize(picture: Locator, window: ResponseWindow) {
  const box = await picture.boundingBox();
  if (!box) throw new Error('The picture is not on the page');
  return {
    width: ((window.windowRight - window.windowLeft) / VIRTUAL.width) * box.width,
    height: ((window.windowBottom - window.windowTop) / VIRTUAL.height) * box.height,
  };
}

function inside(point: { x: number; y: number }, window: ResponseWindow): boolean {
  return (
    point.x >= window.windowLeft &&
    point.x <= window.windowRight &&
    point.y >= window.windowTop &&
    point.y <= window.windowBottom
  );
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a driver zooms in on the location pictures: hazards big enough to tap, numbered marks, clicks stored where they are on the picture', async ({
    page,
    mailbox,
  }) => {
    const sessionId = await openResponseTimeScreen(page, mailbox);
    await page.getByRole('button', { name: 'Play video' }).click();
    await goNext(page, 5, PAGES);

    const zoomedView = page.getByRole('dialog', { name: 'Picture, zoomed in' });
    const picture = page.getByRole('img', { name: 'Picture for this question' });
    const finished = () => page.getByRole('button', { name: 'I have finished' });

    // The sequence's first question: zoomed in before Start, which then shows in the zoomed view.
    await expect(page.getByRole('heading', { name: 'Question 1 of 2' })).toBeVisible();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(zoomedView).toBeVisible();
    await expect(zoomedView.getByRole('button', { name: 'Zoom out' })).toBeFocused();
    const start = zoomedView.getByRole('button', { name: 'Start', exact: true });
    await expect(start).toBeEnabled({ timeout: 30_000 });
    await start.click();
    await expect(zoomedView.getByRole('timer')).toBeVisible();
    const cyclist = await drawnSize(picture, CYCLIST);
    expect(cyclist.width).toBeGreaterThanOrEqual(TOUCH_TARGET);
    await clickImagePoint(locationSurface(page), centreOf(CYCLIST));
    await expect(zoomedView.getByText('1 of 1 clicks')).toBeVisible();
    await expect(locationClicks(page)).toHaveText(['1']);
    // The keyboard stays in the zoomed view, and Escape leaves it.
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press('Tab');
      await expect(zoomedView.locator(':focus')).toHaveCount(1);
    }
    await page.keyboard.press('Escape');
    await expect(zoomedView).toBeHidden();
    await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    await finished().click();
    await page.getByRole('button', { name: 'Next question' }).click();

    // The second question: Start first, then zoomed in while the time runs.
    await expect(page.getByRole('heading', { name: 'Question 2 of 2' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeEnabled({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(finished()).toBeVisible();
    const unzoomed = await drawnSize(picture, PEDESTRIAN);
    expect(unzoomed.width, 'the pedestrian is too small to tap at the width of the screen').toBeLessThan(TOUCH_TARGET);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(zoomedView).toBeVisible();
    expect(await zoomedView.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    for (const control of [
      zoomedView.getByRole('timer'),
      zoomedView.getByText('0 of 5 clicks'),
      zoomedView.getByRole('button', { name: 'Zoom out' }),
      zoomedView.getByRole('button', { name: 'I have finished' }),
    ]) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }
    const pedestrian = await drawnSize(picture, PEDESTRIAN);
    expect(pedestrian.width).toBeGreaterThanOrEqual(TOUCH_TARGET);
    expect(pedestrian.height).toBeGreaterThanOrEqual(TOUCH_TARGET);

    await clickImagePoint(locationSurface(page), centreOf(PEDESTRIAN));
    await expect(locationClicks(page)).toHaveText(['1']);
    // The mark is small and sits on the pedestrian, inside its window on screen.
    const pictureBox = (await picture.boundingBox())!;
    const markBox = (await locationClicks(page).first().boundingBox())!;
    const markCentre = {
      x: ((markBox.x + markBox.width / 2 - pictureBox.x) / pictureBox.width) * VIRTUAL.width,
      y: ((markBox.y + markBox.height / 2 - pictureBox.y) / pictureBox.height) * VIRTUAL.height,
    };
    expect(markBox.width).toBeLessThan(pedestrian.width);
    expect(inside(markCentre, PEDESTRIAN), JSON.stringify(markCentre)).toBe(true);
    await clickImagePoint(locationSurface(page), centreOf(EMERGING_CAR));
    await expect(locationClicks(page)).toHaveText(['1', '2']);
    await expect(zoomedView.getByText('2 of 5 clicks')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await zoomedView.getByRole('button', { name: 'I have finished' }).click();
    await expect(zoomedView).toBeHidden();
    await expect(page.getByText('You have finished this question. Your clicks have been recorded.')).toBeVisible();
    await expect(locationClicks(page)).toHaveText(['1', '2']);
    await expectAllSaved(page);

    // The server has each click at its place on the picture, in the picture's own pixels.
    const view = await launchView(page, sessionId);
    const sequence = view.presented.find((entry) => entry.question.name === 'Demo: One street, two questions')!;
    const [firstQuestion, secondQuestion] = sequence.question.children!;
    const stored = (questionId: string) =>
      view.responseEvents
        .filter((event) => event.questionId === questionId)
        .map((event) => ({ x: event.clickPositionX!, y: event.clickPositionY! }));
    const [cyclistClick] = stored(firstQuestion!.id);
    expect(inside(cyclistClick!, CYCLIST), JSON.stringify(cyclistClick)).toBe(true);
    const [pedestrianClick, carClick] = stored(secondQuestion!.id);
    expect(inside(pedestrianClick!, PEDESTRIAN), JSON.stringify(pedestrianClick)).toBe(true);
    expect(inside(carClick!, EMERGING_CAR), JSON.stringify(carClick)).toBe(true);
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('a driver sees the response-time video and its Play button without scrolling, the instructions a click away', async ({
    page,
    mailbox,
  }) => {
    await openResponseTimeScreen(page, mailbox);
    await expect(page.getByText('Click when you see a developing hazard.')).toBeVisible();
    const video = page.locator('video[aria-label="Question video"]');
    const play = page.getByRole('button', { name: 'Play video' });
    // Its own size is known once its metadata is in; until then the browser guesses one.
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBeGreaterThan(0);

    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(video).toBeInViewport({ ratio: 1 });
    await expect(play).toBeInViewport({ ratio: 1 });
    const size = await video.evaluate((element: HTMLVideoElement) => {
      const box = element.getBoundingClientRect();
      return { width: box.width, height: box.height, videoWidth: element.videoWidth, videoHeight: element.videoHeight };
    });
    expect(size.width, 'the video is not stretched past its own width').toBeLessThanOrEqual(size.videoWidth);
    expect(size.width / size.height).toBeCloseTo(size.videoWidth / size.videoHeight, 1);

    // The instructions are folded under the question, and open with one click.
    const instructionText = page.getByText(/The sooner you respond, the more you score/);
    const howToRespond = page.getByText(/Press Play video, then click on the video/);
    const show = page.getByRole('button', { name: 'Show instructions' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await expect(instructionText).toBeHidden();
    await expectNoSeriousA11yViolations(page);
    await show.click();
    const hide = page.getByRole('button', { name: 'Hide instructions' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await expect(instructionText).toBeVisible();
    await expect(howToRespond).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Opened, they stay open while the video plays.
    await play.click();
    await expect(
      page.getByRole('button', { name: 'Video: click or press Space or Enter when you see a hazard' }),
    ).toBeVisible();
    await expect(instructionText).toBeVisible();
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
  });
});
