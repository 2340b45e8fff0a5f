import { expect, type Locator, type Page } from '@playwright/test';

/** The checklist's steps in the order shown, by their titles (locales/en-GB/provider-dashboard.json). */
export const GETTING_STARTED_STEPS = {
  addSubscription: 'Add a subscription',
  licenseContent: 'License content',
  addTeam: 'Add a team',
  addPeople: 'Add people',
  assign: 'Assign an assessment',
} as const;

export type GettingStartedStep = keyof typeof GETTING_STARTED_STEPS;

/** What the provider dashboard's GettingStarted query answered. */
export interface GettingStartedAnswer {
  shown: boolean;
  steps: { key: GettingStartedStep; done: boolean }[];
  subscription: { id: string; companyName: string } | null;
}

/** The provider dashboard's getting-started checklist (a section named by its heading). */
export function gettingStartedChecklist(page: Page): Locator {
  return page.getByRole('region', { name: 'Get started' });
}

/**
 * One step of the checklist, by its title, which 'To do: ' or 'Done: ' precedes for a screen reader (the title
 * alone would also match the 'Add a subscription first.' of the steps waiting for one).
 */
export function checklistStep(page: Page, step: GettingStartedStep): Locator {
  return gettingStartedChecklist(page)
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`(To do|Done): ${GETTING_STARTED_STEPS[step]}`) });
}

/**
 * Runs `open` (a navigation to the provider dashboard) and answers what the dashboard's checklist query got from the
 * server. Other specs share the server, so what the checklist shows is worked out from this answer, not assumed.
 */
export async function openProviderDashboard(page: Page, open: () => Promise<unknown>): Promise<GettingStartedAnswer> {
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/graphql' &&
      response.request().method() === 'POST' &&
      (response.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'GettingStarted',
  );
  await open();
  const body = (await (await answered).json()) as { data: { gettingStarted: GettingStartedAnswer } };
  return body.data.gettingStarted;
}

/**
 * The checklist as the server's answer has it: hidden when not shown; else the number done and each step ticked
 * ('Done') or not ('To do'), an open step linking to where it is done once there is a subscription to do it in.
 */
export async function expectChecklistAsAnswered(page: Page, answer: GettingStartedAnswer): Promise<void> {
  const checklist = gettingStartedChecklist(page);
  if (!answer.shown) {
    await expect(checklist).toHaveCount(0);
    return;
  }
  await expect(checklist).toBeVisible();
  const done = answer.steps.filter((step) => step.done).length;
  await expect(checklist.getByText(`${done} of ${answer.steps.length} steps done.`)).toBeVisible();
  await expect(checklist.getByRole('listitem')).toHaveCount(answer.steps.length);
  for (const step of answer.steps) {
    const item = checklistStep(page, step.key);
    await expect(item).toContainText(`${step.done ? 'Done' : 'To do'}: ${GETTING_STARTED_STEPS[step.key]}`);
    const waitsForSubscription = !step.done && step.key !== 'addSubscription' && !answer.subscription;
    await expect(item.getByRole('link')).toHaveCount(step.done || waitsForSubscription ? 0 : 1);
    if (waitsForSubscription) await expect(item).toContainText('Add a subscription first.');
  }
}
