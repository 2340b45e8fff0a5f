import { IconBuildingStore, IconGauge, IconUserShield } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SideMenuLinks } from '../../../ui/side-menu/side-menu-links';

/** The distributor area's navigation offers Dashboard, Subscriptions and Admins. */
export function DistributorMenu() {
  const { t } = useTranslation('subscriptions');
  return (
    <SideMenuLinks
      heading={t('distributor.menu.heading')}
      links={[
        { to: '/manage/distributor/dashboard', label: t('distributor.menu.dashboard'), icon: IconGauge },
        {
          to: '/manage/distributor/subscriptions',
          label: t('distributor.menu.subscriptions'),
          icon: IconBuildingStore,
        },
        { to: '/manage/distributor/admins', label: t('distributor.menu.admins'), icon: IconUserShield },
      ]}
    />
  );
}
