import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

/** Every REST error leaves as RFC 9457 problem details; GraphQL requests keep the GraphQL error shape. */
export function registerErrorHandler(app: FastifyInstance, problemTypeBaseUrl: string): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const appError = toAppError(error);
    if (appError.code === 'INTERNAL') request.log.error({ err: error }, 'request failed');
    if (request.url.startsWith('/graphql')) {
      return reply
        .status(appError.status)
        .type('application/graphql-response+json; charset=utf-8')
        .send({ errors: [{ message: appError.message, extensions: appError.toExtensions() }] });
    }
    return reply
      .status(appError.status)
      .type('application/problem+json; charset=utf-8')
      .send(appError.toProblem(problemTypeBaseUrl));
  });
}

function toAppError(error: FastifyError | AppError): AppError {
  if (error instanceof AppError) return error;
  if (error.statusCode === 429) return new AppError('RATE_LIMITED', 'errors.rateLimited');
  if (error.statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE', 'errors.requestTooLarge');
  if (error.validation || (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)) {
    return new AppError('BAD_USER_INPUT', 'validation.invalidInput');
  }
  return new AppError('INTERNAL', 'errors.internal');
}
