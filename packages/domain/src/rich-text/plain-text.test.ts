import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it('drops markup and decodes the common entities', () => {
    expect(plainText('<p>Check <strong>mirrors</strong>&nbsp;&amp; signal</p><p></p>')).toBe('Check mirrors & signal');
  });

  it('decodes each entity once and keeps quotes and non-Latin letters', () => {
    expect(plainText('<p>Write &amp;lt; for &lt;, &quot;stop&quot; &amp; it&#39;s 慢慢开</p>')).toBe(
      `Write &lt; for <, "stop" & it's 慢慢开`,
    );
  });

  it('runs words of one paragraph together across inline tags, and separates paragraphs and lines', () => {
    expect(plainText('<p>mir<strong>ror</strong>s</p><p>signal<br>manoeuvre</p>')).toBe('mirrors signal manoeuvre');
  });

  it('shortens long text with an ellipsis', () => {
    expect(plainText('<p>abcdefghij</p>', 5)).toBe('abcd…');
  });
});
