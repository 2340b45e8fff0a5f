import { z } from 'zod';
import { type OutboundPolicy, outboundPolicy, parseOutboundAllowlist } from './outbound-policy.ts';

const allowlistSchema = z.string().transform((text, ctx) => {
  const { allowlist, invalid } = parseOutboundAllowlist(text);
  for (const entry of invalid) {
    ctx.addIssue({ code: 'custom', message: `"${entry}" is not a host name, IP address or CIDR range` });
  }
  return invalid.length > 0 ? z.NEVER : allowlist;
});

/** The environment variables of outbound requests to user-typed URLs, merged into the app's config schema. */
export const outboundEnv = {
  OUTBOUND_ALLOWLIST: allowlistSchema.optional(),
};

type OutboundEnv = z.infer<z.ZodObject<typeof outboundEnv>>;

export function outboundConfig(env: OutboundEnv): OutboundPolicy {
  return outboundPolicy(env.OUTBOUND_ALLOWLIST ?? { hosts: [], ranges: [] });
}
