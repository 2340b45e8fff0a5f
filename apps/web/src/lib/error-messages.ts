import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { i18n } from '../app/i18n';
import { ApiProblemError } from './api-post';

/** One user-facing message with the details the full error view may expand. */
export interface ErrorMessage {
  message: string;
  code?: string;
  path?: string;
  field?: string;
  location?: string;
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

interface GraphQLErrorLike {
  message: string;
  path?: ReadonlyArray<string | number>;
  locations?: ReadonlyArray<{ line: number; column: number }>;
  extensions?: Record<string, unknown>;
}

interface FieldErrorLike {
  field?: string;
  message?: string;
  messageKey?: string;
}

const defaultTranslate: Translate = (key, options) => i18n.t(key, options);

const INVALID_QUERY_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED']);

/** Turns anything a call can fail with (Apollo errors, Error, string, problem details) into display messages. */
export function errorMessages(errors: readonly unknown[], t: Translate = defaultTranslate): ErrorMessage[] {
  return errors.flatMap((error) => normalise(error, t));
}

function normalise(error: unknown, t: Translate): ErrorMessage[] {
  if (error === null || error === undefined || error === false || error === '') return [];
  if (typeof error === 'string') return [{ message: error }];
  if (Array.isArray(error)) return errorMessages(error, t);
  if (CombinedGraphQLErrors.is(error) || CombinedProtocolErrors.is(error)) {
    return error.errors.flatMap((e) => fromGraphQLError(e, t));
  }
  if (ServerError.is(error)) return fromServerBody(error.bodyText, error.statusCode, t);
  if (ServerParseError.is(error) || isNetworkFailure(error)) return [{ message: t('common:errors.network') }];
  if (isApolloErrorLike(error)) {
    return [...normalise(error.graphQLErrors, t), ...normalise(error.networkError, t)];
  }
  if (error instanceof ApiProblemError) return fromProblem(error.problem, t);
  if (isProblemDetails(error)) return fromProblem(error, t);
  if (error instanceof Error && !('extensions' in error)) {
    return [{ message: error.message || t('domain:errors.internal') }];
  }
  if (isGraphQLErrorLike(error)) return fromGraphQLError(error, t);
  return [{ message: t('domain:errors.internal') }];
}

function fromGraphQLError(error: GraphQLErrorLike, t: Translate): ErrorMessage[] {
  const extensions = error.extensions ?? {};
  const code = typeof extensions.code === 'string' ? extensions.code : undefined;
  const details = {
    ...(code ? { code } : {}),
    ...(error.path?.length ? { path: error.path.join('.') } : {}),
    ...(error.locations?.length ? { location: formatLocations(error.locations) } : {}),
  };
  const fields = Array.isArray(extensions.fields) ? (extensions.fields as FieldErrorLike[]) : [];
  if (fields.length > 0) return fields.map((f) => ({ ...details, ...fromFieldError(f, t) }));
  if (code && INVALID_QUERY_CODES.has(code)) return [{ ...details, message: t('common:errors.invalidQuery') }];
  const message = translated(extensions.messageKey, extensions.params, t) ?? error.message;
  return [{ ...details, message: message || t('common:errors.executionFailed') }];
}

function fromProblem(problem: ProblemDetailsLike, t: Translate): ErrorMessage[] {
  const code = problem.code ?? (problem.status ? String(problem.status) : undefined);
  const details = code ? { code } : {};
  if (problem.errors?.length) return problem.errors.map((f) => ({ ...details, ...fromFieldError(f, t) }));
  const message = translated(problem.messageKey, problem.params, t) ?? problem.detail ?? problem.title;
  return [{ ...details, message: message ?? t('domain:errors.internal') }];
}

function fromFieldError(error: FieldErrorLike, t: Translate): ErrorMessage {
  const message = translated(error.messageKey, undefined, t) ?? error.message ?? t('domain:validation.invalidInput');
  return error.field ? { message, field: error.field } : { message };
}

function fromServerBody(bodyText: string, statusCode: number, t: Translate): ErrorMessage[] {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (body && typeof body === 'object' && Array.isArray((body as { errors?: unknown }).errors)) {
      const errors = (body as { errors: unknown[] }).errors.filter(isGraphQLErrorLike);
      if (errors.length > 0) return errors.flatMap((e) => fromGraphQLError(e, t));
    }
    if (isProblemDetails(body)) return fromProblem(body, t);
  } catch {
    // Not JSON: fall through to the status code.
  }
  return [{ message: t('domain:errors.internal'), code: String(statusCode) }];
}

/**
 * Domain messages use `{name}` placeholders, which i18next (expecting `{{name}}`) leaves alone. A translation
 * left with a placeholder it has no value for (such as the server-composed password rules) gives way to the
 * server's own text.
 */
function translated(key: unknown, params: unknown, t: Translate): string | undefined {
  if (typeof key !== 'string' || key === '') return undefined;
  const values = params && typeof params === 'object' ? (params as Record<string, unknown>) : {};
  const namespacedKey = `domain:${key}`;
  const text = t(namespacedKey, values);
  if (text === namespacedKey || text === key) return undefined;
  const filled = text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
  return /\{\w+\}/.test(filled) ? undefined : filled;
}

function formatLocations(locations: ReadonlyArray<{ line: number; column: number }>): string {
  return locations.map((l) => `${l.line}:${l.column}`).join(', ');
}

interface ProblemDetailsLike {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  code?: string;
  messageKey?: string;
  params?: Record<string, unknown>;
  errors?: FieldErrorLike[];
}

function isProblemDetails(value: unknown): value is ProblemDetailsLike {
  if (!value || typeof value !== 'object' || value instanceof Error) return false;
  const v = value as Record<string, unknown>;
  return typeof v.status === 'number' && (typeof v.title === 'string' || typeof v.detail === 'string');
}

function isGraphQLErrorLike(value: unknown): value is GraphQLErrorLike {
  return !!value && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string';
}

function isApolloErrorLike(value: unknown): value is { graphQLErrors?: unknown; networkError?: unknown } {
  return !!value && typeof value === 'object' && ('graphQLErrors' in value || 'networkError' in value);
}

/** fetch rejects with a TypeError whose text differs per browser when the network is down. */
function isNetworkFailure(value: unknown): boolean {
  if (!(value instanceof Error)) return false;
  if (value.name === 'NetworkError') return true;
  return value instanceof TypeError && /fetch|network|load failed/i.test(value.message);
}
