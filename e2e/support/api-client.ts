import http from 'node:http';

export interface ApiAnswer {
  status: number;
  contentType: string;
  body: unknown;
}

/**
 * Calls the Roadmark API as an integration's script would: plain HTTP with the x-api-key header, from a chosen
 * loopback address (127.0.0.2 is another machine as far as the allow-list can tell).
 */
export function callApi(
  baseUrl: string,
  options: { method?: string; path: string; apiKey: string; from?: string; body?: unknown },
): Promise<ApiAnswer> {
  const url = new URL(options.path, baseUrl);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? 'GET',
        localAddress: options.from ?? '127.0.0.1',
        headers: {
          'x-api-key': options.apiKey,
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const contentType = String(response.headers['content-type'] ?? '');
          resolve({ status: response.statusCode ?? 0, contentType, body: text ? JSON.parse(text) : null });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
