import { describe, expect, it } from 'vitest';
import { acceptedLanguages, localeOfAcceptLanguage, matchLocale } from './locale-match.ts';
import { DEFAULT_LOCALE, DOMAIN_MESSAGES, SUPPORTED_LOCALES } from './messages.ts';

describe('matchLocale', () => {
  it.each([
    [['en-US'], 'en-US'],
    [['en-us'], 'en-US'],
    [['EN-GB'], 'en-GB'],
    [['en_US'], 'en-US'],
    // No plain `en` is offered, so the base language goes to its first offered variant.
    [['en'], 'en-GB'],
    [['en-AU'], 'en-GB'],
    [['en-AU', 'en-US'], 'en-GB'],
    // A language nothing fits gives way to the next one.
    [['fr-FR', 'en-US'], 'en-US'],
    [['fr-FR', 'de'], 'en-GB'],
    [['*', 'en-US'], 'en-GB'],
    [[], 'en-GB'],
  ])('reads %j as %s', (languages, locale) => {
    expect(matchLocale(languages)).toBe(locale);
  });

  it('falls back to the first offered locale, which is the default', () => {
    expect(DEFAULT_LOCALE).toBe(SUPPORTED_LOCALES[0]);
    expect([...SUPPORTED_LOCALES].sort()).toEqual(Object.keys(DOMAIN_MESSAGES).sort());
  });
});

describe('acceptedLanguages', () => {
  it('orders the ranges by q-value, ties as written, leaving out the unwanted', () => {
    expect(acceptedLanguages('en-US,en;q=0.9')).toEqual(['en-US', 'en']);
    expect(acceptedLanguages('fr;q=0.5, en-US ;q=0.8, de')).toEqual(['de', 'en-US', 'fr']);
    expect(acceptedLanguages('en-GB;q=0, en-US;q=0.1, fr;q=x, de;q=')).toEqual(['en-US']);
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});

describe('localeOfAcceptLanguage', () => {
  it.each([
    ['en-US,en;q=0.9', 'en-US'],
    ['en-GB;q=0.5, en-US;q=0.9', 'en-US'],
    ['fr-FR, en-US;q=0.8', 'en-US'],
    ['en-AU,en;q=0.9', 'en-GB'],
    ['fr-FR', 'en-GB'],
    [undefined, 'en-GB'],
  ])('reads %j as %s', (header, locale) => {
    expect(localeOfAcceptLanguage(header)).toBe(locale);
  });
});
