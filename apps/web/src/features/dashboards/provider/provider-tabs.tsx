import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRememberedTab } from '../subscription/use-dashboard-preferences';

/** The provider dashboard's tabs, in order; Subscriptions is the default. */
export const PROVIDER_TABS = [
  'subscriptions',
  'distributors',
  'staff',
  'people',
  'teams',
  'assessments',
  'training',
] as const;

export type ProviderTab = (typeof PROVIDER_TABS)[number];

export interface ProviderTabsProps {
  /** Where the chosen tab is remembered (dashboardTabKey of the route). */
  storageKey: string;
  /** Renders the chosen tab; only that one is mounted, so only its list is asked for. */
  renderTab: (tab: ProviderTab) => ReactNode;
}

/** The provider dashboard's tabs, the chosen one remembered in this browser. */
export function ProviderTabs({ storageKey, renderTab }: ProviderTabsProps) {
  const { t } = useTranslation('provider-dashboard');
  const [active, setActive] = useRememberedTab(storageKey, PROVIDER_TABS);
  return (
    <Tabs value={active} onChange={setActive} keepMounted={false}>
      <Tabs.List>
        {PROVIDER_TABS.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {t(`tabs.${tab}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {PROVIDER_TABS.map((tab) => (
        <Tabs.Panel key={tab} value={tab} pt="md">
          {tab === active && renderTab(tab)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
