import type { RouteObject } from 'react-router';

/** Spec 3 §2.5 dashboards: the person's own (/me, /drivers/home), the subscription's and its team, user and assessment views. */
export const dashboardRoutes: RouteObject[] = [
  {
    path: 'me',
    lazy: async () => ({ Component: (await import('./person/person-dashboard-page')).OwnDashboardPage }),
  },
  {
    path: 'drivers/home/:profileId',
    lazy: async () => ({ Component: (await import('./person/person-dashboard-page')).DriverHomePage }),
  },
  {
    path: 'dashboard/user/:userId',
    lazy: async () => ({ Component: (await import('./person/person-dashboard-page')).UserDashboardPage }),
  },
  {
    path: 'dashboard',
    lazy: async () => ({ Component: (await import('./subscription/pages/dashboard-page')).DashboardPage }),
  },
  {
    path: 'dashboard/team/:subscriptionTeamId',
    lazy: async () => ({ Component: (await import('./subscription/pages/team-dashboard-page')).TeamDashboardPage }),
  },
  {
    path: 'dashboard/assessment/:assessmentId',
    lazy: async () => ({
      Component: (await import('./subscription/pages/assessment-dashboard-page')).AssessmentDashboardPage,
    }),
  },
  {
    path: 'dashboard/training/:assessmentId',
    lazy: async () => ({
      Component: (await import('./subscription/pages/assessment-dashboard-page')).AssessmentDashboardPage,
    }),
  },
];
