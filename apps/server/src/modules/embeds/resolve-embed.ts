import { isAllowedEmbedSource } from '@roadmark/domain/rich-text/rich-text-allow-list';
import type { FastifyBaseLogger } from 'fastify';
import type { OembedConfig } from '../../platform/config/oembed-config.ts';
import { type EmbedProvider, findEmbedProvider } from './embed-providers.ts';
import { ExpiringCache } from './expiring-cache.ts';
import { fetchOembed, type OembedLookup } from './fetch-oembed.ts';
import type { OembedAnswer } from './oembed-answer.ts';

/** What GET /api/embeds/oembed answers: enough for the editor to insert the provider's player. */
export interface EmbedView {
  providerName: string;
  /** The oEmbed type: `video`, `rich` (Spotify, Instagram) or `photo` (Flickr). */
  type: string;
  title: string | null;
  /** The player's iframe source: https, on one of the rich-text embed hosts. */
  embedUrl: string;
  width: number | null;
  height: number | null;
  thumbnailUrl: string | null;
}

const MAX_PAGE_URL_LENGTH = 2048;
const CACHED_PAGES = 1000;
const MINUTE = 60_000;
/** How long each outcome is remembered: a provider that failed is asked again soon. */
const KEEP_FOR_MS: Record<OembedLookup['outcome'], number> = {
  answered: 60 * MINUTE,
  refused: 10 * MINUTE,
  failed: MINUTE / 2,
};

function httpsOrNull(url: string | undefined): string | null {
  return url && /^https:\/\//i.test(url) && URL.canParse(url) ? url : null;
}

function embedView(provider: EmbedProvider, answer: OembedAnswer, page: URL): EmbedView | null {
  const embedUrl = provider.playerUrl(answer, page);
  if (!embedUrl || !isAllowedEmbedSource(embedUrl)) return null;
  if (!provider.playerHosts.includes(new URL(embedUrl).hostname)) return null;
  return {
    providerName: provider.displayName,
    type: answer.type,
    title: answer.title?.trim() || null,
    embedUrl,
    width: answer.width,
    height: answer.height,
    thumbnailUrl: httpsOrNull(answer.thumbnail_url),
  };
}

function parsePage(text: string): URL | null {
  const trimmed = text.trim();
  if (trimmed.length > MAX_PAGE_URL_LENGTH || !URL.canParse(trimmed)) return null;
  return new URL(trimmed);
}

/**
 * Finds the player for a page of a known video or photo provider (spec 1 §7.3) through the provider's oEmbed
 * endpoint, remembering answers for a while. A page no provider knows, or whose provider fails, has no embed (null),
 * so nothing is embedded and nothing is shown (spec 1 §8).
 */
export function createEmbedResolver(config: OembedConfig) {
  const cache = new ExpiringCache<EmbedView | null>(CACHED_PAGES);

  return function resolveEmbed(pageText: string, log: FastifyBaseLogger): Promise<EmbedView | null> {
    const page = parsePage(pageText);
    const provider = page && findEmbedProvider(page);
    if (!page || !provider) return Promise.resolve(null);
    const accessToken = provider.name === 'instagram' ? config.instagramAccessToken : undefined;
    if (provider.name === 'instagram' && !accessToken) return Promise.resolve(null);
    return cache.get(page.href, async () => {
      const lookup = await fetchOembed({
        endpoint: config.endpoints[provider.name] ?? provider.endpoint,
        params: { ...provider.params, url: page.href, ...(accessToken ? { access_token: accessToken } : {}) },
        timeoutMs: config.timeoutMs,
        log,
      });
      const value = lookup.outcome === 'answered' ? embedView(provider, lookup.answer, page) : null;
      return { value, keepForMs: KEEP_FOR_MS[lookup.outcome] };
    });
  };
}

export type EmbedResolver = ReturnType<typeof createEmbedResolver>;
