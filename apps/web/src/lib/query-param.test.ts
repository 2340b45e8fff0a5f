import { describe, expect, it } from 'vitest';
import { getQueryParam } from './query-param';

describe('getQueryParam', () => {
  it.each([
    ['?returnUrl=%2Fme', '/me'],
    ['?ReturnUrl=%2Fme', '/me'],
    ['?RETURNURL=%2Fme', '/me'],
    ['returnurl=%2Fme&x=1', '/me'],
  ])('reads %s regardless of case', (search, expected) => {
    expect(getQueryParam(search, 'returnUrl')).toBe(expected);
  });

  it('returns the first match when the name repeats', () => {
    expect(getQueryParam('?a=1&A=2', 'a')).toBe('1');
  });

  it('returns null when the parameter is absent', () => {
    expect(getQueryParam('?other=1', 'returnUrl')).toBeNull();
  });

  it('accepts URLSearchParams and keeps empty values', () => {
    expect(getQueryParam(new URLSearchParams('message='), 'Message')).toBe('');
  });
});
