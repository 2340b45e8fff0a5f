import { DOMAIN_MESSAGES } from '@roadmark/domain/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import americanAccount from '../locales/en-US/account.json';
import { initialLocale, loadNamespace } from './i18n';

function browserSpeaks(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

afterEach(() => vi.restoreAllMocks());

describe('initialLocale', () => {
  it.each([
    [['en-US', 'en'], 'en-US'],
    [['en-AU', 'en'], 'en-GB'],
    [['fr-FR', 'en-US'], 'en-US'],
    [['fr-FR', 'de-DE'], 'en-GB'],
  ])('reads the browser languages %j as %s on a first visit', (languages, locale) => {
    browserSpeaks(languages);
    expect(initialLocale()).toBe(locale);
  });

  it('keeps the choice made in the language menu over the browser', () => {
    browserSpeaks(['en-US']);
    localStorage.setItem('roadmark.locale', 'en-GB');
    expect(initialLocale()).toBe('en-GB');
  });
});

describe('loadNamespace', () => {
  it('reads one namespace of one locale from its own file', async () => {
    expect(await loadNamespace('en-US', 'account')).toEqual(americanAccount);
  });

  it('reads the domain messages of the locale as the domain namespace', async () => {
    expect(await loadNamespace('en-US', 'domain')).toEqual(DOMAIN_MESSAGES['en-US']);
  });

  it('fails for a namespace that has no file', async () => {
    await expect(loadNamespace('en-GB', 'no-such-namespace')).rejects.toThrow('No texts for en-GB/no-such-namespace');
  });
});
