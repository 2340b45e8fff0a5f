import { Role } from '@roadmark/domain/roles';
import type { RouteObject } from 'react-router';
import { RequireRole } from '../../app/session/require-role';

const listPage = async () => ({ Component: (await import('./pages/team-list-page')).TeamListPage });
const formPage = async () => ({ Component: (await import('./pages/team-form-page')).TeamFormPage });
const deletePage = async () => ({ Component: (await import('./pages/team-delete-page')).TeamDeletePage });

/** Mounted under /manage; the team pages need SubscriptionAdministration (docs/product/people-and-teams.md#teams). */
export const teamRoutes: RouteObject[] = [
  {
    path: 'teams',
    element: <RequireRole roles={[Role.SubscriptionAdministration]} />,
    children: [
      { index: true, lazy: listPage },
      { path: 'add', lazy: formPage },
      { path: 'edit/:id', lazy: formPage },
      { path: 'delete/:id', lazy: deletePage },
    ],
  },
];
