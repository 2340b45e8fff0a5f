import type { RouteObject } from 'react-router';
import { personAssignmentRoutes } from '../assignments/routes';
import { assignmentImportRoute, userImportRoute } from '../imports/routes';
import type { PeopleListKind } from './people-kinds';

const listPage = async () => ({ Component: (await import('./pages/person-list-page')).PersonListPage });
const formPage = async () => ({ Component: (await import('./pages/person-form-page')).PersonFormPage });
const deletePage = async () => ({ Component: (await import('./pages/person-delete-page')).PersonDeletePage });

/**
 * The screens of one people area (docs/product/people-and-teams.md#the-people-screens): list (exact), add, edit/{id},
 * delete/{id}, required lists, and the imports that area has.
 */
function peopleArea(path: string, kind: PeopleListKind, imports: RouteObject[] = []): RouteObject {
  return {
    path,
    // Lazy like the pages: the layout's role rules come from a domain module that also holds zod schemas.
    lazy: async () => {
      const { PeopleKindLayout } = await import('./people-kind-layout');
      return { Component: () => <PeopleKindLayout kind={kind} /> };
    },
    children: [
      { index: true, lazy: listPage },
      { path: 'add', lazy: formPage },
      { path: 'edit/:id', lazy: formPage },
      { path: 'delete/:id', lazy: deletePage },
      // The required lists: details/{profileId}/assessments and /training.
      personAssignmentRoutes(kind),
      ...imports,
    ],
  };
}

/** Mounted under /manage: drivers need the driver-management role, managers the manager-management role. */
export const managePeopleRoutes: RouteObject[] = [
  peopleArea('drivers', 'drivers', [userImportRoute, assignmentImportRoute]),
  peopleArea('managers', 'managers', [userImportRoute]),
];

/** Mounted under /manage/teams/details/:subscriptionTeamId: the same screens for one team, with only the
 * user imports there. */
export const teamPeopleRoutes: RouteObject[] = [
  peopleArea('drivers', 'drivers', [userImportRoute]),
  peopleArea('managers', 'managers', [userImportRoute]),
];

/** Mounted under /administration: staff only, listing the staff role group. */
export const administratorRoutes: RouteObject[] = [peopleArea('administrators', 'administrators')];
