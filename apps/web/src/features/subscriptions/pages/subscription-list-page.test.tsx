import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emulatedSubscriptionId } from '../../../lib/emulation';
import { currentUrl, renderWithProviders } from '../../../test/render';
import { LIST_PAGE_SIZE } from '../../../ui/list-page/use-list-query';
import { LIST_VIEW_STORAGE_KEY } from '../../../ui/list-page/use-list-view';
import { SubscriptionsQuery } from '../graphql/subscription-operations';
import type { SubscriptionKind } from '../subscription-kinds';
import { distributorOptionsAnswer, IDS, staffViewerAnswer, testSubscription } from '../subscription-test-data';
import { SubscriptionListPage } from './subscription-list-page';

const staff = staffViewerAnswer({
  id: 'aaaaaaaa-0000-4000-8000-000000000000',
  companyName: 'Roadmark',
  subscriptionType: 'Subscription',
});

function listAnswer(types: string[], subscriptions: ReturnType<typeof testSubscription>[]) {
  return {
    request: {
      query: SubscriptionsQuery,
      variables: { subscriptionTypes: types, offset: 0, first: LIST_PAGE_SIZE },
    },
    result: { data: { subscriptions } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function renderList(kind: SubscriptionKind, answer: ReturnType<typeof listAnswer>) {
  return renderWithProviders(<SubscriptionListPage kind={kind} />, {
    path: `/${kind}`,
    routes: [
      { path: '/manage', element: <p>manage</p> },
      { path: `/${kind}/details/:id/assessments`, element: <p>details page</p> },
    ],
    mocks: [staff, distributorOptionsAnswer, answer],
  });
}

const acme = testSubscription({ currentUsers: 3, restrictMaxUsers: true, maxUsers: 10 });
const sold = testSubscription({
  id: '1b2f0c1e-0000-4000-8000-000000000009',
  companyName: 'Beta Buses',
  distributorSubscriptionId: IDS.distributor,
});

beforeEach(() => localStorage.setItem(LIST_VIEW_STORAGE_KEY, 'table'));
afterEach(() => localStorage.clear());

describe('SubscriptionListPage', () => {
  it('shows users against the limit and the distributor each subscription is sold through', async () => {
    renderList('subscriptions', listAnswer(['Subscription'], [acme, sold]));
    expect(screen.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeTruthy();
    const acmeRow = (await screen.findByRole('cell', { name: 'Acme Haulage' })).closest('tr') as HTMLElement;
    expect(within(acmeRow).getByRole('cell', { name: '3 / 10' })).toBeTruthy();
    expect(within(acmeRow).getByRole('cell', { name: 'None (sold directly)' })).toBeTruthy();
    const soldRow = screen.getByRole('cell', { name: 'Beta Buses' }).closest('tr') as HTMLElement;
    expect(within(soldRow).getByRole('cell', { name: '0 / Unlimited' })).toBeTruthy();
    expect(await within(soldRow).findByRole('cell', { name: 'Resellers Ltd' })).toBeTruthy();
    expect(document.title).toBe('Subscriptions - Roadmark');
  });

  it('shows the code of each study', async () => {
    const study = testSubscription({ id: IDS.study, companyName: 'Sleep study', subscriptionType: 'Study' });
    renderList(
      'studies',
      listAnswer(['Study'], [study, { ...study, id: IDS.acme, companyName: 'Coded', studyUniqueCode: 'ABCD2345' }]),
    );
    expect(await screen.findByRole('columnheader', { name: 'Study code' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'ABCD2345' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Not generated yet' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Users' })).toBeNull();
  });

  it('links to the details from the item menu', async () => {
    const { router } = renderList('subscriptions', listAnswer(['Subscription'], [acme]));
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for Acme Haulage' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Details' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/subscriptions/details/${acme.id}/assessments`));
  });

  it('manages a subscription: acts in it, marks it and opens its area; Stop managing ends it', async () => {
    const { router, unmount } = renderList('subscriptions', listAnswer(['Subscription'], [acme]));
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for Acme Haulage' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Manage' }));
    expect(emulatedSubscriptionId()).toBe(acme.id);
    await waitFor(() => expect(currentUrl(router)).toBe('/manage'));
    unmount();

    renderList('subscriptions', listAnswer(['Subscription'], [acme]));
    // The row is looked up afresh each time: the list may render again once the server's answer arrives.
    const row = () => screen.getByText('Acme Haulage').closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row()).getByText('Managing')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'More actions for Acme Haulage' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Stop managing' }));
    expect(emulatedSubscriptionId()).toBeNull();
    await waitFor(() => expect(within(row()).queryByText('Managing')).toBeNull());
  });
});
