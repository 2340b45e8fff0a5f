import { NAME_LIST_MAX, nameList } from '@roadmark/domain/dashboards/name-list';
import { useTranslation } from 'react-i18next';

/** Up to 4 names, then '... and N others'. */
export function useNameListText(): (names: readonly string[], max?: number) => string {
  const { t } = useTranslation('dashboards');
  return (names, max = NAME_LIST_MAX) => {
    const { shown, others } = nameList(names, max);
    const list = shown.join(', ');
    return others > 0 ? t('nameList.andOthers', { names: list, count: others }) : list;
  };
}
