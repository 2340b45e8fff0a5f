import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { peoplePage, person, SUBSCRIPTION_ID, subscriptionDashboardAnswer } from '../subscription/dashboard-test-data';
import {
  DashboardPeopleQuery,
  SubscriptionDashboardQuery,
} from '../subscription/graphql/subscription-dashboard-operations';
import { DistributorSubscriptionDashboardPage, ProviderSubscriptionDashboardPage } from './drill-down-pages';

const wait = { timeout: 8000 };

function mocks() {
  return [
    {
      request: { query: SubscriptionDashboardQuery, variables: { subscriptionId: SUBSCRIPTION_ID } },
      result: { data: { subscriptionDashboard: subscriptionDashboardAnswer() } },
    },
    {
      request: {
        query: DashboardPeopleQuery,
        variables: { subscriptionId: SUBSCRIPTION_ID, riskFilter: 'All', offset: 0, first: 25 },
      },
      result: { data: peoplePage([person(1)]) },
    },
  ];
}

describe('subscription drill-downs', { timeout: 20_000 }, () => {
  afterEach(() => localStorage.clear());

  it.each([
    ['/administration/dashboard', <ProviderSubscriptionDashboardPage key="provider" />],
    ['/manage/distributor/dashboard', <DistributorSubscriptionDashboardPage key="distributor" />],
  ])('show the chosen subscription under %s, its rows linking beneath it, with a back button', async (base, page) => {
    renderWithProviders(page, {
      path: `${base}/subscription/:subscriptionId`,
      route: `${base}/subscription/${SUBSCRIPTION_ID}`,
      mocks: mocks(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Haulage' }, wait)).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).not.toBeNull();
    const list = screen.getByRole('list', { name: 'People' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1), wait);
    expect(within(list).getByRole('link', { name: 'Driver1 Smith' }).getAttribute('href')).toBe(
      `${base}/subscription/${SUBSCRIPTION_ID}/user/u1`,
    );
  });
});
