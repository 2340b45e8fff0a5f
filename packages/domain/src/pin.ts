/** Driver PINs avoid characters people confuse (0/O, 1/I/L). */
export const PIN_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PIN_LENGTH = 8;
export const DEFAULT_PIN_EMAIL_DOMAIN = 'pins.roadmark.local';

/** A login entry counts as a PIN when it has no @ sign or ends with the PIN suffix; an empty one does not. */
export function isPinEntry(entry: string, pinEmailDomain: string = DEFAULT_PIN_EMAIL_DOMAIN): boolean {
  const value = entry.trim().toLowerCase();
  if (value === '') return false;
  return !value.includes('@') || value.endsWith(`@${pinEmailDomain.toLowerCase()}`);
}

export function pinLoginEmail(entry: string, pinEmailDomain: string = DEFAULT_PIN_EMAIL_DOMAIN): string {
  const value = entry.trim();
  return value.includes('@') ? value.toLowerCase() : `${value.toUpperCase()}@${pinEmailDomain}`.toLowerCase();
}

const DRIVER_PIN_PATTERN = new RegExp(`^[${PIN_ALPHABET}]{${PIN_LENGTH}}$`, 'i');

/**
 * Whether an account address is a driver PIN's ({PIN}@{domain}). Other addresses in the PIN domain (study
 * participants') can never sign in with the login form.
 */
export function isDriverPinAddress(email: string, pinEmailDomain: string = DEFAULT_PIN_EMAIL_DOMAIN): boolean {
  const [local, domain, ...rest] = email.trim().toLowerCase().split('@');
  return rest.length === 0 && domain === pinEmailDomain.toLowerCase() && DRIVER_PIN_PATTERN.test(local ?? '');
}
