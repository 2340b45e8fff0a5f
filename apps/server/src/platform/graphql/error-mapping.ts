import { translateMessage } from '@roadmark/domain/messages';
import { GraphQLError } from 'graphql';
import { AppError } from '../errors.ts';
import { withRefusedField } from './refused-variable-field.ts';

interface GraphQLErrorLike extends Error {
  message: string;
  path?: ReadonlyArray<string | number>;
  originalError?: unknown;
  extensions?: Record<string, unknown>;
}

// Duck-typed rather than instanceof: graphql can be loaded twice (its CJS and ESM builds), which breaks instanceof.
function isGraphQLErrorLike(error: unknown): error is GraphQLErrorLike {
  return error instanceof Error && 'extensions' in error && 'locations' in error;
}

/**
 * The AppError behind an error, however deep: graphql wraps what a scalar throws (a malformed id) once or twice, with
 * messages that repeat the caller's value; the AppError's own message and code are what the caller should see.
 */
function appErrorIn(error: unknown): AppError | undefined {
  let current = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if (current instanceof AppError) return current;
    current = isGraphQLErrorLike(current) ? current.originalError : undefined;
  }
  return undefined;
}

/** Turns any error raised while executing into a GraphQLError with our closed set of codes; the rest is masked. */
export function maskError(error: unknown, log: (error: unknown) => void): Error {
  const wrapper = isGraphQLErrorLike(error) ? error : undefined;
  const original = wrapper?.originalError ?? error;
  const found = appErrorIn(error);
  if (found) {
    const appError = wrapper ? withRefusedField(found, wrapper as unknown as GraphQLError) : found;
    return new GraphQLError(appError.message, { path: wrapper?.path, extensions: appError.toExtensions() });
  }
  // Parse-time rejections (token and cost limits) arrive here without a code.
  if (wrapper && !wrapper.originalError) return codeValidationError(error as Error);
  // A variable that does not fit its type (an enum value that does not exist) wraps graphql's own error.
  if (wrapper && !wrapper.path && isGraphQLErrorLike(original)) return codeValidationError(error as Error);
  log(original);
  return new GraphQLError(translateMessage('errors.internal'), {
    path: wrapper?.path,
    extensions: { code: 'INTERNAL', messageKey: 'errors.internal' },
  });
}

const LIMIT_PATTERNS = [/depth/i, /cost/i, /aliases/i, /directives/i, /token/i];

/** Validation failures get a code too: limits exceeded are QUERY_TOO_COMPLEX, the rest GRAPHQL_VALIDATION_FAILED. */
export function codeValidationError(error: Error): Error {
  if (!isGraphQLErrorLike(error) || error.extensions?.code) return error;
  const appError = appErrorIn(error);
  if (appError) {
    const { nodes } = error as unknown as GraphQLError;
    return new GraphQLError(appError.message, { nodes, extensions: appError.toExtensions() });
  }
  const tooComplex = LIMIT_PATTERNS.some((pattern) => pattern.test(error.message));
  const source = error as unknown as GraphQLError;
  return new GraphQLError(error.message, {
    nodes: source.nodes,
    source: source.source,
    positions: source.positions,
    extensions: {
      ...error.extensions,
      code: tooComplex ? 'QUERY_TOO_COMPLEX' : 'GRAPHQL_VALIDATION_FAILED',
      ...(tooComplex ? { messageKey: 'errors.queryTooComplex' } : {}),
    },
  });
}
