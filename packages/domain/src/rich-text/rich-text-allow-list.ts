/**
 * What stored rich text (Tiptap HTML) may contain. The server sanitises with it before storing (sanitize-html) and
 * the web app again before showing (DOMPurify), so both sides keep the same formatting, links, images and embeds.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'mark',
  'sub',
  'sup',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'div',
  'iframe',
] as const;

/** Attributes allowed per tag; `*` applies to every tag. Styles are narrowed further to text alignment. */
export const RICH_TEXT_ATTRIBUTES = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  div: ['data-youtube-video', 'data-embed'],
  iframe: [
    'src',
    'width',
    'height',
    'allow',
    'allowfullscreen',
    'frameborder',
    'title',
    'loading',
    // Players such as YouTube's refuse to play without knowing the embedding site; the app's own policy sends none.
    'referrerpolicy',
  ],
  ol: ['start'],
  '*': ['style'],
} as const satisfies Record<string, readonly string[]>;

/** The only style kept: `text-align` with one of these values. */
export const RICH_TEXT_TEXT_ALIGN = /^(left|right|center|justify)$/;

/** The video and photo providers whose media can be embedded (docs/product/content.md#embedded-media). */
export const EMBED_PROVIDER_NAMES = ['dailymotion', 'flickr', 'instagram', 'spotify', 'vimeo', 'youtube'] as const;
export type EmbedProviderName = (typeof EMBED_PROVIDER_NAMES)[number];

/** Where an embedded player may come from: the iframe hosts of the providers above (and Apple Music's player). */
export const EMBED_HOSTS = [
  'www.youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'www.dailymotion.com',
  'geo.dailymotion.com',
  'open.spotify.com',
  'embedr.flickr.com',
  'www.instagram.com',
  'embed.music.apple.com',
] as const;

/** Whether `src` may be an iframe's source: https on one of the embed hosts, with no credentials or port. */
export function isAllowedEmbedSource(src: string): boolean {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    !url.port &&
    (EMBED_HOSTS as readonly string[]).includes(url.hostname)
  );
}
