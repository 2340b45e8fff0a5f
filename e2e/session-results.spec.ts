import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { finishDemoAssessment } from './support/demo-assessment.ts';
import { test } from './support/journeys.ts';
import { driverWithDemoAssignments } from './support/session-setup.ts';

/*
 * The results page of the demo assessment as its driver sees it (the player's finish page, opened again from /me):
 * the total in its ring, the feedback picture, and each safety metric beside the figure /me shows for it.
 */
test.describe.configure({ timeout: 180_000 });
// The driver signs in on `page`; the administrator (the mailbox fixture) keeps a session of their own.
test.use({ storageState: { cookies: [], origins: [] } });

/** From the narrowest phone up to a laptop. */
const WIDTHS = [320, 390, 768, 1280];

/**
 * How far the corners of the ring's figure (its text box) lie from the ring's centre, and the radius of the ring's
 * hole (the circle's radius less half its stroke): the figure is inside the ring when every corner is in the hole.
 */
async function figureInRing(ring: Locator): Promise<{ farthestCorner: number; holeRadius: number }> {
  return ring.evaluate((root) => {
    const circle = root.querySelector('svg circle')!;
    const holeRadius = Number(circle.getAttribute('r')) - Number(circle.getAttribute('stroke-width')) / 2;
    const svg = root.querySelector('svg')!.getBoundingClientRect();
    const figure = [...root.querySelectorAll('p')].find((p) => p.textContent?.endsWith('%'))!;
    const range = document.createRange();
    range.selectNodeContents(figure);
    const text = range.getBoundingClientRect();
    const centre = { x: svg.left + svg.width / 2, y: svg.top + svg.height / 2 };
    const corners = [
      [text.left, text.top],
      [text.right, text.top],
      [text.left, text.bottom],
      [text.right, text.bottom],
    ];
    const farthestCorner = Math.max(...corners.map(([x, y]) => Math.hypot(x! - centre.x, y! - centre.y)));
    return { farthestCorner, holeRadius };
  });
}

/** A picture's drawn size beside its own, once it has loaded, and how much room its column leaves it. */
async function pictureSizes(picture: Locator) {
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy();
  return picture.evaluate((img: HTMLImageElement) => {
    const drawn = img.getBoundingClientRect();
    return {
      width: drawn.width,
      height: drawn.height,
      naturalWidth: img.naturalWidth,
      naturalHeight: img.naturalHeight,
      room: img.parentElement!.getBoundingClientRect().width,
    };
  });
}

/** The value /me shows for each safety metric, read from its bar ('Observation: 40 out of 100'). */
async function dashboardValues(page: Page): Promise<Map<string, number>> {
  await page.goto('/me');
  const bars = page.getByRole('region', { name: 'Driver metrics', exact: true }).getByRole('progressbar');
  await expect(bars.first()).toBeVisible();
  const labels = await bars.evaluateAll((elements) => elements.map((bar) => bar.getAttribute('aria-label') ?? ''));
  return new Map(
    labels.map((label) => {
      const [, name, value] = /^(.*): (\d+) out of 100$/.exec(label)!;
      return [name!, Number(value)];
    }),
  );
}

test('a driver with full marks sees 100% inside the ring and the feedback pictures at most at their own size, from 320 px up', async ({
  page,
  mailbox,
}) => {
  await driverWithDemoAssignments(page, mailbox);
  const { sessionId, score } = await finishDemoAssessment(page, mailbox, { reactionWindowScore: 100 });
  expect(score).toBe(100);

  await page.goto(`/assessment/results/${sessionId}`);
  const ring = page.getByRole('region', { name: 'Score' }).getByRole('img', { name: 'Score: 100%' });
  // The overall feedback's picture, and the same one with the clip's question: a 320x180 thumbnail.
  const pictures = page.getByRole('img', { name: 'Feedback picture' });
  await expect(pictures).toHaveCount(2);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expect(ring).toBeVisible();
    const { farthestCorner, holeRadius } = await figureInRing(ring);
    expect(farthestCorner, `the figure's corners against the ring's hole at ${width} px`).toBeLessThanOrEqual(
      holeRadius,
    );
    for (const picture of await pictures.all()) {
      const sizes = await pictureSizes(picture);
      expect(sizes.width, `a picture drawn at ${width} px`).toBeLessThanOrEqual(sizes.naturalWidth);
      expect(sizes.width, `a picture in its column at ${width} px`).toBeLessThanOrEqual(sizes.room);
      expect(sizes.height / sizes.width).toBeCloseTo(sizes.naturalHeight / sizes.naturalWidth, 1);
    }
  }
  await expectNoSeriousA11yViolations(page);
});

test("a metric's figure on the result page is the one /me shows, or the result page says why it is not", async ({
  page,
  mailbox,
}) => {
  await driverWithDemoAssignments(page, mailbox);
  // The clip clicked in its second window (80): the total is (100 + 100 + 80 + 200) / 500 = 96, and Hazard perception
  // (the clip question, the clip and the first hazard) 280 / 300 = 93. The demo assessment adds 5 points to Hazard
  // perception for a total from 90 to 100, so this, the driver's only session, gives /me 98.
  const { sessionId, score } = await finishDemoAssessment(page, mailbox, { reactionWindowScore: 80 });
  expect(score).toBe(96);
  const onDashboard = await dashboardValues(page);
  expect(onDashboard.get('Hazard perception')).toBe(98);

  await page.goto(`/assessment/results/${sessionId}`);
  const rows = page.getByRole('region', { name: 'Safety metrics' }).getByRole('listitem');
  await expect(rows).toHaveCount(onDashboard.size);
  // Each metric: where its figure is the one /me shows there is nothing to explain; where not, the note names both.
  for (const [name, value] of onDashboard) {
    const row = rows.filter({ hasText: name });
    const figure = await row.getByText(/^\d+%$/).textContent();
    const note = row.getByText(/^Dashboard after this session:/);
    if (figure === `${value}%`) await expect(note).toHaveCount(0);
    else await expect(note).toHaveText(new RegExp(`^Dashboard after this session: ${value}%\\. `));
  }
  const hazardPerception = rows.filter({ hasText: 'Hazard perception' });
  await expect(hazardPerception.getByText('93%', { exact: true })).toBeVisible();
  await expect(hazardPerception.getByText(/^Dashboard after this session:/)).toHaveText(
    'Dashboard after this session: 98%. For a result like this, the assessment adds 5 points to this metric.',
  );
  await expectNoSeriousA11yViolations(page);
});
