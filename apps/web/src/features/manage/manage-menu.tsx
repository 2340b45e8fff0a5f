import { hasAnyRole, Role } from '@roadmark/domain/roles';
import { IconApi, IconSteeringWheel, IconUserShield, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useViewer } from '../../app/session/use-viewer';
import { type SideMenuLink, SideMenuLinks } from '../../ui/side-menu/side-menu-links';

/**
 * A link of the manage menu, shown only to viewers holding one of `roles`
 * (docs/product/roles.md#areas-and-the-roles-they-need).
 */
interface ManageMenuLink extends SideMenuLink {
  roles: readonly Role[];
}

/** Labels are keys of the manage namespace. Each area adds its link here when its pages exist. */
const LINKS: readonly ManageMenuLink[] = [
  { to: '/manage/drivers', label: 'menu.drivers', icon: IconSteeringWheel, roles: [Role.DriverManagement] },
  { to: '/manage/managers', label: 'menu.managers', icon: IconUserShield, roles: [Role.SubscriptionAdministration] },
  // Teams need SubscriptionAdministration.
  { to: '/manage/teams', label: 'menu.teams', icon: IconUsersGroup, roles: [Role.SubscriptionAdministration] },
  // So do API keys and webhooks.
  { to: '/manage/sdk', label: 'menu.sdk', icon: IconApi, roles: [Role.SubscriptionAdministration] },
];

export function ManageMenu() {
  const { t } = useTranslation('manage');
  const { viewer } = useViewer();
  const links = LINKS.filter(({ roles }) => !!viewer && hasAnyRole(viewer.roles, roles)).map(
    ({ roles: _roles, ...link }) => ({ ...link, label: t(link.label) }),
  );
  return <SideMenuLinks heading={t('menu.heading')} links={links} />;
}
