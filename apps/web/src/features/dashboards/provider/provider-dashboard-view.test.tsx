import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { assessmentRow } from '../subscription/dashboard-test-data';
import { AUTO_REFRESH_KEY } from '../subscription/use-dashboard-preferences';
import {
  DashboardOrganisationsQuery,
  ProviderAssessmentsQuery,
  ProviderDashboardQuery,
  ProviderPeopleQuery,
  ProviderStaffQuery,
  ProviderTeamsQuery,
} from './graphql/provider-dashboard-operations';
import { PROVIDER_TAB_KEY, ProviderDashboardView } from './provider-dashboard-view';
import {
  organisation,
  organisationsPage,
  providerDashboardAnswer,
  providerPerson,
  providerTeam,
} from './provider-test-data';

// Generous: the machine running the suite is often busy.
const wait = { timeout: 8000 };
const PAGE = { offset: 0, first: 25 };

const dashboardAnswer = { request: { query: ProviderDashboardQuery }, result: { data: providerDashboardAnswer() } };

function organisationsAnswer(subscriptionType: string, rows: ReturnType<typeof organisation>[]) {
  return {
    request: { query: DashboardOrganisationsQuery, variables: { subscriptionType, ...PAGE } },
    result: { data: organisationsPage(rows) },
  };
}

function peopleAnswer(staff: boolean, riskFilter: string, rows: ReturnType<typeof providerPerson>[]) {
  const page = { __typename: 'DashboardPeoplePage' as const, total: rows.length, rows };
  return {
    request: { query: staff ? ProviderStaffQuery : ProviderPeopleQuery, variables: { riskFilter, ...PAGE } },
    result: { data: staff ? { providerStaff: page } : { providerPeople: page } },
  };
}

function renderDashboard(mocks: unknown[]) {
  return renderWithProviders(<ProviderDashboardView />, {
    route: '/administration/dashboard',
    mocks: [dashboardAnswer, ...(mocks as [])],
  });
}

const list = (name: string) => screen.getByRole('list', { name });
const items = (name: string) => within(list(name)).getAllByRole('listitem');
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('ProviderDashboardView', { timeout: 20_000 }, () => {
  afterEach(() => localStorage.clear());

  it('offers Refresh automatically, off by default, and remembers it', async () => {
    const view = renderDashboard([organisationsAnswer('Subscription', [organisation(1)])]);
    const toggle = await screen.findByRole('switch', { name: 'Refresh automatically' }, wait);
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    expect(localStorage.getItem(AUTO_REFRESH_KEY)).toBe('true');
    view.unmount();
    renderDashboard([organisationsAnswer('Subscription', [organisation(1)])]);
    const again = await screen.findByRole('switch', { name: 'Refresh automatically' }, wait);
    expect((again as HTMLInputElement).checked).toBe(true);
  });

  it('shows the head figures, the charts and the Subscriptions tab by default, each linking to its dashboard', async () => {
    renderDashboard([organisationsAnswer('Subscription', [organisation(1), organisation(2)])]);
    expect(await screen.findByText('480', { selector: 'p' }, wait)).not.toBeNull();
    expect(screen.getByText('Studies')).not.toBeNull();
    expect(screen.getByRole('figure', { name: 'Risk distribution' })).not.toBeNull();
    expect(screen.getByRole('figure', { name: 'Completions in the last 12 months' })).not.toBeNull();
    expect(tabNames()).toEqual([
      'Subscriptions',
      'Distributors',
      'Staff',
      'Subscription users',
      'Subscription teams',
      'Assessments',
      'Training',
    ]);
    expect(screen.getByRole('tab', { name: 'Subscriptions' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(items('Subscriptions')).toHaveLength(2), wait);
    const second = items('Subscriptions')[1]!;
    expect(within(second).getByRole('link', { name: 'Haulage 2' }).getAttribute('href')).toBe(
      `/administration/dashboard/subscription/${organisation(2).subscriptionId}`,
    );
    expect(within(second).getByText('Medium risk')).not.toBeNull();
    expect(within(second).getByText('High risk 1 · Medium risk 5 · Low risk 3 · Not assessed 1')).not.toBeNull();
  });

  it("names a distributor's subscriptions, up to 4 then '... and N others', and remembers the tab", async () => {
    const distributor = organisation(7, {
      companyName: 'Resellers Ltd',
      subscriptionType: 'Distributor',
      subscriptionNames: ['Alpha', 'Bravo', 'Charlie', 'Delta'],
      otherSubscriptions: 3,
    });
    const { unmount } = renderDashboard([
      organisationsAnswer('Subscription', [organisation(1)]),
      organisationsAnswer('Distributor', [distributor]),
    ]);
    await waitFor(() => expect(items('Subscriptions')).toHaveLength(1), wait);
    fireEvent.click(screen.getByRole('tab', { name: 'Distributors' }));
    await waitFor(() => expect(items('Distributors')).toHaveLength(1), wait);
    expect(within(items('Distributors')[0]!).getByText('Alpha, Bravo, Charlie, Delta ... and 3 others')).not.toBeNull();
    expect(localStorage.getItem(PROVIDER_TAB_KEY)).toBe('distributors');
    unmount();

    renderDashboard([organisationsAnswer('Distributor', [distributor])]);
    expect((await screen.findByRole('tab', { name: 'Distributors' }, wait)).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(items('Distributors')).toHaveLength(1), wait);
  });

  it('asks for the chosen risk only on Subscription users, linking each person within their subscription', async () => {
    localStorage.setItem(PROVIDER_TAB_KEY, 'people');
    renderDashboard([
      peopleAnswer(false, 'All', [
        providerPerson(1),
        providerPerson(2, { riskCategory: 'High', subscriptionId: 's2' }),
      ]),
      peopleAnswer(false, 'High', [providerPerson(2, { riskCategory: 'High', subscriptionId: 's2' })]),
    ]);
    await waitFor(() => expect(items('Subscription users')).toHaveLength(2), wait);
    expect(within(items('Subscription users')[0]!).getByText('Acme Haulage')).not.toBeNull();
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Risk' })).getByRole('radio', { name: 'High' }));
    await waitFor(() => expect(items('Subscription users')).toHaveLength(1), wait);
    expect(
      within(items('Subscription users')[0]!).getByRole('link', { name: 'Driver2 Smith' }).getAttribute('href'),
    ).toBe('/administration/dashboard/subscription/s2/user/u2');
  });

  it('links staff to their staff dashboard', async () => {
    localStorage.setItem(PROVIDER_TAB_KEY, 'staff');
    renderDashboard([peopleAnswer(true, 'All', [providerPerson(3, { teamName: null })])]);
    await waitFor(() => expect(items('Staff')).toHaveLength(1), wait);
    expect(within(items('Staff')[0]!).getByRole('link', { name: 'Driver3 Smith' }).getAttribute('href')).toBe(
      '/administration/dashboard/staff/u3',
    );
    expect(within(items('Staff')[0]!).queryByText('Acme Haulage')).toBeNull();
  });

  it('links teams to their team dashboard within their subscription', async () => {
    localStorage.setItem(PROVIDER_TAB_KEY, 'teams');
    const page = { __typename: 'DashboardTeamsPage' as const, total: 1, rows: [providerTeam(4)] };
    renderDashboard([
      { request: { query: ProviderTeamsQuery, variables: PAGE }, result: { data: { providerTeams: page } } },
    ]);
    await waitFor(() => expect(items('Subscription teams')).toHaveLength(1), wait);
    expect(within(items('Subscription teams')[0]!).getByRole('link', { name: 'Depot 4' }).getAttribute('href')).toBe(
      '/administration/dashboard/subscription/s1/team/t4',
    );
  });

  it('shows the seat count of each training module and links it to its provider dashboard', async () => {
    localStorage.setItem(PROVIDER_TAB_KEY, 'training');
    const row = assessmentRow({ assessmentType: 'TrainingModule', name: 'Night driving', seatsUsed: 1 });
    const page = { __typename: 'DashboardAssessmentsPage' as const, total: 1, rows: [row] };
    renderDashboard([
      {
        request: { query: ProviderAssessmentsQuery, variables: { assessmentType: 'TrainingModule', ...PAGE } },
        result: { data: { providerAssessments: page } },
      },
    ]);
    await waitFor(() => expect(items('Training')).toHaveLength(1), wait);
    const card = items('Training')[0]!;
    expect(within(card).getByText('This assessment has used 1 seat(s)')).not.toBeNull();
    expect(within(card).getByRole('link', { name: 'Night driving' }).getAttribute('href')).toBe(
      `/administration/dashboard/training/${row.assessmentId}`,
    );
  });
});
