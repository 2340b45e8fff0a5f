import { DOMAIN_MESSAGES, type Locale } from '@roadmark/domain/messages';
import type { LocaleMessages } from '../app/i18n';

const files = import.meta.glob<object>('../locales/*/*.json', { eager: true, import: 'default' });

/** Every text of every locale, as i18next resources: tests render in any language without loading. */
export function allLocaleResources(): Record<Locale, LocaleMessages> {
  const resources = { 'en-GB': {}, 'en-US': {} } as Record<Locale, LocaleMessages>;
  for (const [path, texts] of Object.entries(files)) {
    const [, locale, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (locale && namespace) resources[locale as Locale][namespace] = texts;
  }
  for (const locale of Object.keys(resources) as Locale[]) resources[locale].domain = DOMAIN_MESSAGES[locale];
  return resources;
}
