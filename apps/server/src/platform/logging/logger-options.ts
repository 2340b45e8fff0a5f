import type { FastifyLoggerOptions, FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';
import { redactUrl } from './redact-url.ts';
import { serializeLoggedError } from './serialize-error.ts';

/** What a request log line says about the request: Fastify's usual fields, with the URL's codes and tokens hidden. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url ?? ''),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The server's logger: credentials in headers are redacted, request URLs lose their single-use codes, and errors
 * from the database are logged by SQL state without the values they were given. `destination` lets a test read
 * what would have been written.
 */
export function loggerOptions(level: string, destination?: DestinationStream): FastifyLoggerOptions & LoggerOptions {
  return {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-api-key"]'],
    serializers: { req: serializeRequest, err: serializeLoggedError },
    ...(destination ? { stream: destination } : {}),
  };
}
