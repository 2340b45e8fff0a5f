import type { AssessmentPersonRow, DashboardAssessmentRow, DashboardPersonRow } from './dashboard-types';

/** Answers as the server gives them, with __typename, for the dashboards' MockedProvider tests. */
export const SUBSCRIPTION_ID = '9b2f0c1e-0000-4000-8000-000000000001';
export const TEAM_ID = 'd0000000-0000-4000-8000-000000000001';
export const ASSESSMENT_ID = 'a0000000-0000-4000-8000-000000000001';

const distribution = (high: number, medium: number, low: number, notAssessed: number) => ({
  __typename: 'RiskDistribution' as const,
  high,
  medium,
  low,
  notAssessed,
});

export function subscriptionDashboardAnswer(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'SubscriptionDashboard' as const,
    subscriptionId: SUBSCRIPTION_ID,
    companyName: 'Acme Haulage',
    allowExport: true,
    subscriptionType: 'Subscription',
    team: null,
    peopleCount: 4,
    averageScore: 47,
    riskDistribution: distribution(1, 1, 1, 1),
    completionsByMonth: [
      { __typename: 'MonthCount' as const, month: '2026-10', count: 0 },
      { __typename: 'MonthCount' as const, month: '2026-11', count: 3 },
    ],
    scoresByTeam: [
      {
        __typename: 'TeamScore' as const,
        subscriptionTeamId: TEAM_ID,
        name: 'North depot',
        averageScore: 20,
        peopleCount: 2,
      },
    ],
    ...overrides,
  };
}

export function person(index: number, overrides: Partial<DashboardPersonRow> = {}) {
  return {
    __typename: 'DashboardPerson' as const,
    profileId: `c0000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    userId: `u${index}`,
    firstName: `Driver${index}`,
    lastName: 'Smith',
    teamName: 'North depot',
    subscriptionId: 's1',
    subscriptionName: 'Acme Haulage',
    overallScore: 80,
    riskCategory: 'Low' as const,
    assignedCount: 2,
    completedCount: 1,
    lastActivityDate: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

export function peoplePage(rows: ReturnType<typeof person>[], total = rows.length) {
  return { dashboardPeople: { __typename: 'DashboardPeoplePage' as const, total, rows } };
}

export function assessmentRow(overrides: Partial<DashboardAssessmentRow> = {}) {
  return {
    __typename: 'DashboardAssessment' as const,
    assessmentId: ASSESSMENT_ID,
    name: 'Hazard perception',
    assessmentType: 'Assessment' as const,
    assignedCount: 4,
    notStartedCount: 1,
    startedCount: 0,
    completedCount: 3,
    averageScore: 47,
    seatsUsed: 3,
    riskDistribution: distribution(1, 1, 1, 1),
    ...overrides,
  };
}

export function assessmentPerson(index: number, overrides: Partial<AssessmentPersonRow> = {}) {
  return {
    __typename: 'AssessmentPerson' as const,
    profileId: `c0000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    userId: `u${index}`,
    firstName: `Driver${index}`,
    lastName: 'Smith',
    teamName: 'North depot',
    status: 'Completed' as const,
    targetDate: '2026-12-01T00:00:00.000Z',
    latestScore: 40,
    riskCategory: 'Medium' as const,
    completionDate: '2026-11-02T10:00:00.000Z',
    latestSessionId: `5e000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    ...overrides,
  };
}
