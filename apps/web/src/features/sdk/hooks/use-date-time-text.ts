import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date-time';

/** A moment as text in the current language's order, for use inside a translated sentence. */
export function useDateTimeText(): (iso: string) => string {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return (iso) => formatDateTime(iso, locale);
}
