import type { Config } from '../../platform/config/config.ts';
import type { OutboundPolicy } from '../../platform/outbound/outbound-policy.ts';

/** Webhook receivers get WEBHOOK_TIMEOUT_SECONDS (default 15 s) to answer; otherwise the shared outbound rules. */
export function webhookOutboundPolicy(config: Pick<Config, 'outbound' | 'WEBHOOK_TIMEOUT_SECONDS'>): OutboundPolicy {
  return { ...config.outbound, timeoutMs: config.WEBHOOK_TIMEOUT_SECONDS * 1000 };
}
