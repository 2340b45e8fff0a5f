import { Role } from '@roadmark/domain/roles';
import { Outlet } from 'react-router';
import { RequireRole } from '../../app/session/require-role';
import type { SideMenuHandle } from '../../app/shell/side-menu';
import { ManageMenu } from './manage-menu';
import { ManagedSubscriptionNotice } from './managed-subscription-notice';

/** The /manage area needs DriverManagement; some pages within it need more (see their routes). */
export const MANAGE_AREA_ROLES = [Role.DriverManagement, Role.SubscriptionAdministration] as const;

export function ManageLayout() {
  return (
    <RequireRole roles={MANAGE_AREA_ROLES}>
      <ManagedSubscriptionNotice />
      <Outlet />
    </RequireRole>
  );
}

export const manageHandle: SideMenuHandle = { sideMenu: ManageMenu, sideMenuRoles: MANAGE_AREA_ROLES };
