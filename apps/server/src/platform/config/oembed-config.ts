import { EMBED_PROVIDER_NAMES, type EmbedProviderName } from '@roadmark/domain/rich-text/rich-text-allow-list';
import { z } from 'zod';

const endpointOverridesSchema = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object of provider names and oEmbed endpoint URLs' });
      return z.NEVER;
    }
  })
  .pipe(
    z.partialRecord(
      z.enum(EMBED_PROVIDER_NAMES),
      z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// oEmbed endpoint' }),
    ),
  );

/**
 * The environment variables of embedded media (docs/product/content.md#embedded-media), merged into the app's config
 * schema.
 */
export const oembedEnv = {
  OEMBED_ENDPOINTS: endpointOverridesSchema.optional(),
  OEMBED_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(5000),
  INSTAGRAM_OEMBED_ACCESS_TOKEN: z.string().min(1).optional(),
};

type OembedEnv = z.infer<z.ZodObject<typeof oembedEnv>>;

export interface OembedConfig {
  /** Replacements for the providers' official oEmbed endpoints (a stand-in provider in tests, or a proxy). */
  endpoints: Partial<Record<EmbedProviderName, string>>;
  timeoutMs: number;
  /** Meta's oEmbed for Instagram needs an app access token; without one Instagram posts are not embedded. */
  instagramAccessToken: string | undefined;
}

export function oembedConfig(env: OembedEnv): OembedConfig {
  return {
    endpoints: env.OEMBED_ENDPOINTS ?? {},
    timeoutMs: env.OEMBED_TIMEOUT_MS,
    instagramAccessToken: env.INSTAGRAM_OEMBED_ACCESS_TOKEN,
  };
}
