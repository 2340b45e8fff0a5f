import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Encrypts secrets the product must be able to show again (API keys, webhook signing secrets) before they are
 * stored: AES-256-GCM under a key derived from SECRETS_KEY, so a copy of the database alone does not reveal them.
 * Stored as `v1:iv:tag:ciphertext` (base64), the version leaving room for a key change.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

/** Whether a stored value is already sealed, so values stored before sealing began can be told apart and sealed. */
export function isSealedSecret(value: string): boolean {
  return value.startsWith('v1:');
}

export function createSecretBox(secretsKey: string): SecretBox {
  const key = createHash('sha256').update(`roadmark-secret-box:${secretsKey}`).digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64')))
        .join(':');
    },
    open(sealed) {
      const [version, iv, tag, ciphertext] = sealed.split(':');
      if (version !== 'v1' || !iv || !tag || ciphertext === undefined) throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}
