import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderWithProviders } from '../../../test/render';
import { testViewer, viewerAnswer } from '../../../test/viewer-mocks';
import { dashboard } from './person-dashboard-fixtures';
import { PersonDashboardQuery } from './person-dashboard-operations';
import { DriverHomePage, OwnDashboardPage, UserDashboardPage } from './person-dashboard-page';
import type { DashboardSessionView, PersonDashboardView } from './person-dashboard-types';

const USER_ID = '3d4e5f60-3333-4c4d-9e5f-000000000002';
const PROFILE_ID = '3d4e5f60-3333-4c4d-9e5f-000000000001';

function sessionAnswer(session: DashboardSessionView | null) {
  return session && { __typename: 'DashboardSession' as const, ...session };
}

/** The fixture as the server answers it, with the type names Apollo's cache needs. */
function serverAnswer(view: PersonDashboardView) {
  return {
    __typename: 'PersonDashboard' as const,
    ...view,
    riskExplanation: {
      __typename: 'RiskExplanation' as const,
      ...view.riskExplanation,
      pulledDown: view.riskExplanation.pulledDown.map((metric) => ({ __typename: 'WeakMetric' as const, ...metric })),
      nextBand: view.riskExplanation.nextBand && { __typename: 'NextBand' as const, ...view.riskExplanation.nextBand },
    },
    metrics: view.metrics.map((metric) => ({ __typename: 'DriverMetricValue' as const, ...metric })),
    items: view.items.map((item) => ({
      __typename: 'PersonDashboardItem' as const,
      ...item,
      latestSession: sessionAnswer(item.latestSession),
      historic: item.historic.map(sessionAnswer),
    })),
  };
}

function answer(variables: Record<string, string>, result: object, delay = 20) {
  return { request: { query: PersonDashboardQuery, variables }, result, delay };
}

const NOT_FOUND = {
  errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND', messageKey: 'errors.notFound' } }],
};

describe('PersonDashboardPage', () => {
  it('greets the viewer while their own dashboard loads, then shows it with the Home title', async () => {
    renderWithProviders(<OwnDashboardPage />, {
      route: '/me',
      mocks: [
        viewerAnswer(testViewer()),
        answer({}, { data: { meDashboardViewModel: serverAnswer(dashboard()) } }, 400),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Sam' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading the dashboard' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Completed' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.title).toBe('Home - Roadmark');
    expect(screen.getByRole('link', { name: 'Start assessment: Speed awareness' })).toBeTruthy();
  });

  it('asks by profile on /drivers/home/{profileId}', async () => {
    renderWithProviders(<DriverHomePage />, {
      route: `/drivers/home/${PROFILE_ID}`,
      path: '/drivers/home/:profileId',
      mocks: [
        viewerAnswer(testViewer()),
        answer({ profileId: PROFILE_ID }, { data: { meDashboardViewModel: serverAnswer(dashboard()) } }),
      ],
    });
    expect(await screen.findByRole('region', { name: 'Not started' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Sam' })).toBeTruthy();
  });

  it("shows a manager the person's dashboard by user id, named and without Start or Continue", async () => {
    const { router } = renderWithProviders(<UserDashboardPage />, {
      route: `/dashboard/user/${USER_ID}`,
      path: '/dashboard/user/:userId',
      history: ['/dashboard/team/t1'],
      routes: [{ path: '/dashboard/team/t1', element: <p>team dashboard</p> }],
      mocks: [
        viewerAnswer(testViewer({ firstName: 'Kim', lastName: 'Manager', roles: ['DriverManagement'] })),
        answer(
          { userId: USER_ID },
          { data: { meDashboardViewModel: serverAnswer(dashboard({ isOwnDashboard: false })) } },
        ),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Driver' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Sam Driver: dashboard - Roadmark'));
    expect(screen.queryByRole('link', { name: /^(Start|Continue|Restart|Retake)/ })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Completed' })).getByRole('link')).toBeTruthy();
    // Like every dashboard but the two roots, it has Back, which returns where the manager came from.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard/team/t1'));
  });

  it('has no Back on the root of a person’s own dashboard', async () => {
    renderWithProviders(<OwnDashboardPage />, {
      route: '/me',
      mocks: [
        viewerAnswer(testViewer({ firstName: 'Sam' })),
        answer({}, { data: { meDashboardViewModel: serverAnswer(dashboard()) } }),
      ],
    });
    expect(await screen.findByRole('region', { name: 'Not started' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('shows the not-found page for someone the viewer does not manage', async () => {
    renderWithProviders(<UserDashboardPage />, {
      route: `/dashboard/user/${USER_ID}`,
      path: '/dashboard/user/:userId',
      mocks: [viewerAnswer(testViewer()), answer({ userId: USER_ID }, NOT_FOUND)],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sorry the page you have requested cannot be found' }),
    ).toBeTruthy();
  });

  it('greets someone without a dashboard of their own instead of saying not found', async () => {
    renderWithProviders(<OwnDashboardPage />, {
      route: '/me',
      mocks: [viewerAnswer(testViewer({ firstName: 'Roadmark' })), answer({}, NOT_FOUND)],
    });
    expect(await screen.findByText('Your assessments, training and results will appear here.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Roadmark' })).toBeTruthy();
    expect(screen.queryByText(/cannot be found/)).toBeNull();
  });

  it('shows any other error in the error alert', async () => {
    renderWithProviders(<UserDashboardPage />, {
      route: `/dashboard/user/${USER_ID}`,
      path: '/dashboard/user/:userId',
      mocks: [
        viewerAnswer(testViewer()),
        answer(
          { userId: USER_ID },
          { errors: [{ message: 'Internal', extensions: { code: 'INTERNAL', messageKey: 'errors.internal' } }] },
        ),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong');
  });
});
