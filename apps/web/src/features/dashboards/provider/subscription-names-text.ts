import { useTranslation } from 'react-i18next';

/**
 * A distributor's subscriptions as up to 4 names, then '... and N others'. The server sends the names
 * already cut to 4 and the count of the rest, so the whole list never travels.
 */
export function useSubscriptionNamesText(): (names: readonly string[], others: number) => string {
  const { t } = useTranslation('dashboards');
  return (names, others) => {
    const list = names.join(', ');
    return others > 0 ? t('nameList.andOthers', { names: list, count: others }) : list;
  };
}
