import { describe, expect, it } from 'vitest';
import { isPinEntry, PIN_ALPHABET, pinLoginEmail } from './pin.ts';

describe('PIN entries', () => {
  it.each([
    ['ABCD2345', true],
    ['abcd2345@pins.roadmark.local', true],
    ['driver@example.com', false],
    ['  driver@example.com ', false],
    ['', false],
  ])('treats %j as a PIN: %s', (entry, expected) => {
    expect(isPinEntry(entry)).toBe(expected);
  });

  it('forms the login email from a PIN, lower-cased', () => {
    expect(pinLoginEmail('abcd2345')).toBe('abcd2345@pins.roadmark.local');
    expect(pinLoginEmail('Driver@Example.com')).toBe('driver@example.com');
  });

  it('leaves out characters people confuse', () => {
    expect(PIN_ALPHABET).not.toMatch(/[0O1IL]/);
  });
});
