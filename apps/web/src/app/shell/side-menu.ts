import { hasAnyRole, type Role } from '@roadmark/domain/roles';
import type { ComponentType } from 'react';
import { useMatches } from 'react-router';

/** A layout route puts this in its `handle` to fill the app shell's sidebar while any of its pages is open. */
export interface SideMenuHandle {
  sideMenu: ComponentType;
  /** The sidebar is only shown to viewers holding one of these roles. */
  sideMenuRoles?: readonly Role[];
}

function isSideMenuHandle(handle: unknown): handle is SideMenuHandle {
  return !!handle && typeof handle === 'object' && 'sideMenu' in handle;
}

/** The side menu of the deepest open route that declares one, if the viewer may see it. */
export function useSideMenu(viewerRoles: readonly string[] | undefined): ComponentType | null {
  const matches = useMatches();
  const handle = matches.map((m) => m.handle).findLast(isSideMenuHandle);
  if (!handle || !viewerRoles) return null;
  if (handle.sideMenuRoles && !hasAnyRole(viewerRoles, handle.sideMenuRoles)) return null;
  return handle.sideMenu;
}
