import { expect, test as setup } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  checklistStep,
  GETTING_STARTED_STEPS,
  type GettingStartedStep,
  gettingStartedChecklist,
  openProviderDashboard,
} from './support/getting-started.ts';
import { signIn } from './support/sign-in.ts';

/*
 * What a new installation shows its administrator: the setup project runs before every spec, so no customer,
 * licence, team, person or assignment exists yet. A browser of its own (no stored state): a sign-in ends only the
 * session of the browser it happens in, so the one auth.setup.ts stores for the other specs is untouched. The
 * checklist is left as it is (not dismissed), for the first-hour journey to find.
 */
setup.use({ storageState: { cookies: [], origins: [] } });

setup(
  'a new installation: the administrator lands on the provider dashboard and its getting-started checklist',
  async ({ page }) => {
    const answer = await openProviderDashboard(page, () => signIn(page));
    expect(answer.steps.every((step) => !step.done)).toBe(true);
    expect(answer.subscription).toBeNull();

    const checklist = gettingStartedChecklist(page);
    await expect(checklist.getByRole('heading', { level: 2, name: 'Get started' })).toBeVisible();
    await expect(checklist.getByText('0 of 5 steps done.')).toBeVisible();
    await expect(checklist.getByRole('listitem')).toHaveCount(5);
    for (const step of Object.keys(GETTING_STARTED_STEPS) as GettingStartedStep[]) {
      await expect(checklistStep(page, step)).toContainText(`To do: ${GETTING_STARTED_STEPS[step]}`);
      if (step === 'addSubscription') continue;
      await expect(checklistStep(page, step)).toContainText('Add a subscription first.');
      await expect(checklistStep(page, step).getByRole('link')).toHaveCount(0);
    }
    // The one way on: adding a customer subscription.
    await expect(checklist.getByRole('link')).toHaveCount(1);
    await expect(
      checklistStep(page, 'addSubscription').getByRole('link', { name: 'Add a subscription' }),
    ).toHaveAttribute('href', '/administration/subscriptions/add');
    await expect(checklist.getByRole('button', { name: 'Dismiss the getting-started checklist' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  },
);
