import { InMemoryCache } from '@apollo/client';
import { Role } from '@roadmark/domain/roles';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { believeViewer, testViewer, viewerAnswer } from '../../../../test/viewer-mocks';
import { PersonDashboardQuery } from '../../person/person-dashboard-operations';
import { peoplePage, person, subscriptionDashboardAnswer } from '../dashboard-test-data';
import { DashboardPeopleQuery, SubscriptionDashboardQuery } from '../graphql/subscription-dashboard-operations';
import { DashboardPage } from './dashboard-page';

const wait = { timeout: 8000 };

describe('DashboardPage', { timeout: 20_000 }, () => {
  it('shows a manager the dashboard of the subscription they act in', async () => {
    const viewer = testViewer({ roles: [Role.DriverManagement] });
    const cache = new InMemoryCache();
    believeViewer(cache, viewer);
    renderWithProviders(<DashboardPage />, {
      route: '/dashboard',
      cache,
      mocks: [
        viewerAnswer(viewer),
        {
          request: { query: SubscriptionDashboardQuery, variables: {} },
          result: { data: { subscriptionDashboard: subscriptionDashboardAnswer() } },
        },
        {
          request: { query: DashboardPeopleQuery, variables: { riskFilter: 'All', offset: 0, first: 25 } },
          result: { data: peoplePage([person(1)]) },
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Haulage' }, wait)).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it.each([
    ['a driver', []],
    ['provider staff not acting within a subscription', [Role.Administration, Role.DriverManagement]],
  ])('shows %s their own dashboard', async (_who, roles) => {
    const viewer = testViewer({ roles: roles as Role[] });
    const cache = new InMemoryCache();
    believeViewer(cache, viewer);
    renderWithProviders(<DashboardPage />, {
      route: '/dashboard',
      cache,
      mocks: [
        viewerAnswer(viewer),
        {
          request: { query: PersonDashboardQuery, variables: {} },
          result: {
            errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND', messageKey: 'errors.notFound' } }],
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Sam' }, wait)).not.toBeNull();
    expect(screen.queryByRole('tab', { name: 'People' })).toBeNull();
  });
});
