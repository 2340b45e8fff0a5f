import { hasAnyRole, type Role } from '@roadmark/domain/roles';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ForbiddenPage } from '../forbidden-page';
import { RequireAuth } from './require-auth';
import { useViewer } from './use-viewer';

/** Signed in and holding any one of `roles`; otherwise the permission message. */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children?: ReactNode }) {
  return (
    <RequireAuth>
      <RoleCheck roles={roles}>{children ?? <Outlet />}</RoleCheck>
    </RequireAuth>
  );
}

function RoleCheck({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { viewer } = useViewer();
  if (!viewer || !hasAnyRole(viewer.roles, roles)) return <ForbiddenPage />;
  return children;
}
