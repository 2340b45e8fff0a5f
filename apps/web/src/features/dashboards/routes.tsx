import { Navigate, type RouteObject } from 'react-router';

/**
 * The dashboards (docs/product/dashboards.md#which-dashboard): the person's own (/me, /drivers/home), the
 * subscription's and its team, user and assessment views.
 */
export const dashboardRoutes: RouteObject[] = [
  {
    path: 'me',
    lazy: async () => {
      const page = await import('./person/person-dashboard-page');
      return { Component: page.OwnDashboardPage, handle: page.ownDashboardData };
    },
  },
  {
    path: 'drivers/home/:profileId',
    lazy: async () => {
      const page = await import('./person/person-dashboard-page');
      return { Component: page.DriverHomePage, handle: page.driverHomeData };
    },
  },
  {
    path: 'dashboard/user/:userId',
    lazy: async () => ({ Component: (await import('./person/person-dashboard-page')).UserDashboardPage }),
  },
  {
    path: 'dashboard',
    lazy: async () => {
      const page = await import('./subscription/pages/dashboard-page');
      return { Component: page.DashboardPage, handle: page.dashboardData };
    },
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

const drillDown = async () => import('./provider/drill-down-pages');

/** The provider drill-downs, mounted under the administration layout (Administration only) beside 'dashboard'. */
export const providerDashboardRoutes: RouteObject[] = [
  {
    path: 'dashboard/subscription/:subscriptionId',
    lazy: async () => ({ Component: (await drillDown()).ProviderSubscriptionDashboardPage }),
  },
  {
    path: 'dashboard/subscription/:subscriptionId/team/:subscriptionTeamId',
    lazy: async () => ({ Component: (await drillDown()).ProviderSubscriptionDashboardPage }),
  },
  {
    path: 'dashboard/subscription/:subscriptionId/user/:userId',
    lazy: async () => ({ Component: (await drillDown()).ProviderSubscriptionUserPage }),
  },
  ...['assessment', 'training'].map((segment) => ({
    path: `dashboard/subscription/:subscriptionId/${segment}/:assessmentId`,
    lazy: async () => ({ Component: (await drillDown()).ProviderSubscriptionAssessmentPage }),
  })),
  {
    path: 'dashboard/staff/:userId',
    lazy: async () => ({ Component: (await drillDown()).ProviderStaffDashboardPage }),
  },
  ...['assessment', 'training'].map((segment) => ({
    path: `dashboard/${segment}/:assessmentId`,
    lazy: async () => ({ Component: (await drillDown()).ProviderAssessmentDashboardPage }),
  })),
];

/**
 * The distributor dashboard's drill-down into a subscription beneath the distributor (designed here, as the provider's),
 * mounted under /manage/distributor beside 'dashboard'.
 */
export const distributorDashboardRoutes: RouteObject[] = [
  {
    path: 'dashboard/subscription/:subscriptionId',
    lazy: async () => ({ Component: (await drillDown()).DistributorSubscriptionDashboardPage }),
  },
  {
    path: 'dashboard/subscription/:subscriptionId/team/:subscriptionTeamId',
    lazy: async () => ({ Component: (await drillDown()).DistributorSubscriptionDashboardPage }),
  },
  {
    path: 'dashboard/subscription/:subscriptionId/user/:userId',
    lazy: async () => ({ Component: (await drillDown()).DistributorSubscriptionUserPage }),
  },
  ...['assessment', 'training'].map((segment) => ({
    path: `dashboard/subscription/:subscriptionId/${segment}/:assessmentId`,
    lazy: async () => ({ Component: (await drillDown()).DistributorSubscriptionAssessmentPage }),
  })),
];

/** /manage/study redirects to /manage/study/participants (the study dashboard); Administration only. */
export const studyDashboardRoutes: RouteObject[] = [
  {
    path: 'study',
    lazy: async () => {
      const module = await import('./study/study-layout');
      return { Component: module.StudyLayout, handle: module.studyHandle };
    },
    children: [
      { index: true, element: <Navigate replace to="participants" /> },
      {
        path: 'participants',
        lazy: async () => ({ Component: (await import('./study/study-participants-page')).StudyParticipantsPage }),
      },
      {
        path: 'export',
        lazy: async () => ({ Component: (await import('./study/study-export-page')).StudyExportPage }),
      },
    ],
  },
];
