import { Role } from '@roadmark/domain/roles';
import { RequireRole } from '../../../app/session/require-role';
import type { SideMenuHandle } from '../../../app/shell/side-menu';
import { StudyMenu } from './study-menu';

/** Study management routes need Administration (docs/product/studies.md#study-dashboard); they show the study menu. */
export const STUDY_AREA_ROLES = [Role.Administration] as const;

export function StudyLayout() {
  return <RequireRole roles={STUDY_AREA_ROLES} />;
}

export const studyHandle: SideMenuHandle = { sideMenu: StudyMenu, sideMenuRoles: STUDY_AREA_ROLES };
