import { DEFAULT_LOCALE, type Locale, SUPPORTED_LOCALES } from './messages.ts';

const baseLanguage = (tag: string) => tag.split('-')[0] ?? '';

/**
 * The offered locale for a person's languages, most preferred first (the browser's languages, or an Accept-Language
 * header read by `acceptedLanguages`). The first language any offered locale fits decides: the same tag (ignoring
 * case), else its base language when that is offered on its own, else the first offered variant of that language,
 * so `en-AU` and `en` read British English. When no language fits, the first offered locale. The web app and the
 * server both choose with this, so the emails a request sends speak the language its page shows.
 */
export function matchLocale(languages: readonly string[]): Locale {
  const offered = SUPPORTED_LOCALES.map((locale) => ({ locale, tag: locale.toLowerCase() }));
  for (const language of languages) {
    // Some systems write `en_US`; `*` is anyone's language, which is the default.
    const tag = language.trim().toLowerCase().replaceAll('_', '-');
    if (tag === '*') return DEFAULT_LOCALE;
    const base = baseLanguage(tag);
    const match =
      offered.find((o) => o.tag === tag) ??
      offered.find((o) => o.tag === base) ??
      offered.find((o) => baseLanguage(o.tag) === base);
    if (match) return match.locale;
  }
  return DEFAULT_LOCALE;
}

/**
 * The language ranges of an Accept-Language header, most preferred first: by q-value, ties in the order written.
 * A range with q=0 (or a q-value that cannot be read) is one the client does not want, so it is left out.
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part) => {
      const [range = '', ...params] = part.split(';').map((p) => p.trim());
      const q = params.find((p) => /^q=/i.test(p));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { range, weight: Number.isFinite(weight) ? weight : 0 };
    })
    .filter((entry) => entry.range !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight)
    .map((entry) => entry.range);
}

/** The locale a request asks for with its Accept-Language header; the default when it sends none. */
export function localeOfAcceptLanguage(header: string | null | undefined): Locale {
  return matchLocale(acceptedLanguages(header));
}
