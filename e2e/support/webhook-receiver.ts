import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** A status to answer with, or 'hold' to keep the request waiting until `release` (a receiver that hangs). */
export type ReceiverAnswer = number | 'hold';

/**
 * A real HTTP receiver on loopback for webhooks: keeps every request and answers with the status `answer` picks
 * (200 unless told otherwise).
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const held: http.ServerResponse[] = [];
  let answer: (request: ReceivedWebhook, seenBefore: number) => ReceiverAnswer = () => 200;
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
      const status = answer(request, seenBefore);
      if (status === 'hold') return void held.push(res);
      res.statusCode = status;
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
    /** Answers every request being held with this status. */
    release(status: number) {
      for (const res of held.splice(0)) {
        res.statusCode = status;
        res.end();
      }
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
