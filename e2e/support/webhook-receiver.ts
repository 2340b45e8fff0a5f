import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * A real HTTP receiver on loopback for webhooks: keeps every request and answers with the status `answer` picks
 * (200 unless told otherwise).
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  let answer: (request: ReceivedWebhook, seenBefore: number) => number = () => 200;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: ReceivedWebhook = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, String(value)])),
        body: Buffer.concat(chunks).toString('utf8'),
      };
      const seenBefore = received.filter((r) => r.headers['webhook-id'] === request.headers['webhook-id']).length;
      received.push(request);
      res.statusCode = answer(request, seenBefore);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answerWith(choose: typeof answer) {
      answer = choose;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
