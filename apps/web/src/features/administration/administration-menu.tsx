import {
  IconBuildingStore,
  IconBuildingWarehouse,
  IconChartBar,
  IconFlask,
  IconGauge,
  IconMail,
  IconTags,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type SideMenuLink, SideMenuLinks } from '../../ui/side-menu/side-menu-links';

/*
 * Spec 1 §2.5 lists more links (assessments, questions, information pages,
 * questionnaires, training, learning activities, administrators, 'Export event data'); each is added here when
 * its pages exist.
 */
/** Labels are keys of the administration namespace. */
const LINKS: readonly SideMenuLink[] = [
  { to: '/administration/dashboard', label: 'menu.dashboard', icon: IconGauge },
  { to: '/administration/subscriptions', label: 'menu.subscriptions', icon: IconBuildingStore },
  { to: '/administration/distributors', label: 'menu.distributors', icon: IconBuildingWarehouse },
  { to: '/administration/studies', label: 'menu.studies', icon: IconFlask },
  { to: '/administration/safety-metrics', label: 'menu.safetyMetrics', icon: IconChartBar },
  { to: '/administration/tags', label: 'menu.tags', icon: IconTags },
  // Designed here (ROUTES.md): the mail kept when no SMTP server is configured.
  { to: '/administration/mailbox', label: 'menu.mailbox', icon: IconMail },
];

export function AdministrationMenu() {
  const { t } = useTranslation('administration');
  return <SideMenuLinks heading={t('menu.heading')} links={LINKS.map((link) => ({ ...link, label: t(link.label) }))} />;
}
