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
 * The player for a video or photo page, through the server's oEmbed lookup. Rejects when there is
 * none, with the server's reason (the link was not recognised, or its provider did not answer) or the network
 * error, for the editor to tell the author; errorMessages() turns either into words.
 */
export function fetchEmbed(pageUrl: string): Promise<EmbedView> {
  return apiGet<EmbedView>(`/api/embeds/oembed?${new URLSearchParams({ url: pageUrl })}`);
}
