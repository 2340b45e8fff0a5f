import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { EMBED_PROVIDER_NAMES, type EmbedProviderName } from '@roadmark/domain/rich-text/rich-text-allow-list';

export interface ProviderReply {
  status?: number;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is, instead of `body`. */
  raw?: string;
  /** Waits this long before answering. */
  delayMs?: number;
  /** Drops the connection instead of answering, as a provider that is down. */
  hangUp?: boolean;
}

export interface ProviderRequest {
  provider: string;
  params: URLSearchParams;
}

/**
 * A real HTTP server on loopback standing in for every oEmbed provider at `/{provider}`: it answers each page URL
 * (the `url` parameter) as told with `answer`, and 404 for any other, and records every request it gets.
 */
export async function startOembedProvider() {
  const replies = new Map<string, ProviderReply>();
  const requests: ProviderRequest[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://provider.test');
    const provider = url.pathname.slice(1);
    requests.push({ provider, params: url.searchParams });
    const reply = replies.get(url.searchParams.get('url') ?? '') ?? { status: 404, raw: 'Not Found' };
    if (reply.hangUp) {
      request.socket.destroy();
      return;
    }
    setTimeout(() => {
      if (response.destroyed) return;
      response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      response.end(reply.raw ?? JSON.stringify(reply.body));
    }, reply.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** The value for OEMBED_ENDPOINTS sending every provider here. */
    endpoints: Object.fromEntries(EMBED_PROVIDER_NAMES.map((name) => [name, `${origin}/${name}`])) as Record<
      EmbedProviderName,
      string
    >,
    requests,
    answer(pageUrl: string, reply: ProviderReply) {
      replies.set(pageUrl, reply);
    },
    requestsFor(pageUrl: string) {
      return requests.filter((request) => request.params.get('url') === pageUrl);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
