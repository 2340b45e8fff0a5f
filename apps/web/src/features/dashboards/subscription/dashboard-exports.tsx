import { Button, Menu } from '@mantine/core';
import { Role } from '@roadmark/domain/roles';
import { IconChevronDown, IconFileExport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useViewer } from '../../../app/session/use-viewer';
import { exportUrl } from '../../../lib/export-url';

export interface AssessmentExportsProps {
  assessmentId: string;
  /** Absent: the subscription the viewer acts in. */
  subscriptionId?: string;
  subscriptionTeamId?: string;
}

/**
 * The results exports of an assessment dashboard: the results, the detailed form (the breakdown by answers,
 * optionally with device details) and, for staff, the seat breakdown.
 */
export function AssessmentExportsMenu({ assessmentId, subscriptionId, subscriptionTeamId }: AssessmentExportsProps) {
  const { t } = useTranslation('dashboards');
  const { viewer } = useViewer();
  const scope = { subscriptionId: subscriptionId ?? viewer?.subscription.id, assessmentId };
  const results = { ...scope, subscriptionTeamId };
  const items = [
    { key: 'results', href: exportUrl('AssessmentResults', results) },
    { key: 'resultsCsv', href: exportUrl('AssessmentResults', { ...results, format: 'csv' }) },
    { key: 'detailed', href: exportUrl('DetailedAssessmentResults', results) },
    {
      key: 'detailedWithDevices',
      href: exportUrl('DetailedAssessmentResults', { ...results, includeDeviceMetrics: 'true' }),
    },
    ...(viewer?.roles.includes(Role.Administration)
      ? [{ key: 'seats', href: exportUrl('SeatsBreakdown', scope) }]
      : []),
  ];
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          aria-label={t('export.menuLabel')}
          leftSection={<IconFileExport size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {t('export.menu')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item key={item.key} component="a" href={item.href} download>
            {t(`export.${item.key}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** GET /api/export/SubscriptionDashboard: one row per person with their overall and per-assessment results. */
export function SubscriptionDashboardExport({ subscriptionId }: { subscriptionId: string }) {
  const { t } = useTranslation('dashboards');
  return (
    <Button
      component="a"
      href={exportUrl('SubscriptionDashboard', { subscriptionId })}
      download
      variant="default"
      leftSection={<IconFileExport size={16} aria-hidden />}
    >
      {t('export.dashboard')}
    </Button>
  );
}
