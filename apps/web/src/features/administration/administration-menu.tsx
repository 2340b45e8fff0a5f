import { NavLink, Text } from '@mantine/core';
import { IconChartBar, IconGauge, IconMail, IconTags } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

interface MenuLink {
  to: string;
  label: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
}

/*
 * Spec 1 §2.5 lists more links (subscriptions, distributors, studies, assessments, questions, information pages,
 * questionnaires, training, learning activities, administrators, 'Export event data'); each is added here when
 * its pages exist.
 */
const LINKS: readonly MenuLink[] = [
  { to: '/administration/dashboard', label: 'menu.dashboard', icon: IconGauge },
  { to: '/administration/safety-metrics', label: 'menu.safetyMetrics', icon: IconChartBar },
  { to: '/administration/tags', label: 'menu.tags', icon: IconTags },
  // Designed here (ROUTES.md): the mail kept when no SMTP server is configured.
  { to: '/administration/mailbox', label: 'menu.mailbox', icon: IconMail },
];

export function AdministrationMenu() {
  const { t } = useTranslation('administration');
  const { pathname } = useLocation();
  return (
    <>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mb="xs">
        {t('menu.heading')}
      </Text>
      {LINKS.map(({ to, label, icon: Icon }) => {
        const active = pathname === to || pathname.startsWith(`${to}/`);
        return (
          <NavLink
            key={to}
            component={Link}
            to={to}
            label={t(label)}
            leftSection={<Icon size={18} aria-hidden />}
            active={active}
            aria-current={active ? 'page' : undefined}
          />
        );
      })}
    </>
  );
}
