import type { Page, Response } from '@playwright/test';

export interface WireFile {
  url: string;
  type: string;
  contentType: string;
  encoding: string | undefined;
  /** Bytes on the wire: the body as sent (compressed, if it was) and the response headers. */
  bytes: number;
  /** The body's length once decoded. */
  decodedBytes: number;
}

/**
 * Records every response a page receives, with the bytes it took on the wire, as the browser counted them. Start it
 * before the page's first request; `settled()` waits until the network has been quiet, then gives what arrived.
 */
export function recordWire(page: Page) {
  const pending: Promise<WireFile | null>[] = [];
  const onResponse = (response: Response) => pending.push(wireFile(response));
  page.on('response', onResponse);
  return {
    async settled(): Promise<WireFile[]> {
      await page.waitForLoadState('networkidle');
      page.off('response', onResponse);
      return (await Promise.all(pending)).filter((file): file is WireFile => file !== null);
    },
  };
}

async function wireFile(response: Response): Promise<WireFile | null> {
  try {
    const [sizes, body] = await Promise.all([response.request().sizes(), response.body()]);
    return {
      url: new URL(response.url()).pathname,
      type: response.request().resourceType(),
      contentType: response.headers()['content-type'] ?? '',
      encoding: response.headers()['content-encoding'],
      bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      decodedBytes: body.length,
    };
  } catch {
    // A redirect or an answer the page moved away from has no body to measure.
    return null;
  }
}

export const kilobytes = (bytes: number) => Math.round(bytes / 1024);

export function scriptBytes(files: WireFile[]) {
  const scripts = files.filter((file) => file.type === 'script');
  return {
    files: scripts.length,
    bytes: scripts.reduce((sum, file) => sum + file.bytes, 0),
    decodedBytes: scripts.reduce((sum, file) => sum + file.decodedBytes, 0),
  };
}
