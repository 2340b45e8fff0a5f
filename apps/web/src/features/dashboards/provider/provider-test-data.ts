import type { DashboardPersonRow, DashboardTeamRow } from '../subscription/dashboard-types';
import type { DashboardOrganisationRow } from './organisation-types';

/** Answers as the server gives them, with __typename, for the provider dashboards' MockedProvider tests. */
export const distribution = (high: number, medium: number, low: number, notAssessed: number) => ({
  __typename: 'RiskDistribution' as const,
  high,
  medium,
  low,
  notAssessed,
});

const months = [
  { __typename: 'MonthCount' as const, month: '2026-10', count: 2 },
  { __typename: 'MonthCount' as const, month: '2026-11', count: 5 },
];

export function providerDashboardAnswer() {
  return {
    providerDashboard: {
      __typename: 'ProviderDashboard' as const,
      subscriptionCount: 12,
      distributorCount: 3,
      studyCount: 2,
      peopleCount: 480,
      averageScore: 61,
      riskDistribution: distribution(40, 120, 200, 120),
      completionsByMonth: months,
    },
  };
}

export function distributorDashboardAnswer(distributorSubscriptionId: string) {
  return {
    distributorDashboard: {
      __typename: 'DistributorDashboard' as const,
      distributorSubscriptionId,
      companyName: 'Resellers Ltd',
      subscriptionCount: 2,
      peopleCount: 30,
      averageScore: 55,
      riskDistribution: distribution(3, 10, 12, 5),
      completionsByMonth: months,
    },
  };
}

export function organisation(index: number, overrides: Partial<DashboardOrganisationRow> = {}) {
  return {
    __typename: 'DashboardOrganisation' as const,
    subscriptionId: `b0000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    companyName: `Haulage ${index}`,
    subscriptionType: 'Subscription' as const,
    subscriptionNames: [] as string[],
    otherSubscriptions: 0,
    peopleCount: 10,
    averageScore: 64,
    riskCategory: 'Medium' as const,
    riskDistribution: distribution(1, 5, 3, 1),
    finishedSessions: 17,
    lastActivityDate: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

export function organisationsPage(rows: ReturnType<typeof organisation>[], total = rows.length) {
  return { dashboardOrganisations: { __typename: 'DashboardOrganisationsPage' as const, total, rows } };
}

export function providerPerson(index: number, overrides: Partial<DashboardPersonRow> = {}) {
  return {
    __typename: 'DashboardPerson' as const,
    profileId: `c0000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    userId: `u${index}`,
    subscriptionId: 's1',
    subscriptionName: 'Acme Haulage',
    firstName: `Driver${index}`,
    lastName: 'Smith',
    teamName: 'North depot',
    overallScore: 80,
    riskCategory: 'Low' as const,
    assignedCount: 2,
    completedCount: 1,
    lastActivityDate: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

export function providerTeam(index: number, overrides: Partial<DashboardTeamRow> = {}) {
  return {
    __typename: 'DashboardTeam' as const,
    subscriptionTeamId: `t${index}`,
    subscriptionId: 's1',
    subscriptionName: 'Acme Haulage',
    name: `Depot ${index}`,
    peopleCount: 4,
    averageScore: 50,
    riskCategory: 'Medium' as const,
    riskDistribution: distribution(1, 1, 1, 1),
    ...overrides,
  };
}

export function studyParticipant(index: number, isFinished: boolean) {
  return {
    __typename: 'StudyParticipant' as const,
    profileId: `c1000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    userId: `p${index}`,
    firstName: 'Participant',
    lastName: `abc-${index}`,
    isFinished,
    lastActivityDate: null,
  };
}
