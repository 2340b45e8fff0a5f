import { Navigate, type RouteObject } from 'react-router';
import { teamAssignmentRoutes } from '../assignments/routes';
import { studyDashboardRoutes } from '../dashboards/routes';
import { managePeopleRoutes, teamPeopleRoutes } from '../people/routes';
import { sdkRoutes } from '../sdk/routes';
import { teamRoutes } from '../teams/routes';

/** /manage and the subscription-management pages beneath it (spec 3 §2.1, §2.2), mounted at the root. */
export const manageRoutes: RouteObject[] = [
  {
    path: 'manage',
    lazy: async () => {
      const module = await import('./manage-layout');
      return { Component: module.ManageLayout, handle: module.manageHandle };
    },
    children: [
      // Spec 3 §2.1: /manage redirects to /manage/drivers.
      { index: true, element: <Navigate replace to="drivers" /> },
      ...managePeopleRoutes,
      ...teamRoutes,
      // Spec 3 §2.7: application API keys and webhooks.
      ...sdkRoutes,
      // Spec 3 §2.1: the people screens again for one team (each area keeps its own role guard).
      // Spec 3 §2.3: the team's own required lists (assessments, training) sit beside them.
      { path: 'teams/details/:subscriptionTeamId', children: [teamAssignmentRoutes, ...teamPeopleRoutes] },
      // Spec 1 §2.7: the study dashboard (Administration only, its own menu).
      ...studyDashboardRoutes,
    ],
  },
];
