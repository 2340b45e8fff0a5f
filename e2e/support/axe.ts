import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

function analyze(page: Page) {
  return new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
}

/**
 * Scans the page as it is now against WCAG 2.1 A and AA and fails the test on any serious or critical violation.
 * The failure is soft: the test goes on, so one report shows every problem of the flow, not just the first.
 */
function snippet(html: string): string {
  return html.length > 160 ? `${html.slice(0, 157)}...` : html;
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await analyze(page);
  const problems = results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes
        .map((node) => `\n    at ${node.target.join(' ')}: ${snippet(node.html)}`)
        .join('');
      return `[${violation.impact}] ${violation.id}: ${violation.help}${targets}`;
    });
  expect.soft(problems, `serious accessibility violations on ${page.url()}`).toEqual([]);
}
