import { translateMessage } from '@roadmark/domain/messages';
import { GraphQLError } from 'graphql';
import { AppError } from '../errors.ts';

/** Turns any error raised while executing into a GraphQLError with our closed set of codes; the rest is masked. */
export function maskError(error: unknown, log: (error: unknown) => void): Error {
  const original = error instanceof GraphQLError && error.originalError ? error.originalError : error;
  if (original instanceof AppError) {
    const path = error instanceof GraphQLError ? error.path : undefined;
    return new GraphQLError(original.message, { path, extensions: original.toExtensions() });
  }
  if (error instanceof GraphQLError && !error.originalError) {
    return error;
  }
  log(original);
  const path = error instanceof GraphQLError ? error.path : undefined;
  return new GraphQLError(translateMessage('errors.internal'), {
    path,
    extensions: { code: 'INTERNAL', messageKey: 'errors.internal' },
  });
}

const LIMIT_PATTERNS = [/depth/i, /cost/i, /aliases/i, /directives/i, /token/i];

/** Validation failures get a code too: limits exceeded are QUERY_TOO_COMPLEX, the rest GRAPHQL_VALIDATION_FAILED. */
export function codeValidationError(error: Error): Error {
  if (!(error instanceof GraphQLError) || error.extensions.code) return error;
  const tooComplex = LIMIT_PATTERNS.some((pattern) => pattern.test(error.message));
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    extensions: {
      ...error.extensions,
      code: tooComplex ? 'QUERY_TOO_COMPLEX' : 'GRAPHQL_VALIDATION_FAILED',
      ...(tooComplex ? { messageKey: 'errors.queryTooComplex' } : {}),
    },
  });
}
