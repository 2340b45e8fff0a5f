import { Center } from '@mantine/core';
import { IconLayoutGrid, IconTable } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SegmentedChoice } from '../segmented-choice/segmented-choice';
import type { ListView } from './use-list-view';

export interface ListViewToggleProps {
  value: ListView;
  onChange: (view: ListView) => void;
}

/** The cards/table switch: a labelled radio group. */
export function ListViewToggle({ value, onChange }: ListViewToggleProps) {
  const { t } = useTranslation('listPage');
  const option = (view: ListView, icon: ReactNode) => ({
    value: view,
    label: (
      <Center style={{ gap: 6 }}>
        {icon}
        <span>{t(view)}</span>
      </Center>
    ),
  });
  return (
    <SegmentedChoice
      aria-label={t('view')}
      value={value}
      onChange={onChange}
      data={[
        option('cards', <IconLayoutGrid size={16} aria-hidden />),
        option('table', <IconTable size={16} aria-hidden />),
      ]}
    />
  );
}
