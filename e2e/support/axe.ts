import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Lets finite animations and transitions (a notification fading in, a menu opening) end first: colour contrast
 * measured halfway through a fade is a false alarm. Endless ones (loaders) are left running; two seconds at most.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}

const seriousIn = (results: Awaited<ReturnType<AxeBuilder['analyze']>>) =>
  results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));

/**
 * A notification can start fading out while the page is being scanned (it closes itself after a few seconds), which
 * the scan reports as low contrast: a page with serious violations is scanned once more, after its animations end.
 * A real violation is found again.
 */
async function analyze(page: Page) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  if (seriousIn(results).length === 0) return results;
  await settleAnimations(page);
  return new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
}

function snippet(html: string): string {
  return html.length > 160 ? `${html.slice(0, 157)}...` : html;
}

/**
 * Scans the page as it is now against WCAG 2.1 A and AA and fails the test on any serious or critical violation.
 * The failure is soft: the test goes on, so one report shows every problem of the flow, not just the first.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await analyze(page);
  const problems = seriousIn(results).map((violation) => {
    const targets = violation.nodes.map((node) => `\n    at ${node.target.join(' ')}: ${snippet(node.html)}`).join('');
    return `[${violation.impact}] ${violation.id}: ${violation.help}${targets}`;
  });
  expect.soft(problems, `serious accessibility violations on ${page.url()}`).toEqual([]);
}
