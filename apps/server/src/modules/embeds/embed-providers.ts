import type { EmbedProviderName } from '@roadmark/domain/rich-text/rich-text-allow-list';
import type { OembedAnswer } from './oembed-answer.ts';

/**
 * One video or photo provider (docs/product/content.md#embedded-media): which pages are its own, and how its oEmbed
 * answer becomes a player.
 */
export interface EmbedProvider {
  name: EmbedProviderName;
  displayName: string;
  /** The provider's official oEmbed endpoint; the only address ever called for its pages. */
  endpoint: string;
  /** Query parameters the endpoint needs besides `url`. */
  params: Record<string, string>;
  /** Hosts its player iframe may come from (each one of the rich-text embed hosts). */
  playerHosts: readonly string[];
  /** Whether `page` is one of the provider's media pages. */
  matches: (page: URL) => boolean;
  /** The player's iframe source, from the answer (or the page, where the answer has only a script embed). */
  playerUrl: (answer: OembedAnswer, page: URL) => string | null;
}

const hostIn = (page: URL, hosts: readonly string[]) => hosts.includes(page.hostname.toLowerCase());

/** The `src` of the first iframe in the answer's html, as most video providers embed. */
function iframeSource(answer: OembedAnswer): string | null {
  const match = /<iframe\b[^>]*?\ssrc\s*=\s*(["'])(.*?)\1/is.exec(answer.html ?? '');
  return match?.[2] ? match[2].replaceAll('&amp;', '&') : null;
}

const YOUTUBE_PATH = /^\/(?:shorts|embed|live|v)\/[\w-]{6,}\/?$/;
const VIMEO_PATH =
  /^\/(?:(?:channels\/[\w-]+|groups\/[\w-]+\/videos|album\/\d+\/video|ondemand\/[\w-]+)\/)?\d+(?:\/[\da-f]+)?\/?$/;
const SPOTIFY_PATH = /^\/(?:intl-[\w-]+\/)?(?:track|album|playlist|episode|show|artist|audiobook)\/\w+\/?$/;
const FLICKR_PHOTO = /flickr\.com\/photos\/[^/"'\s]+\/(\d+)/;
const INSTAGRAM_POST = /^\/(?:[\w.]+\/)?(?:p|reel|tv)\/([\w-]+)\/?$/;

export const EMBED_PROVIDERS: readonly EmbedProvider[] = [
  {
    name: 'youtube',
    displayName: 'YouTube',
    endpoint: 'https://www.youtube.com/oembed',
    params: { format: 'json' },
    playerHosts: ['www.youtube.com', 'www.youtube-nocookie.com'],
    matches: (page) =>
      (hostIn(page, ['youtube.com', 'www.youtube.com', 'm.youtube.com']) &&
        ((page.pathname === '/watch' && !!page.searchParams.get('v')) || YOUTUBE_PATH.test(page.pathname))) ||
      (hostIn(page, ['youtu.be']) && /^\/[\w-]{6,}\/?$/.test(page.pathname)),
    playerUrl: iframeSource,
  },
  {
    name: 'vimeo',
    displayName: 'Vimeo',
    endpoint: 'https://vimeo.com/api/oembed.json',
    params: {},
    playerHosts: ['player.vimeo.com'],
    matches: (page) =>
      (hostIn(page, ['vimeo.com', 'www.vimeo.com']) && VIMEO_PATH.test(page.pathname)) ||
      (hostIn(page, ['player.vimeo.com']) && /^\/video\/\d+\/?$/.test(page.pathname)),
    playerUrl: iframeSource,
  },
  {
    name: 'dailymotion',
    displayName: 'Dailymotion',
    endpoint: 'https://www.dailymotion.com/services/oembed',
    params: { format: 'json' },
    playerHosts: ['www.dailymotion.com', 'geo.dailymotion.com'],
    matches: (page) =>
      (hostIn(page, ['dailymotion.com', 'www.dailymotion.com']) && /^\/video\/\w+\/?$/.test(page.pathname)) ||
      (hostIn(page, ['dai.ly']) && /^\/\w+\/?$/.test(page.pathname)),
    playerUrl: iframeSource,
  },
  {
    name: 'spotify',
    displayName: 'Spotify',
    endpoint: 'https://open.spotify.com/oembed',
    params: {},
    playerHosts: ['open.spotify.com'],
    matches: (page) => hostIn(page, ['open.spotify.com']) && SPOTIFY_PATH.test(page.pathname),
    playerUrl: iframeSource,
  },
  {
    name: 'flickr',
    displayName: 'Flickr',
    endpoint: 'https://www.flickr.com/services/oembed/',
    params: { format: 'json' },
    playerHosts: ['embedr.flickr.com'],
    matches: (page) =>
      (hostIn(page, ['flickr.com', 'www.flickr.com']) && /^\/photos\/[^/]+\/\d+/.test(page.pathname)) ||
      (hostIn(page, ['flic.kr']) && /^\/p\/\w+\/?$/.test(page.pathname)),
    // Flickr answers a photo with a link and a script that swaps in its player; the player is that photo's page
    // on embedr (found from the link, since a flic.kr short link does not carry the photo's number).
    playerUrl: (answer) => {
      const photo = FLICKR_PHOTO.exec(answer.web_page ?? '') ?? FLICKR_PHOTO.exec(answer.html ?? '');
      return photo ? `https://embedr.flickr.com/photos/${photo[1]}` : null;
    },
  },
  {
    name: 'instagram',
    displayName: 'Instagram',
    endpoint: 'https://graph.facebook.com/v23.0/instagram_oembed',
    params: { omitscript: 'true' },
    playerHosts: ['www.instagram.com'],
    matches: (page) => hostIn(page, ['instagram.com', 'www.instagram.com']) && INSTAGRAM_POST.test(page.pathname),
    // Instagram answers with a quote and a script that swaps in its player; the player is the post's embed page.
    playerUrl: (_answer, page) => {
      const post = INSTAGRAM_POST.exec(page.pathname);
      return post ? `https://www.instagram.com/p/${post[1]}/embed` : null;
    },
  },
];

/** The provider whose media page `page` is, if any. */
export function findEmbedProvider(page: URL): EmbedProvider | undefined {
  if (page.protocol !== 'https:' && page.protocol !== 'http:') return undefined;
  return EMBED_PROVIDERS.find((provider) => provider.matches(page));
}
