import { Navigate, type RouteObject } from 'react-router';
import { teamAssignmentRoutes } from '../assignments/routes';
import { studyDashboardRoutes } from '../dashboards/routes';
import { managePeopleRoutes, teamPeopleRoutes } from '../people/routes';
import { sdkRoutes } from '../sdk/routes';
import { teamRoutes } from '../teams/routes';

/** /manage and the subscription-management pages beneath it, mounted at the root. */
export const manageRoutes: RouteObject[] = [
  {
    path: 'manage',
    lazy: async () => {
      const module = await import('./manage-layout');
      return { Component: module.ManageLayout, handle: module.manageHandle };
    },
    children: [
      // /manage redirects to /manage/drivers.
      { index: true, element: <Navigate replace to="drivers" /> },
      ...managePeopleRoutes,
      ...teamRoutes,
      // Application API keys and webhooks.
      ...sdkRoutes,
      // The people screens again for one team (each area keeps its own role guard).
      // The team's own required lists (assessments, training) sit beside them.
      { path: 'teams/details/:subscriptionTeamId', children: [teamAssignmentRoutes, ...teamPeopleRoutes] },
      // The study dashboard (Administration only, its own menu).
      ...studyDashboardRoutes,
    ],
  },
];
