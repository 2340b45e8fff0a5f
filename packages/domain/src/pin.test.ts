import { describe, expect, it } from 'vitest';
import { isDriverPinAddress, isPinEntry, PIN_ALPHABET, pinLoginEmail } from './pin.ts';

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

  it.each([
    ['K7MPQR2X@pins.roadmark.local', true],
    ['k7mpqr2x@PINS.roadmark.local', true],
    ['participant-1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed@pins.roadmark.local', false],
    ['K7MPQR2X@example.com', false],
    ['K7MPQR2O@pins.roadmark.local', false],
  ])('tells a driver PIN address (%s) from other addresses: %s', (email, expected) => {
    expect(isDriverPinAddress(email)).toBe(expected);
  });
});
