import { GETTING_STARTED_STEPS } from '@roadmark/domain/dashboards/getting-started';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMULATION_STORAGE_KEY } from '../../../../lib/emulation';
import { currentUrl, renderWithProviders } from '../../../../test/render';
import { GettingStartedChecklist } from './getting-started-checklist';
import { DismissGettingStartedMutation, GettingStartedQuery } from './getting-started-operations';

const wait = { timeout: 8000 };
const CUSTOMER = { __typename: 'GettingStartedSubscription' as const, id: 'c0ffee00-0000-4000-8000-000000000001' };

function progress(doneCount: number, options: { shown?: boolean; companyName?: string | null } = {}) {
  const { shown = true, companyName = 'Ridge & "Vale" Freight' } = options;
  return {
    __typename: 'GettingStarted' as const,
    shown,
    steps: GETTING_STARTED_STEPS.map((key, index) => ({
      __typename: 'GettingStartedStep' as const,
      key,
      done: index < doneCount,
    })),
    subscription: companyName === null ? null : { ...CUSTOMER, companyName },
  };
}

function renderChecklist(answer: ReturnType<typeof progress>, extraMocks: unknown[] = []) {
  return renderWithProviders(<GettingStartedChecklist />, {
    route: '/administration/dashboard',
    mocks: [
      { request: { query: GettingStartedQuery }, result: { data: { gettingStarted: answer } } },
      ...(extraMocks as []),
    ],
    routes: [{ path: '*', element: <p>Elsewhere</p> }],
  });
}

const steps = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('GettingStartedChecklist', () => {
  afterEach(() => localStorage.clear());

  it('ticks the steps done and links each open one to where it is done, in the newest subscription', async () => {
    renderChecklist(progress(2));
    expect(await screen.findByRole('heading', { name: 'Get started' }, wait)).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Get started' })).not.toBeNull();
    expect(screen.getByText(/^2 of 5 steps done/)).not.toBeNull();
    expect(steps().map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Done: Add a subscription',
      'Done: License content',
      'To do: Add a team',
      'To do: Add people',
      'To do: Assign an assessment',
    ]);
    // Done steps offer no link; open ones go where the step is done.
    expect(within(steps()[0]!).queryByRole('link')).toBeNull();
    expect(within(steps()[2]!).getByRole('link', { name: 'Add a team' }).getAttribute('href')).toBe(
      '/manage/teams/add',
    );
    expect(within(steps()[3]!).getByRole('link', { name: 'Add a driver' }).getAttribute('href')).toBe(
      '/manage/drivers/add',
    );
    expect(within(steps()[4]!).getByRole('link', { name: 'Assign assessments' }).getAttribute('href')).toBe(
      '/manage/teams',
    );
    expect(
      screen.getByText('Group the drivers of Ridge & "Vale" Freight, for example by depot or shift.'),
    ).not.toBeNull();
  });

  it("starts managing the customer before opening one of the customer's own pages", async () => {
    const { router } = renderChecklist(progress(2));
    fireEvent.click(await screen.findByRole('link', { name: 'Add a team' }, wait));
    await waitFor(() => expect(currentUrl(router)).toBe('/manage/teams/add'));
    expect(localStorage.getItem(EMULATION_STORAGE_KEY)).toBe(CUSTOMER.id);
  });

  it('before any subscription, offers only to add one and says the rest waits for it', async () => {
    renderChecklist(progress(0, { companyName: null }));
    expect(await screen.findByRole('link', { name: 'Add a subscription' }, wait)).not.toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getAllByText('Add a subscription first.')).toHaveLength(4);
  });

  it('licenses content in the newest subscription from the provider administration, without managing it', async () => {
    const { router } = renderChecklist(progress(1));
    fireEvent.click(await screen.findByRole('link', { name: 'License assessments' }, wait));
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/administration/subscriptions/details/${CUSTOMER.id}/assessments`),
    );
    expect(localStorage.getItem(EMULATION_STORAGE_KEY)).toBeNull();
  });

  it('is gone once dismissed, as the server answers', async () => {
    renderChecklist(progress(3), [
      {
        request: { query: DismissGettingStartedMutation },
        result: { data: { dismissGettingStarted: progress(3, { shown: false }) } },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss the getting-started checklist' }, wait));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Get started' })).toBeNull());
  });

  it('shows nothing when the server says it is not shown', async () => {
    renderChecklist(progress(5, { shown: false }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Get started' })).toBeNull();
  });
});
