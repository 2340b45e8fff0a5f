import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import {
  ASSESSMENT_ID,
  assessmentRow,
  peoplePage,
  person,
  SUBSCRIPTION_ID,
  subscriptionDashboardAnswer,
} from '../subscription/dashboard-test-data';
import {
  DashboardPeopleQuery,
  SubscriptionDashboardQuery,
} from '../subscription/graphql/subscription-dashboard-operations';
import {
  DistributorSubscriptionDashboardPage,
  ProviderAssessmentDashboardPage,
  ProviderSubscriptionDashboardPage,
} from './drill-down-pages';
import {
  DashboardOrganisationsQuery,
  DistributorDashboardQuery,
  ProviderAssessmentDashboardQuery,
  ProviderAssessmentSubscriptionsQuery,
} from './graphql/provider-dashboard-operations';
import { distributorDashboardAnswer, organisation, organisationsPage } from './provider-test-data';

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
    // The people come with a query of their own, which may answer after the heading's.
    const list = await screen.findByRole('list', { name: 'People' }, wait);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1), wait);
    expect(within(list).getByRole('link', { name: 'Driver1 Smith' }).getAttribute('href')).toBe(
      `${base}/subscription/${SUBSCRIPTION_ID}/user/u1`,
    );
  });
});

describe('a distributor drilled into from the provider dashboard', { timeout: 20_000 }, () => {
  afterEach(() => localStorage.clear());

  it('shows its distributor dashboard, its subscriptions drilling on within the provider dashboard', async () => {
    renderWithProviders(<ProviderSubscriptionDashboardPage />, {
      path: '/administration/dashboard/subscription/:subscriptionId',
      route: `/administration/dashboard/subscription/${SUBSCRIPTION_ID}`,
      mocks: [
        {
          request: { query: SubscriptionDashboardQuery, variables: { subscriptionId: SUBSCRIPTION_ID } },
          result: {
            data: {
              subscriptionDashboard: subscriptionDashboardAnswer({
                companyName: 'Resellers Ltd',
                subscriptionType: 'Distributor',
              }),
            },
          },
        },
        {
          request: { query: DistributorDashboardQuery, variables: { distributorSubscriptionId: SUBSCRIPTION_ID } },
          result: { data: distributorDashboardAnswer(SUBSCRIPTION_ID) },
        },
        {
          request: {
            query: DashboardOrganisationsQuery,
            variables: {
              subscriptionType: 'Subscription',
              distributorSubscriptionId: SUBSCRIPTION_ID,
              offset: 0,
              first: 25,
            },
          },
          result: { data: organisationsPage([organisation(1)]) },
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Distributor dashboard' }, wait)).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).not.toBeNull();
    const list = await screen.findByRole('list', { name: 'Its subscriptions' }, wait);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1), wait);
    expect(within(list).getByRole('link', { name: 'Haulage 1' }).getAttribute('href')).toBe(
      `/administration/dashboard/subscription/${organisation(1).subscriptionId}`,
    );
  });
});

describe('the provider assessment dashboard', { timeout: 20_000 }, () => {
  it('shows one assessment over every customer: seats, counts, the score histogram and completions', async () => {
    renderWithProviders(<ProviderAssessmentDashboardPage />, {
      path: '/administration/dashboard/assessment/:assessmentId',
      route: `/administration/dashboard/assessment/${ASSESSMENT_ID}`,
      mocks: [
        {
          request: { query: ProviderAssessmentDashboardQuery, variables: { assessmentId: ASSESSMENT_ID } },
          result: {
            data: {
              providerAssessmentDashboard: {
                __typename: 'AssessmentDashboard' as const,
                allowExport: true,
                assessment: assessmentRow({ seatsUsed: 12 }),
                completionsByMonth: [{ __typename: 'MonthCount' as const, month: '2026-11', count: 3 }],
                scoreBands: [
                  { __typename: 'ScoreBand' as const, from: 0, to: 9, count: 1 },
                  { __typename: 'ScoreBand' as const, from: 90, to: 100, count: 2 },
                ],
              },
            },
          },
        },
        {
          request: {
            query: ProviderAssessmentSubscriptionsQuery,
            variables: { assessmentId: ASSESSMENT_ID, offset: 0, first: 25 },
          },
          result: {
            data: {
              providerAssessmentSubscriptions: {
                __typename: 'AssessmentSubscriptionsPage' as const,
                total: 1,
                rows: [
                  {
                    __typename: 'AssessmentSubscription' as const,
                    subscriptionId: SUBSCRIPTION_ID,
                    companyName: 'Acme Haulage',
                    subscriptionType: 'Subscription' as const,
                    assignedCount: 5,
                    notStartedCount: 2,
                    startedCount: 1,
                    completedCount: 3,
                    averageScore: 50,
                    riskDistribution: {
                      __typename: 'RiskDistribution' as const,
                      high: 1,
                      medium: 1,
                      low: 1,
                      notAssessed: 3,
                    },
                  },
                ],
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hazard perception' }, wait)).not.toBeNull();
    expect(screen.getByText('This assessment has used 12 seat(s)')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).not.toBeNull();
    expect(screen.getByRole('figure', { name: 'Scores' })).not.toBeNull();
    expect(screen.getByRole('figure', { name: 'Completions in the last 12 months' })).not.toBeNull();
    expect(screen.getAllByText('Assigned').length).toBeGreaterThan(0);
    // The subscriptions taking it come with a query of their own, each leading to its people there.
    const subscriptions = await screen.findByRole('list', { name: 'Subscriptions taking it' }, wait);
    const acme = await within(subscriptions).findByRole('link', { name: 'Acme Haulage' }, wait);
    expect(acme.getAttribute('href')).toBe(
      `/administration/dashboard/subscription/${SUBSCRIPTION_ID}/assessment/${ASSESSMENT_ID}`,
    );
  });
});
