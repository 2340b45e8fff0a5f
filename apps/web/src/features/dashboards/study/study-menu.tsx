import { IconFileExport, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SideMenuLinks } from '../../../ui/side-menu/side-menu-links';

/** The study navigation menu has two links, Study participants and Study export. */
export function StudyMenu() {
  const { t } = useTranslation('provider-dashboard');
  return (
    <SideMenuLinks
      heading={t('study.menu.heading')}
      links={[
        { to: '/manage/study/participants', label: t('study.menu.participants'), icon: IconUsers },
        { to: '/manage/study/export', label: t('study.menu.export'), icon: IconFileExport },
      ]}
    />
  );
}
