import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title to `{name} - Roadmark` while the calling page is shown. */
export function usePageTitle(name: string): void {
  const { t } = useTranslation('common');
  const title = t('pageTitle', { name });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
