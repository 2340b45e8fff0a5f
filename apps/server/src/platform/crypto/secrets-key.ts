import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Used outside production when SECRETS_KEY is not set. */
export const DEVELOPMENT_SECRETS_KEY = 'roadmark-development-secrets-key-not-for-production';

/**
 * The key that seals API keys and webhook secrets. SECRETS_KEY when given; outside production a fixed development
 * key; in production on the embedded database, a key made on first start and kept beside the data (so `npm start`
 * works out of the box and a restart can still open what was sealed). With DATABASE_URL, several processes share
 * the database, so they must share the key: it has to be given.
 */
export function resolveSecretsKey(options: {
  secretsKey: string | undefined;
  production: boolean;
  databaseUrl: string | undefined;
  dataDir: string;
}): string | { problem: string } {
  if (options.secretsKey) return options.secretsKey;
  if (!options.production) return DEVELOPMENT_SECRETS_KEY;
  if (options.databaseUrl) {
    return { problem: 'is required in production with DATABASE_URL; generate one with: openssl rand -base64 48' };
  }
  const file = path.join(options.dataDir, 'secrets.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return fs.readFileSync(file, 'utf8').trim();
}
