import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardSubscriptionType } from './dashboard-types';
import { useRememberedTab } from './use-dashboard-preferences';

export type DashboardTab = 'people' | 'teams' | 'assessments' | 'training';

/** A Study's dashboard has no Teams and no Training tab. */
export function offeredTabs(subscriptionType: DashboardSubscriptionType, withTeams: boolean): DashboardTab[] {
  const study = subscriptionType === 'Study';
  return [
    'people',
    ...(withTeams && !study ? (['teams'] as const) : []),
    'assessments',
    ...(study ? [] : (['training'] as const)),
  ];
}

export interface DashboardTabsProps {
  subscriptionType: DashboardSubscriptionType;
  /** False on a team dashboard (People, Assessments, Training). */
  withTeams: boolean;
  /** Where the chosen tab is remembered (dashboardTabKey of the route and id). */
  storageKey: string;
  /** Renders the chosen tab's content; only the chosen tab is mounted, so only its list is asked for. */
  renderTab: (tab: DashboardTab) => ReactNode;
}

/** The dashboard's tabs, remembered per dashboard, People first and by default. */
export function DashboardTabs({ subscriptionType, withTeams, storageKey, renderTab }: DashboardTabsProps) {
  const { t } = useTranslation('dashboards');
  const tabs = offeredTabs(subscriptionType, withTeams);
  const [active, setActive] = useRememberedTab(storageKey, tabs);
  const label = (tab: DashboardTab) => t(tabLabelKey(tab, subscriptionType));
  return (
    <Tabs value={active} onChange={setActive} keepMounted={false}>
      <Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {label(tab)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab} value={tab} pt="md">
          {tab === active && renderTab(tab)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** 'People' is called 'Participants' on a Study's dashboard. */
export function tabLabelKey(tab: DashboardTab, subscriptionType: DashboardSubscriptionType): string {
  return tab === 'people' && subscriptionType === 'Study' ? 'tabs.participants' : `tabs.${tab}`;
}
