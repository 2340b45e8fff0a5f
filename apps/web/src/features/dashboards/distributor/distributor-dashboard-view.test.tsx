import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import {
  DashboardOrganisationsQuery,
  DistributorDashboardQuery,
} from '../provider/graphql/provider-dashboard-operations';
import { distributorDashboardAnswer, organisation, organisationsPage } from '../provider/provider-test-data';
import { DistributorDashboardView } from './distributor-dashboard-view';

const wait = { timeout: 8000 };
const DISTRIBUTOR_ID = 'd1000000-0000-4000-8000-000000000001';

describe('DistributorDashboardView', { timeout: 20_000 }, () => {
  afterEach(() => localStorage.clear());

  it("asks for the distributor's own subscriptions and links each to its dashboard beneath the distributor's", async () => {
    renderWithProviders(<DistributorDashboardView distributorSubscriptionId={DISTRIBUTOR_ID} />, {
      route: '/manage/distributor/dashboard',
      mocks: [
        {
          request: { query: DistributorDashboardQuery, variables: { distributorSubscriptionId: DISTRIBUTOR_ID } },
          result: { data: distributorDashboardAnswer(DISTRIBUTOR_ID) },
        },
        {
          request: {
            query: DashboardOrganisationsQuery,
            variables: {
              subscriptionType: 'Subscription',
              distributorSubscriptionId: DISTRIBUTOR_ID,
              offset: 0,
              first: 25,
            },
          },
          result: { data: organisationsPage([organisation(1), organisation(2)]) },
        },
      ],
    });
    expect(await screen.findByText('Resellers Ltd', {}, wait)).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Distributor dashboard' })).not.toBeNull();
    expect(screen.getByRole('figure', { name: 'Risk distribution' })).not.toBeNull();
    const list = await screen.findByRole('list', { name: 'Your subscriptions' }, wait);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2), wait);
    expect(within(list).getByRole('link', { name: 'Haulage 1' }).getAttribute('href')).toBe(
      `/manage/distributor/dashboard/subscription/${organisation(1).subscriptionId}`,
    );
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });
});
