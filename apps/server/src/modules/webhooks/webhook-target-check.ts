import { translateMessage } from '@roadmark/domain/messages';
import { AppError } from '../../platform/errors.ts';
import { OutboundRequestError, vetOutboundTarget } from '../../platform/outbound/guarded-fetch.ts';
import type { OutboundPolicy } from '../../platform/outbound/outbound-policy.ts';

/**
 * Refuses, at save time, a URL the delivery would refuse: one that is or resolves to a loopback, private,
 * link-local or metadata address (unless OUTBOUND_ALLOWLIST permits it). Only the address check runs, never a
 * request; a name that does not resolve today is accepted, since deliveries check again every time.
 */
export async function assertWebhookTargetAllowed(url: string, policy: OutboundPolicy): Promise<void> {
  try {
    await vetOutboundTarget(url, policy);
  } catch (error) {
    if (error instanceof OutboundRequestError && (error.failure === 'refused' || error.failure === 'invalid-url')) {
      const params = { reason: error.message };
      const message = translateMessage('validation.webhookUrlRefused', params);
      throw new AppError('BAD_USER_INPUT', 'validation.webhookUrlRefused', {
        params,
        fields: [{ field: 'url', messageKey: 'validation.webhookUrlRefused', message }],
      });
    }
  }
}
