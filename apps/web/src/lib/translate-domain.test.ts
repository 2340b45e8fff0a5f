import { describe, expect, it } from 'vitest';
import { i18n } from '../app/i18n';
import { translateDomain } from './translate-domain';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

describe('translateDomain', () => {
  it('fills domain placeholders after translating, and shows an unknown key as is', () => {
    expect(translateDomain(t, 'validation.passwordRule.length', { n: 8 })).toBe('must be at least 8 characters long');
    expect(translateDomain(t, 'validation.notAKey')).toBe('validation.notAKey');
  });
});
