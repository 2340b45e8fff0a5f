import { Role } from '@roadmark/domain/roles';
import { RequireRole } from '../../app/session/require-role';
import type { SideMenuHandle } from '../../app/shell/side-menu';
import { AdministrationMenu } from './administration-menu';

/** Every /administration page needs the Administration role and shows the administration menu. */
export function AdministrationLayout() {
  return <RequireRole roles={[Role.Administration]} />;
}

export const administrationHandle: SideMenuHandle = {
  sideMenu: AdministrationMenu,
  sideMenuRoles: [Role.Administration],
};
