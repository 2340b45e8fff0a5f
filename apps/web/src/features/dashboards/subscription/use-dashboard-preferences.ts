import { useLocalStorage } from '@mantine/hooks';
import { createContext, useContext } from 'react';

const PREFIX = 'roadmark.dashboard';

/**
 * One key per dashboard route and id, e.g. 'roadmark.dashboard.tab:/dashboard/team:{id}', so the chosen
 * tab is remembered per dashboard.
 */
export function dashboardTabKey(route: string, id?: string | null): string {
  return `${PREFIX}.tab:${route}${id ? `:${id}` : ''}`;
}

export const AUTO_REFRESH_KEY = `${PREFIX}.autoRefresh`;

/** Optional polling: every 60 seconds while the switch is on. */
export const AUTO_REFRESH_INTERVAL_MS = 60_000;

/**
 * The chosen tab of one dashboard, remembered in this browser. A remembered tab the dashboard does not offer
 * (a Study has no Teams tab) falls back to the first offered one.
 */
export function useRememberedTab<T extends string>(
  storageKey: string,
  offered: readonly T[],
): [T, (tab: string | null) => void] {
  const fallback = offered[0] as T;
  const [stored, setStored] = useLocalStorage<string>({
    key: storageKey,
    defaultValue: fallback,
    getInitialValueInEffect: false,
    serialize: (value) => value,
    deserialize: (value) => value ?? fallback,
  });
  const tab = offered.find((candidate) => candidate === stored) ?? fallback;
  const choose = (next: string | null) => {
    if (next && offered.some((candidate) => candidate === next)) setStored(next);
  };
  return [tab, choose];
}

/**
 * The 'Refresh automatically' switch, off by default, shared by every dashboard in this browser, with the poll
 * interval it means for the dashboard's queries (0: none).
 */
export function useAutoRefreshSetting(): [boolean, (on: boolean) => void, number] {
  const [on, setOn] = useLocalStorage<boolean>({
    key: AUTO_REFRESH_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
    serialize: (value) => (value ? 'true' : 'false'),
    deserialize: (value) => value === 'true',
  });
  return [on, setOn, on ? AUTO_REFRESH_INTERVAL_MS : 0];
}

/** The poll interval every query of the current dashboard uses: 0 (none) unless the switch is on. */
export const DashboardPollContext = createContext(0);

export function useDashboardPollInterval(): number {
  return useContext(DashboardPollContext);
}
