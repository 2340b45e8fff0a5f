import { DrizzleQueryError } from 'drizzle-orm/errors';
import { stdSerializers } from 'pino';

type Fields = Record<string, unknown>;

/** An error as a log line carries it (the shape Fastify expects of its `err` serializer). */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

const SQL_STATE = /^[0-9A-Z]{5}$/;
const MAX_QUERY_LENGTH = 2000;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null;
}

/** PostgreSQL's own error (node-postgres and PGlite alike): a five-character SQL state and the server's fields. */
function isDatabaseError(error: Fields): boolean {
  return typeof error.code === 'string' && SQL_STATE.test(error.code) && ('severity' in error || 'routine' in error);
}

/** An error that carries a statement's bound values: Drizzle's wrapper, or PGlite's error with `params` attached. */
function isQueryError(error: Fields): boolean {
  return error instanceof DrizzleQueryError || ('query' in error && 'params' in error);
}

function causeChain(error: unknown): Fields[] {
  const chain: Fields[] = [];
  for (let current = error; isObject(current) && chain.length < 8 && !chain.includes(current); ) {
    chain.push(current);
    current = current.cause;
  }
  return chain;
}

function stackFrames(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

function databaseFields(error: Fields | undefined): Fields {
  if (!error) return {};
  const { code, severity, schema, table, column, dataType, constraint, routine } = error;
  return { sqlState: code, severity, schema, table, column, dataType, constraint, routine };
}

/**
 * A database error as it may be written to a log: its SQL state, where it happened (table, column, constraint) and
 * the statement with its placeholders, but never the statement's bound values nor the server's message and detail,
 * which quote them ("Key (email)=(…) already exists", "invalid input syntax … : "…"").
 */
function serializeDatabaseError(top: Fields, chain: Fields[]): LoggedError {
  const database = chain.find(isDatabaseError);
  const query = chain.find(isQueryError)?.query ?? database?.query;
  const details = Object.entries({
    ...databaseFields(database),
    query: typeof query === 'string' ? query.slice(0, MAX_QUERY_LENGTH) : undefined,
  }).filter(([, value]) => value !== undefined);
  return {
    type: top.constructor?.name ?? 'Error',
    message: database ? `database error (SQL state ${String(database.code)})` : 'database query failed',
    ...Object.fromEntries(details),
    stack: stackFrames(top.stack),
  };
}

/** The `err` serializer of every log line: pino's standard one, except for database errors. */
export function serializeLoggedError(error: Error): LoggedError {
  // Pino hands over whatever was logged under `err`, which need not be an error.
  if (!isObject(error)) return error as unknown as LoggedError;
  const chain = causeChain(error);
  if (chain.some((link) => isDatabaseError(link) || isQueryError(link))) return serializeDatabaseError(error, chain);
  return stdSerializers.err(error) as LoggedError;
}

/** An error's message as it may be stored where people read it (the outbox's attempt log): no bound values. */
export function safeErrorMessage(error: unknown): string {
  const chain = causeChain(error);
  if (chain.some((link) => isDatabaseError(link) || isQueryError(link))) {
    return serializeDatabaseError(chain[0]!, chain).message;
  }
  return error instanceof Error ? error.message : String(error);
}
