import { randomBytes } from 'node:crypto';

/**
 * A Standard Webhooks signing secret: `whsec_` and 32 random bytes in base64 (shown once on creation,
 * docs/product/integrations.md#webhooks).
 */
export function generateSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** How long the previous secret keeps signing after a rotation, so receivers can switch over. */
export const SECRET_ROTATION_HOURS = 24;
