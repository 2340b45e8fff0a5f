import { DEFAULT_LOCALE, DOMAIN_MESSAGES, type Locale } from '@roadmark/domain/messages';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const SUPPORTED_LOCALES: Locale[] = ['en-GB', 'en-US'];
const LOCALE_STORAGE_KEY = 'roadmark.locale';

type Resources = Record<string, Record<string, object>>;

/** Every `locales/{locale}/{namespace}.json` file becomes an i18next namespace; domain messages are `domain`. */
function loadResources(): Resources {
  const files = import.meta.glob<{ default: object }>('../locales/*/*.json', { eager: true });
  const resources: Resources = {};
  for (const [path, module] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, locale, namespace] = match as unknown as [string, string, string];
    resources[locale] ??= {};
    resources[locale][namespace] = module.default;
  }
  for (const locale of SUPPORTED_LOCALES) {
    resources[locale] ??= {};
    resources[locale].domain = DOMAIN_MESSAGES[locale];
  }
  return resources;
}

export function storedLocale(): Locale {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LOCALE_STORAGE_KEY);
  return SUPPORTED_LOCALES.find((l) => l === stored) ?? DEFAULT_LOCALE;
}

export function changeLocale(locale: Locale) {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  document.documentElement.lang = locale;
  return i18n.changeLanguage(locale);
}

export function initI18n(locale: Locale = storedLocale()) {
  if (i18n.isInitialized) return i18n;
  void i18n.use(initReactI18next).init({
    resources: loadResources(),
    lng: locale,
    fallbackLng: { 'en-US': ['en-GB'], default: [DEFAULT_LOCALE] },
    supportedLngs: SUPPORTED_LOCALES,
    defaultNS: 'common',
    ns: undefined,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return i18n;
}

export { i18n };
