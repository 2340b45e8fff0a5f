import { apiGet } from '../../lib/api-post';

/** What GET /api/embeds/oembed answers for a page of a known video or photo provider. */
export interface EmbedView {
  providerName: string;
  type: string;
  title: string | null;
  embedUrl: string;
  width: number | null;
  height: number | null;
  thumbnailUrl: string | null;
}

/**
 * The player for a video or photo page, through the server's oEmbed lookup (spec 1 §7.3), or null when no provider
 * matches, the provider fails or the call itself fails: then nothing is embedded and nothing is shown (spec 1 §8).
 */
export async function fetchEmbed(pageUrl: string): Promise<EmbedView | null> {
  try {
    const embed = await apiGet<EmbedView | undefined>(`/api/embeds/oembed?${new URLSearchParams({ url: pageUrl })}`);
    return embed?.embedUrl ? embed : null;
  } catch {
    return null;
  }
}
