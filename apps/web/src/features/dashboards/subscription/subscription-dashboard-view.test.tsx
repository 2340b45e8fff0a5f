import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { peoplePage, person, subscriptionDashboardAnswer } from './dashboard-test-data';
import { DashboardPeopleQuery, SubscriptionDashboardQuery } from './graphql/subscription-dashboard-operations';
import { SubscriptionDashboardView } from './subscription-dashboard-view';
import { AUTO_REFRESH_KEY, dashboardTabKey } from './use-dashboard-preferences';

// Generous: the machine running the suite is often busy.
const wait = { timeout: 8000 };

function dashboardAnswer(overrides: Record<string, unknown> = {}, variables: Record<string, unknown> = {}) {
  return {
    request: { query: SubscriptionDashboardQuery, variables },
    result: { data: { subscriptionDashboard: subscriptionDashboardAnswer(overrides) } },
  };
}

function peopleAnswer(variables: Record<string, unknown>, rows: ReturnType<typeof person>[], total = rows.length) {
  return {
    request: { query: DashboardPeopleQuery, variables: { riskFilter: 'All', offset: 0, first: 25, ...variables } },
    result: { data: peoplePage(rows, total) },
  };
}

const cards = () => within(screen.getByRole('list', { name: /People|Participants/ })).getAllByRole('listitem');

describe('SubscriptionDashboardView', { timeout: 20_000 }, () => {
  afterEach(() => localStorage.clear());

  it('shows the company, the head figures, the charts and the people with links to their dashboards', async () => {
    renderWithProviders(<SubscriptionDashboardView storageKey={dashboardTabKey('/dashboard')} />, {
      route: '/dashboard',
      mocks: [dashboardAnswer(), peopleAnswer({}, [person(1), person(2, { riskCategory: 'High', overallScore: 12 })])],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Haulage' }, wait)).not.toBeNull();
    expect(screen.getByText('Teams: North depot')).not.toBeNull();
    expect(screen.getByRole('figure', { name: 'Risk distribution' })).not.toBeNull();
    expect(screen.getByRole('figure', { name: 'Average score by team' })).not.toBeNull();
    expect(screen.getByRole('figure', { name: 'Completions in the last 12 months' })).not.toBeNull();
    await waitFor(() => expect(cards()).toHaveLength(2), wait);
    const second = cards()[1]!;
    expect(within(second).getByRole('link', { name: 'Driver2 Smith' }).getAttribute('href')).toBe('/dashboard/user/u2');
    expect(within(second).getByText('High risk')).not.toBeNull();
    expect(within(second).getByText('1 of 2')).not.toBeNull();
    expect(within(second).getByText('02/11/2026')).not.toBeNull();
    expect(screen.getByText('Showing 2 of 2')).not.toBeNull();
  });

  it('asks the server for the chosen risk only', async () => {
    renderWithProviders(<SubscriptionDashboardView storageKey={dashboardTabKey('/dashboard')} />, {
      route: '/dashboard',
      mocks: [
        dashboardAnswer(),
        peopleAnswer({}, [person(1), person(2, { riskCategory: 'High' })]),
        peopleAnswer({ riskFilter: 'High' }, [person(2, { riskCategory: 'High' })]),
      ],
    });
    await waitFor(() => expect(cards()).toHaveLength(2), wait);
    const risk = screen.getByRole('radiogroup', { name: 'Risk' });
    expect(
      within(risk)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['All', 'High', 'Medium', 'Low', 'NotAssessed']);
    fireEvent.click(within(risk).getByRole('radio', { name: 'High' }));
    await waitFor(() => expect(cards()).toHaveLength(1), wait);
    expect(within(cards()[0]!).getByText('Driver2 Smith')).not.toBeNull();
  });

  it('loads the next page with Load more, keeping the rows shown', async () => {
    const first = Array.from({ length: 25 }, (_, index) => person(index + 1));
    const more = [...first, person(26), person(27)];
    renderWithProviders(<SubscriptionDashboardView storageKey={dashboardTabKey('/dashboard')} />, {
      route: '/dashboard',
      mocks: [dashboardAnswer(), peopleAnswer({}, first, 27), peopleAnswer({ first: 50 }, more, 27)],
    });
    await waitFor(() => expect(cards()).toHaveLength(25), wait);
    expect(screen.getByText('Showing 25 of 27')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(27), wait);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('sends the settled search text with the people query', async () => {
    renderWithProviders(<SubscriptionDashboardView storageKey={dashboardTabKey('/dashboard')} />, {
      route: '/dashboard',
      mocks: [
        dashboardAnswer(),
        peopleAnswer({}, [person(1), person(2)]),
        peopleAnswer({ search: 'Driver2' }, [person(2)]),
      ],
    });
    await waitFor(() => expect(cards()).toHaveLength(2), wait);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: ' Driver2 ' } });
    await waitFor(() => expect(cards()).toHaveLength(1), wait);
    expect(within(cards()[0]!).getByText('Driver2 Smith')).not.toBeNull();
  });

  it('remembers Refresh automatically, off by default', async () => {
    const view = renderWithProviders(<SubscriptionDashboardView storageKey={dashboardTabKey('/dashboard')} />, {
      route: '/dashboard',
      mocks: [dashboardAnswer(), peopleAnswer({}, [person(1)])],
    });
    const toggle = await screen.findByRole('switch', { name: 'Refresh automatically' }, wait);
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    expect(localStorage.getItem(AUTO_REFRESH_KEY)).toBe('true');
    view.unmount();

    renderWithProviders(<SubscriptionDashboardView storageKey={dashboardTabKey('/dashboard')} />, {
      route: '/dashboard',
      mocks: [dashboardAnswer(), peopleAnswer({}, [person(1)])],
    });
    const again = await screen.findByRole('switch', { name: 'Refresh automatically' }, wait);
    expect((again as HTMLInputElement).checked).toBe(true);
  });

  it('calls the people Participants and offers no Teams or Training tab for a Study', async () => {
    renderWithProviders(<SubscriptionDashboardView storageKey={dashboardTabKey('/dashboard')} />, {
      route: '/dashboard',
      mocks: [dashboardAnswer({ subscriptionType: 'Study', scoresByTeam: [] }), peopleAnswer({}, [person(1)])],
    });
    await screen.findByRole('heading', { level: 1, name: 'Acme Haulage' }, wait);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Participants', 'Assessments']);
    expect(screen.getByText('Participants', { selector: 'p' })).not.toBeNull();
    expect(screen.queryByRole('figure', { name: 'Average score by team' })).toBeNull();
    await waitFor(() => expect(cards()).toHaveLength(1), wait);
  });

  it('shows a team dashboard with the team name and its people only', async () => {
    const team = { __typename: 'DashboardTeamRef', id: 't1', name: 'North depot' };
    renderWithProviders(
      <SubscriptionDashboardView subscriptionTeamId="t1" storageKey={dashboardTabKey('/dashboard/team', 't1')} />,
      {
        route: '/dashboard/team/t1',
        mocks: [
          dashboardAnswer({ team, scoresByTeam: [] }, { subscriptionTeamId: 't1' }),
          peopleAnswer({ subscriptionTeamId: 't1' }, [person(1)]),
        ],
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'North depot' }, wait)).not.toBeNull();
    expect(screen.getByText('Team of Acme Haulage')).not.toBeNull();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['People', 'Assessments', 'Training']);
    await waitFor(() => expect(cards()).toHaveLength(1), wait);
  });

  it('says so when the dashboard is not found', async () => {
    renderWithProviders(
      <SubscriptionDashboardView subscriptionTeamId="t9" storageKey={dashboardTabKey('/dashboard/team', 't9')} />,
      {
        route: '/dashboard/team/t9',
        mocks: [
          {
            request: { query: SubscriptionDashboardQuery, variables: { subscriptionTeamId: 't9' } },
            result: {
              errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND', messageKey: 'errors.notFound' } }],
            },
          },
        ],
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard not found' }, wait)).not.toBeNull();
  });
});
