import { useTranslation } from 'react-i18next';
import { formatReceived } from './format-received';

/** When a message was received, in the current language's date order (DD/MM/YYYY HH:mm or MM/DD/YYYY HH:mm). */
export function ReceivedTime({ value }: { value: string }) {
  const { i18n } = useTranslation();
  return <time dateTime={value}>{formatReceived(value, i18n.resolvedLanguage ?? i18n.language)}</time>;
}
