import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it('drops markup and decodes the common entities', () => {
    expect(plainText('<p>Check <strong>mirrors</strong>&nbsp;&amp; signal</p><p></p>')).toBe('Check mirrors & signal');
  });

  it('shortens long text with an ellipsis', () => {
    expect(plainText('<p>abcdefghij</p>', 5)).toBe('abcd…');
  });
});
