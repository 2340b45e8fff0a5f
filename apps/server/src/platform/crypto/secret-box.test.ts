import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

describe('secret box', () => {
  const box = createSecretBox('a-test-key-of-enough-length-1234567890');

  it('opens what it sealed, and seals the same text differently each time', () => {
    const sealed = box.seal('EDsecret');
    expect(sealed).not.toContain('EDsecret');
    expect(box.seal('EDsecret')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('EDsecret');
  });

  it('refuses a sealed secret that was changed or sealed under another key', () => {
    const sealed = box.seal('EDsecret');
    const [version, iv, tag, ciphertext] = sealed.split(':');
    const flipped = Buffer.from(ciphertext!, 'base64');
    flipped[0]! ^= 1;
    expect(() => box.open([version, iv, tag, flipped.toString('base64')].join(':'))).toThrow();
    expect(() => createSecretBox('another-key-of-enough-length-1234567890').open(sealed)).toThrow();
    expect(() => box.open('plain text')).toThrow('Not a sealed secret');
  });
});
