import { matchLocale } from '@roadmark/domain/locale-match';
import { type Locale, SUPPORTED_LOCALES } from '@roadmark/domain/messages';
import i18n, { type BackendModule, type InitOptions, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ALWAYS_LOADED_NAMESPACES } from './i18n-namespaces';

const LOCALE_STORAGE_KEY = 'roadmark.locale';

export type LocaleMessages = Record<string, object>;

/**
 * The texts are loaded a namespace at a time, in the language on screen only: each `locales/{locale}/{ns}.json`
 * is a file of its own, fetched when a page first uses its namespace (react-i18next suspends the page until then,
 * so no key ever shows). The domain messages are the `domain` namespace.
 */
const NAMESPACE_FILES = import.meta.glob<object>('../locales/*/*.json', { import: 'default' });
const DOMAIN_MESSAGES: Record<Locale, () => Promise<object>> = {
  'en-GB': () => import('@roadmark/domain/locales/en-GB.json').then((module) => module.default),
  'en-US': () => import('@roadmark/domain/locales/en-US.json').then((module) => module.default),
};

/** The texts of one namespace in one locale, from its own file. */
export function loadNamespace(locale: string, namespace: string): Promise<object> {
  if (namespace === 'domain' && locale in DOMAIN_MESSAGES) return DOMAIN_MESSAGES[locale as Locale]();
  const load = NAMESPACE_FILES[`../locales/${locale}/${namespace}.json`];
  return load ? load() : Promise.reject(new Error(`No texts for ${locale}/${namespace}`));
}

const namespaceFiles: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (locale, namespace, done) => {
    loadNamespace(locale, namespace).then(
      (texts) => done(null, texts as ResourceKey),
      (error: Error) => done(error, false),
    );
  },
};

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

/** Switches the language once the new one's texts of every namespace in use are loaded, so no key shows. */
export async function changeLocale(locale: Locale) {
  await i18n.changeLanguage(locale);
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  document.documentElement.lang = locale;
}

const OPTIONS = {
  supportedLngs: SUPPORTED_LOCALES,
  // Both locales hold every key (locale-parity.test.ts), so none falls back to another and only one is loaded.
  fallbackLng: false,
  load: 'currentOnly',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
} as const satisfies InitOptions;

/**
 * Starts i18next in the language to start in, with the always-used namespaces loaded and those of the page being
 * opened (`pageNamespaces`, from page-preloads.ts, which says why): the app renders after this.
 */
export async function startI18n(locale: Locale = initialLocale(), pageNamespaces: readonly string[] = []) {
  await i18n
    .use(namespaceFiles)
    .use(initReactI18next)
    .init({
      ...OPTIONS,
      lng: locale,
      ns: [...new Set([...ALWAYS_LOADED_NAMESPACES, ...pageNamespaces])],
      partialBundledLanguages: true,
    });
  return i18n;
}

/** i18next with the given texts and nothing to load (tests pass every language). */
export function initI18n(locale: Locale, resources: Partial<Record<Locale, LocaleMessages>> = {}) {
  if (i18n.isInitialized) return i18n;
  void i18n.use(initReactI18next).init({ ...OPTIONS, resources, lng: locale, initAsync: false });
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
