import type { FastifyBaseLogger } from 'fastify';
import { type OembedAnswer, oembedAnswerSchema } from './oembed-answer.ts';

/** oEmbed answers are a few kilobytes; anything far larger is not one and is not read to the end. */
export const MAX_OEMBED_ANSWER_BYTES = 100 * 1024;

export type OembedLookup =
  | { outcome: 'answered'; answer: OembedAnswer }
  /** The provider answered that it has nothing to embed for the page (not found, private, not embeddable). */
  | { outcome: 'refused' }
  /** The provider could not be reached, was too slow, or answered something that is not an oEmbed answer. */
  | { outcome: 'failed' };

class AnswerTooLarge extends Error {}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) throw new AnswerTooLarge();
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of response.body) {
    total += chunk.byteLength;
    if (total > maxBytes) throw new AnswerTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Asks one oEmbed endpoint about one page. The endpoint comes from Roadmark's own provider table (or its
 * configuration), never from the request, and redirects are not followed, so a page URL cannot make the server
 * call anywhere else. Never throws: whatever goes wrong is a lookup that failed.
 */
export async function fetchOembed({
  endpoint,
  params,
  timeoutMs,
  log,
}: {
  endpoint: string;
  params: Record<string, string>;
  timeoutMs: number;
  log: FastifyBaseLogger;
}): Promise<OembedLookup> {
  const url = new URL(endpoint);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status >= 400 && response.status < 500 && response.status !== 429) {
      await response.body?.cancel();
      return { outcome: 'refused' };
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      log.warn({ endpoint, status: response.status }, 'oEmbed provider answered with an error');
      return { outcome: 'failed' };
    }
    const answer = oembedAnswerSchema.safeParse(JSON.parse(await readCapped(response, MAX_OEMBED_ANSWER_BYTES)));
    if (!answer.success) {
      log.warn({ endpoint }, 'oEmbed provider answered something that is not an oEmbed answer');
      return { outcome: 'failed' };
    }
    return { outcome: 'answered', answer: answer.data };
  } catch (error) {
    log.warn({ endpoint, err: error }, 'oEmbed provider could not be reached');
    return { outcome: 'failed' };
  }
}
