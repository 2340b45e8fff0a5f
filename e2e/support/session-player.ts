import { expect, type Locator, type Page } from '@playwright/test';

const CSRF = { 'x-roadmark-csrf': '1' };

/** The clips are 12 s; on a busy machine the page may need much longer to load, play and reach the end. */
export const VIDEO_TIMEOUT = 90_000;

/** The 1920x1080 virtual space location clicks and windows are in (the demo picture's own pixels). */
const VIRTUAL = { width: 1920, height: 1080 };

/** demo-media.ts STREET_HAZARD_WINDOWS, in the picture's own 1920x1080 pixels. */
export const CYCLIST = { windowLeft: 724, windowTop: 361, windowRight: 832, windowBottom: 630 };
export const PEDESTRIAN = { windowLeft: 840, windowTop: 409, windowRight: 902, windowBottom: 523 };
export const EMERGING_CAR = { windowLeft: 1223, windowTop: 429, windowRight: 1504, windowBottom: 534 };
/** The questions of the demo assessment's first item: it presents two of them. */
export type FirstItemQuestion = 'multipleChoiceVideo' | 'multipleChoiceImage' | 'slidingScaleVideo';

/** A GraphQL call with the signed-in person's own cookies (the page's browser context). */
export async function graphqlAs<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post('/graphql', { headers: CSRF, data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

export function screen(page: Page, at: number, of: number): Locator {
  return page.getByText(`Screen ${at} of ${of}`, { exact: true });
}

export function nextButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Next', exact: true });
}

export function previousButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Previous', exact: true });
}

/** The save status live region (saving/save-status.tsx). */
export function saveStatus(page: Page): Locator {
  return page.locator('[data-save-status]');
}

export async function expectAllSaved(page: Page): Promise<void> {
  await expect(saveStatus(page)).toHaveText('All answers saved', { timeout: 30_000 });
}

/** Moves on with Next once the page has signalled completion, and waits for the next screen. */
export async function goNext(page: Page, toScreen: number, of: number): Promise<void> {
  await expect(nextButton(page)).toBeEnabled({ timeout: VIDEO_TIMEOUT });
  await nextButton(page).click();
  await expect(screen(page, toScreen, of)).toBeVisible();
}

/** Presses the question video's own Play button and waits for the question that shows once it has ended. */
export async function watchQuestionVideo(page: Page, shownAfter: Locator): Promise<void> {
  await expect(page.getByText('The question and its answers appear when the video has finished.')).toBeVisible();
  await expect(shownAfter).toHaveCount(0);
  await page.getByRole('button', { name: 'Play video' }).click();
  await expect(page.getByRole('button', { name: 'Play video' })).toBeHidden();
  await expect(shownAfter.first()).toBeVisible({ timeout: VIDEO_TIMEOUT });
}

/** Plays a learning page's video with a click on the video itself (native controls) and waits for its end. */
export async function watchLearningVideo(page: Page, name: string): Promise<void> {
  const video = page.locator(`video[aria-label="${name}"]`);
  await expect(video).toBeVisible();
  await expect(page.getByText('Watch the video to the end to continue.')).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();
  await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 2, undefined, {
    timeout: VIDEO_TIMEOUT,
  });
  await video.click();
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0, undefined, {
    timeout: 30_000,
  });
  await expect(page.getByText('Watch the video to the end to continue.')).toBeHidden({ timeout: VIDEO_TIMEOUT });
}

/** Waits until the page's video has played to `seconds` (polled every animation frame). */
export async function waitForVideoTime(page: Page, seconds: number): Promise<number> {
  const handle = await page.waitForFunction(
    (at) => {
      const video = document.querySelector('video');
      return video && !video.paused && video.currentTime >= at ? video.currentTime : false;
    },
    seconds,
    { polling: 'raf', timeout: VIDEO_TIMEOUT },
  );
  return (await handle.jsonValue()) as number;
}

export interface ImagePoint {
  x: number;
  y: number;
}

/** A point in the picture's own 1920x1080 pixels, clicked where the rendered picture shows it. */
export async function clickImagePoint(surface: Locator, point: ImagePoint): Promise<void> {
  const box = await surface.boundingBox();
  if (!box) throw new Error('The picture to click on is not on the page');
  await surface.click({
    position: { x: (point.x / VIRTUAL.width) * box.width, y: (point.y / VIRTUAL.height) * box.height },
  });
}

export function centreOf(window: { windowLeft: number; windowTop: number; windowRight: number; windowBottom: number }) {
  return { x: (window.windowLeft + window.windowRight) / 2, y: (window.windowTop + window.windowBottom) / 2 };
}

export function locationSurface(page: Page): Locator {
  return page.getByRole('application', { name: 'Picture to click on' });
}

export function locationClicks(page: Page): Locator {
  return page.getByTestId('location-click');
}

/** The assessment's first item presents two of its three questions, in an order of its own: answer whichever shows. */
export async function answerFirstItemPage(page: Page): Promise<FirstItemQuestion> {
  const mcVideo = page.getByText('Watch the clip to the end. Then choose the best answer.');
  const slider = page.getByText('Watch the clip, then say how risky you think it was.');
  const mcImage = page.getByText('You are driving along this street. What should you do?');
  await expect(mcVideo.or(slider).or(mcImage)).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();

  if (await mcVideo.isVisible()) {
    const right = page.getByRole('radio', { name: 'Slow down as soon as the ball appears & be ready to stop' });
    const wrong = page.getByRole('radio', { name: 'Sound the horn and keep going at the same speed' });
    await watchQuestionVideo(page, page.getByRole('radio'));
    await expect(page.getByRole('radio')).toHaveCount(4);
    await right.click();
    await expect(right).toBeChecked();
    await expect(nextButton(page)).toBeEnabled();
    await wrong.click();
    await expect(wrong).toBeChecked();
    await expect(right).not.toBeChecked();
    return 'multipleChoiceVideo';
  }
  if (await slider.isVisible()) {
    const thumb = page.getByRole('slider', { name: 'Choose your answer on the scale' });
    await watchQuestionVideo(page, thumb);
    // The middle answer is pre-selected and recorded at once, so Next opens without a move.
    await expect(thumb).toHaveAttribute('aria-valuenow', '2');
    await expect(nextButton(page)).toBeEnabled();
    // A click on the scale's track at the second of its four positions.
    const track = page.locator('.mantine-Slider-trackContainer');
    const box = (await track.boundingBox())!;
    await track.click({ position: { x: box.width / 3, y: box.height / 2 } });
    await expect(thumb).toHaveAttribute('aria-valuenow', '1');
    await expect(thumb).toHaveAttribute('aria-valuetext', 'Slightly risky');
    return 'slidingScaleVideo';
  }
  await expect(page.getByRole('img', { name: 'Picture for this question' })).toBeVisible();
  const right = page.getByRole('radio', { name: 'Hold back and give the cyclist plenty of room' });
  await right.click();
  await expect(right).toBeChecked();
  return 'multipleChoiceImage';
}

/** Start, then the clicks, then 'I have finished'. */
export async function answerLocationPage(page: Page, clicks: () => Promise<void>): Promise<void> {
  const start = page.getByRole('button', { name: 'Start', exact: true });
  await expect(start).toBeEnabled({ timeout: 30_000 });
  await start.click();
  await expect(page.getByRole('button', { name: 'I have finished' })).toBeVisible();
  await clicks();
  await page.getByRole('button', { name: 'I have finished' }).click();
  await expect(page.getByText('You have finished this question. Your clicks have been recorded.')).toBeVisible();
}
