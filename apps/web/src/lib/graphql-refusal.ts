import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The parameters of the server's refusal named `messageKey` among a call's GraphQL errors, for a screen that answers
 * that refusal with something better than its message; null when the error is not that refusal.
 */
export function refusalParams(error: unknown, messageKey: string): Record<string, unknown> | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const refusal = error.errors.find((graphQLError) => graphQLError.extensions?.messageKey === messageKey);
  return refusal ? ((refusal.extensions?.params ?? {}) as Record<string, unknown>) : null;
}

/** A parameter that should be text, or '' when it is missing or not text. */
export function textParam(params: Record<string, unknown>, name: string): string {
  const value = params[name];
  return typeof value === 'string' ? value : '';
}
