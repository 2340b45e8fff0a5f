import { matchLocale } from '@roadmark/domain/locale-match';
import { DEFAULT_LOCALE, DOMAIN_MESSAGES, type Locale, SUPPORTED_LOCALES } from '@roadmark/domain/messages';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

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

/**
 * The language to start in: the one last chosen in the language menu on this device, else the best fit for the
 * browser's languages, so a first visit from an American browser reads American English and dates.
 */
export function initialLocale(): Locale {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LOCALE_STORAGE_KEY);
  return SUPPORTED_LOCALES.find((l) => l === stored) ?? matchLocale(browserLanguages());
}

function browserLanguages(): string[] {
  if (typeof navigator === 'undefined') return [];
  return [...(navigator.languages ?? []), navigator.language].filter(Boolean);
}

export function changeLocale(locale: Locale) {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  document.documentElement.lang = locale;
  return i18n.changeLanguage(locale);
}

export function initI18n(locale: Locale = initialLocale()) {
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

/**
 * The language on screen, as the Accept-Language of the app's requests: the server writes the emails a request
 * sends in the language it asks for, and the browser's own header would ignore a choice made in the language menu.
 */
export function languageHeader(): Record<string, string> {
  return i18n.language ? { 'accept-language': i18n.language } : {};
}

export { i18n };
