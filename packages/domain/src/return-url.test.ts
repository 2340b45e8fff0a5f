import { describe, expect, it } from 'vitest';
import { isSafeReturnUrl, returnPath } from './return-url.ts';

const origin = 'https://app.roadmark.example';

describe('isSafeReturnUrl', () => {
  it.each([
    ['', true],
    ['/administration/tags?search=a', true],
    ['https://app.roadmark.example/me', true],
    ['//evil.example/path', false],
    ['/\\evil.example', false],
    ['https://evil.example/me', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
  ])('judges %j as %s', (url, safe) => {
    expect(isSafeReturnUrl(url, origin)).toBe(safe);
  });
});

describe('returnPath', () => {
  it('keeps the path, query and hash of a same-origin URL and falls back otherwise', () => {
    expect(returnPath('https://app.roadmark.example/me?x=1#y', origin)).toBe('/me?x=1#y');
    expect(returnPath('https://evil.example/me', origin)).toBe('/');
    expect(returnPath(null, origin, '/me')).toBe('/me');
  });
});
