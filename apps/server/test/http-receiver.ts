import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface HttpReceiver {
  /** http://host:port with no trailing slash. */
  url: string;
  port: number;
  requests: ReceivedRequest[];
  /** Decides each answer; the default answers 200 'ok'. Set it again to change the answer between calls. */
  respond: (request: ReceivedRequest, res: http.ServerResponse) => void;
  close: () => Promise<void>;
}

/**
 * A real HTTP server on loopback that keeps every request it receives: the receiving end of study result posts
 * and webhooks in tests.
 */
export async function startHttpReceiver(host = '127.0.0.1', port = 0): Promise<HttpReceiver> {
  const receiver = {
    requests: [] as ReceivedRequest[],
    respond: (_request: ReceivedRequest, res: http.ServerResponse) => void res.end('ok'),
  } as HttpReceiver;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      receiver.requests.push(request);
      receiver.respond(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  receiver.port = (server.address() as AddressInfo).port;
  receiver.url = `http://${host.includes(':') ? `[${host}]` : host}:${receiver.port}`;
  receiver.close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  };
  return receiver;
}
