import type { DashboardSessionView, PersonDashboardItemView, PersonDashboardView } from './person-dashboard-types';

/** Realistic dashboard data for the component tests; today is fixed at 10 March 2027 (local noon). */
export const TODAY = new Date(2027, 2, 10, 12, 0, 0);

export const IDS = {
  hazards: '7a1f0000-0000-4000-8000-00000000de01',
  spotting: '7a1f0000-0000-4000-8000-00000000de02',
  speed: '5e2b7c10-1111-4a2b-9c3d-000000000003',
  night: '5e2b7c10-1111-4a2b-9c3d-000000000004',
  suspicious: '5e2b7c10-1111-4a2b-9c3d-000000000005',
  latestHazards: '0c9d8e7f-2222-4b3c-8d4e-000000000101',
  latestSpotting: '0c9d8e7f-2222-4b3c-8d4e-000000000102',
  latestNight: '0c9d8e7f-2222-4b3c-8d4e-000000000104',
  latestSuspicious: '0c9d8e7f-2222-4b3c-8d4e-000000000105',
  olderHazards: '0c9d8e7f-2222-4b3c-8d4e-000000000201',
  oldestHazards: '0c9d8e7f-2222-4b3c-8d4e-000000000202',
} as const;

export function session(overrides: Partial<DashboardSessionView> & { id: string }): DashboardSessionView {
  return {
    startDate: '2027-03-01T09:00:00.000Z',
    endDate: null,
    isFinished: false,
    markedSuspicious: false,
    totalScore: null,
    riskCategory: 'NotAssessed',
    ...overrides,
  };
}

export function item(overrides: Partial<PersonDashboardItemView> & { assessmentId: string; name: string }) {
  const base: PersonDashboardItemView = {
    tileDescription: '<p>A short <strong>introduction</strong>.</p>',
    assessmentType: 'Assessment',
    status: 'NotStarted',
    assigned: true,
    teamAssignment: false,
    targetDate: '2027-05-10T00:00:00.000Z',
    recommended: false,
    latestSession: null,
    earlierUnfinished: 0,
    historic: [],
    retakeAllowed: false,
    ...overrides,
  };
  return base;
}

/** Not started (due in 5 days: warning), Started (overdue, 2 earlier unfinished), Completed with history, Suspicious. */
export function dashboardItems(): PersonDashboardItemView[] {
  return [
    item({
      assessmentId: IDS.hazards,
      name: 'Demo: Hazard perception',
      status: 'Completed',
      targetDate: '2027-03-01T00:00:00.000Z',
      retakeAllowed: true,
      latestSession: session({
        id: IDS.latestHazards,
        startDate: '2027-03-04T09:00:00.000Z',
        endDate: '2027-03-04T09:20:00.000Z',
        isFinished: true,
        totalScore: 55,
        riskCategory: 'Medium',
      }),
      historic: [
        session({
          id: IDS.oldestHazards,
          startDate: '2027-01-05T09:00:00.000Z',
          endDate: '2027-01-05T09:30:00.000Z',
          isFinished: true,
          totalScore: 20,
          riskCategory: 'High',
        }),
        session({
          id: IDS.olderHazards,
          startDate: '2027-02-07T10:00:00.000Z',
          endDate: '2027-02-07T10:25:00.000Z',
          isFinished: true,
          totalScore: 40,
          riskCategory: 'Medium',
        }),
      ],
    }),
    item({
      assessmentId: IDS.spotting,
      name: 'Demo: Spotting hazards',
      assessmentType: 'TrainingModule',
      status: 'Started',
      targetDate: '2027-03-08T00:00:00.000Z',
      earlierUnfinished: 2,
      latestSession: session({ id: IDS.latestSpotting, startDate: '2027-03-09T08:00:00.000Z' }),
    }),
    item({
      assessmentId: IDS.speed,
      name: 'Speed awareness',
      status: 'NotStarted',
      targetDate: '2027-03-15T00:00:00.000Z',
      recommended: true,
      teamAssignment: true,
    }),
    item({
      assessmentId: IDS.suspicious,
      name: 'Motorway driving',
      status: 'MarkedSuspicious',
      targetDate: null,
      assigned: false,
      latestSession: session({
        id: IDS.latestSuspicious,
        startDate: '2027-03-02T09:00:00.000Z',
        endDate: '2027-03-02T09:05:00.000Z',
        isFinished: true,
        markedSuspicious: true,
        totalScore: 95,
        riskCategory: 'Low',
      }),
    }),
  ];
}

export function dashboard(overrides: Partial<PersonDashboardView> = {}): PersonDashboardView {
  return {
    profileId: '3d4e5f60-3333-4c4d-9e5f-000000000001',
    userId: '3d4e5f60-3333-4c4d-9e5f-000000000002',
    firstName: 'Sam',
    lastName: 'Driver',
    subscriptionName: 'Acme Haulage',
    isOwnDashboard: true,
    canRestart: false,
    overallScore: 55,
    overallRisk: 'Medium',
    riskExplanation: {
      score: 55,
      category: 'Medium',
      pulledDown: [
        { driverMetricId: 'm-hazards', name: 'Hazards', value: 20, band: 'High' },
        { driverMetricId: 'm-speed', name: 'Speed', value: 55, band: 'Medium' },
      ],
      nextBand: { category: 'Low', targetScore: 70, pointsNeeded: 15 },
    },
    metrics: [
      { driverMetricId: 'm-hazards', name: 'Hazards', value: 20 },
      { driverMetricId: 'm-observation', name: 'Observation and anticipation skills', value: 80 },
      { driverMetricId: 'm-speed', name: 'Speed', value: 55 },
    ],
    items: dashboardItems(),
    ...overrides,
  };
}
