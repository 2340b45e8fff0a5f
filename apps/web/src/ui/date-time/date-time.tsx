import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date-time';

/** A moment in the current language's date order (DD/MM/YYYY HH:mm or MM/DD/YYYY HH:mm), in the viewer's time zone. */
export function DateTime({ value }: { value: string }) {
  const { i18n } = useTranslation();
  return <time dateTime={value}>{formatDateTime(value, i18n.resolvedLanguage ?? i18n.language)}</time>;
}
