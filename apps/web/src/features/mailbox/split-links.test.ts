import { describe, expect, it } from 'vitest';
import { splitLinks } from './split-links';

/** The parts without their offsets, for readable expectations. */
function shape(text: string) {
  return splitLinks(text).map((part) => (part.kind === 'link' ? { link: part.href } : part.text));
}

describe('splitLinks', () => {
  it('keeps text without addresses as one run', () => {
    expect(shape('Hello Ann,\n\nNothing to click here.')).toEqual(['Hello Ann,\n\nNothing to click here.']);
  });

  it('returns nothing for empty text', () => {
    expect(splitLinks('')).toEqual([]);
  });

  it('finds an emailed link with its query string, keeping the text around it', () => {
    const url = 'http://localhost:3100/account/confirmEmail?userId=a1b2&code=x_Y-z';
    expect(shape(`Confirm my email: ${url}\n\nThanks`)).toEqual(['Confirm my email: ', { link: url }, '\n\nThanks']);
  });

  it('finds several addresses, at the start and at the end', () => {
    expect(shape('https://a.example/one and HTTP://B.EXAMPLE/two')).toEqual([
      { link: 'https://a.example/one' },
      ' and ',
      { link: 'HTTP://B.EXAMPLE/two' },
    ]);
  });

  it('leaves a full stop or comma after an address out of the link', () => {
    expect(shape('See https://a.example/page. Or https://b.example, then stop')).toEqual([
      'See ',
      { link: 'https://a.example/page' },
      '. Or ',
      { link: 'https://b.example' },
      ', then stop',
    ]);
  });

  it('keeps brackets the address opened and drops one it did not', () => {
    expect(shape('(see https://en.example/wiki/Road_(disambiguation))')).toEqual([
      '(see ',
      { link: 'https://en.example/wiki/Road_(disambiguation)' },
      ')',
    ]);
  });

  it('makes links of http and https only', () => {
    expect(shape('javascript:alert(1) ftp://files.example mailto:a@b.example')).toEqual([
      'javascript:alert(1) ftp://files.example mailto:a@b.example',
    ]);
  });

  it('leaves a bare scheme as text', () => {
    expect(shape('just http:// here')).toEqual(['just http:// here']);
  });

  it('stops an address at markup characters, which stay text', () => {
    expect(shape('<https://a.example/x>"quoted"')).toEqual(['<', { link: 'https://a.example/x' }, '>"quoted"']);
  });

  it('records where each part starts', () => {
    expect(splitLinks('go https://a.example now').map((part) => part.start)).toEqual([0, 3, 20]);
  });
});
