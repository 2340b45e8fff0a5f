import type { RouteObject } from 'react-router';
import { RequireRole } from '../../app/session/require-role';
import { ASSIGNMENT_KIND_ROLES, type AssignmentKind, REQUIRED_TABS } from './assignment-scope';

/**
 * The Required assessments and Required training lists of one kind
 * (docs/product/assignments-and-licences.md#assignments), each guarded by its role.
 */
function requiredListRoutes(kind: AssignmentKind): RouteObject[] {
  return REQUIRED_TABS.map((tab) => ({
    path: tab,
    lazy: async () => {
      const { RequiredListPage } = await import('./pages/required-list-page');
      return { Component: () => <RequiredListPage kind={kind} tab={tab} /> };
    },
  }));
}

/** details/{profileId}/assessments and /training, mounted inside a people area (which already guards its role). */
export function personAssignmentRoutes(kind: Exclude<AssignmentKind, 'team'>): RouteObject {
  return { path: 'details/:profileId', children: requiredListRoutes(kind) };
}

/** /manage/teams/details/{subscriptionTeamId}/assessments and /training: the team-management role only. */
export const teamAssignmentRoutes: RouteObject = {
  element: <RequireRole roles={ASSIGNMENT_KIND_ROLES.team} />,
  children: requiredListRoutes('team'),
};
