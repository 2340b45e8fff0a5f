/** An API key is the prefix ED, the client id, then 42 random letters and digits. */
export const API_KEY_PREFIX = 'ED';
export const API_KEY_RANDOM_LENGTH = 42;
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const API_KEY_PATTERN = new RegExp(
  `^${API_KEY_PREFIX}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})[A-Za-z0-9]{${API_KEY_RANDOM_LENGTH}}$`,
);

/** Uniformly random alphanumerics from the platform's secure random source (rejection sampling, no modulo bias). */
function randomAlphanumerics(length: number): string {
  const limit = 256 - (256 % ALPHANUMERIC.length);
  let text = '';
  while (text.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && text.length < length) text += ALPHANUMERIC[byte % ALPHANUMERIC.length];
    }
  }
  return text;
}

export function generateApiKey(clientId: string): string {
  return `${API_KEY_PREFIX}${clientId}${randomAlphanumerics(API_KEY_RANDOM_LENGTH)}`;
}

/** The client id inside a well-formed key, or null for anything else. */
export function apiKeyClientId(key: string): string | null {
  return API_KEY_PATTERN.exec(key)?.[1] ?? null;
}

/** What a list shows of a key: enough to tell keys apart, not enough to use one. */
export function maskApiKey(key: string): string {
  return `${key.slice(0, 10)}…${key.slice(-4)}`;
}
