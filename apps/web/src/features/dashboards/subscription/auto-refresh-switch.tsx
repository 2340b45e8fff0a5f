import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Optional polling: 'Refresh automatically' every minute. */
export function AutoRefreshSwitch({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation('dashboards');
  return (
    <Switch label={t('autoRefresh')} checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
  );
}
