import {
  IconBook,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconChartBar,
  IconClipboardCheck,
  IconClipboardList,
  IconDatabaseExport,
  IconFlask,
  IconGauge,
  IconInfoCircle,
  IconMail,
  IconQuestionMark,
  IconSchool,
  IconTags,
  IconUserShield,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type SideMenuLink, SideMenuLinks } from '../../ui/side-menu/side-menu-links';

/** Labels are keys of the administration namespace. */
const LINKS: readonly SideMenuLink[] = [
  { to: '/administration/dashboard', label: 'menu.dashboard', icon: IconGauge },
  { to: '/administration/subscriptions', label: 'menu.subscriptions', icon: IconBuildingStore },
  { to: '/administration/distributors', label: 'menu.distributors', icon: IconBuildingWarehouse },
  { to: '/administration/studies', label: 'menu.studies', icon: IconFlask },
  { to: '/administration/assessments', label: 'menu.assessments', icon: IconClipboardCheck },
  { to: '/administration/training', label: 'menu.training', icon: IconSchool },
  { to: '/administration/questions', label: 'menu.questions', icon: IconQuestionMark },
  { to: '/administration/questionnaires', label: 'menu.questionnaires', icon: IconClipboardList },
  { to: '/administration/learning-activities', label: 'menu.learningActivities', icon: IconBook },
  { to: '/administration/information-pages', label: 'menu.informationPages', icon: IconInfoCircle },
  { to: '/administration/safety-metrics', label: 'menu.safetyMetrics', icon: IconChartBar },
  { to: '/administration/tags', label: 'menu.tags', icon: IconTags },
  { to: '/administration/administrators', label: 'menu.administrators', icon: IconUserShield },
  // The mail kept when no SMTP server is configured (docs/operations/email.md#mailbox).
  { to: '/administration/mailbox', label: 'menu.mailbox', icon: IconMail },
  // A download of every response event, not a page.
  { to: '/api/export/responseRawData', label: 'menu.exportEventData', icon: IconDatabaseExport, download: true },
];

export function AdministrationMenu() {
  const { t } = useTranslation('administration');
  return <SideMenuLinks heading={t('menu.heading')} links={LINKS.map((link) => ({ ...link, label: t(link.label) }))} />;
}
