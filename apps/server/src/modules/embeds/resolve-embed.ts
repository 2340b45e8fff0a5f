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

/**
 * The embed for a page, or why there is none: `notRecognised` when no provider knows the link or the provider says
 * it has nothing to embed there, `providerDidNotAnswer` when the provider could not be reached, was too slow or
 * answered something that is not oEmbed.
 */
export type EmbedLookupResult =
  | { embed: EmbedView }
  | { embed: null; reason: 'notRecognised' | 'providerDidNotAnswer' };

const NOT_RECOGNISED: EmbedLookupResult = { embed: null, reason: 'notRecognised' };
const NO_ANSWER: EmbedLookupResult = { embed: null, reason: 'providerDidNotAnswer' };

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
 * Finds the player for a page of a known video or photo provider through the provider's oEmbed endpoint,
 * remembering each outcome for a while. When there is none the editor tells the author why, while saved rich text
 * shows a reader nothing for such a link: the reason is the author's to act on, not the reader's.
 */
export function createEmbedResolver(config: OembedConfig) {
  const cache = new ExpiringCache<EmbedLookupResult>(CACHED_PAGES);

  return function resolveEmbed(pageText: string, log: FastifyBaseLogger): Promise<EmbedLookupResult> {
    const page = parsePage(pageText);
    const provider = page && findEmbedProvider(page);
    if (!page || !provider) return Promise.resolve(NOT_RECOGNISED);
    const accessToken = provider.name === 'instagram' ? config.instagramAccessToken : undefined;
    if (provider.name === 'instagram' && !accessToken) return Promise.resolve(NOT_RECOGNISED);
    return cache.get(page.href, async () => {
      const lookup = await fetchOembed({
        endpoint: config.endpoints[provider.name] ?? provider.endpoint,
        params: { ...provider.params, url: page.href, ...(accessToken ? { access_token: accessToken } : {}) },
        timeoutMs: config.timeoutMs,
        log,
      });
      return { value: lookupResult(provider, lookup, page), keepForMs: KEEP_FOR_MS[lookup.outcome] };
    });
  };
}

function lookupResult(provider: EmbedProvider, lookup: OembedLookup, page: URL): EmbedLookupResult {
  if (lookup.outcome === 'failed') return NO_ANSWER;
  if (lookup.outcome === 'refused') return NOT_RECOGNISED;
  const embed = embedView(provider, lookup.answer, page);
  return embed ? { embed } : NOT_RECOGNISED;
}

export type EmbedResolver = ReturnType<typeof createEmbedResolver>;
