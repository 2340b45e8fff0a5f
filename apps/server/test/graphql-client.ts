import type { TestApp } from './test-app.ts';

export interface GqlResponse<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors: Array<{ message: string; extensions: Record<string, unknown> & { code?: string } }> | undefined;
  /** The answer's own extensions (such as listsAtCap), when it has any. */
  extensions?: Record<string, unknown>;
}

/** Sends one GraphQL operation through the real HTTP stack, as the web app does (CSRF header included). */
export async function gql<T = Record<string, unknown>>(
  app: TestApp,
  query: string,
  options: {
    variables?: Record<string, unknown>;
    cookie?: string;
    headers?: Record<string, string>;
    /** The caller's address, for the per-address limits (the default is the test client's). */
    remoteAddress?: string;
  } = {},
): Promise<GqlResponse<T>> {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    headers: {
      'content-type': 'application/json',
      'x-roadmark-csrf': '1',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    payload: { query, variables: options.variables ?? {} },
  });
  const body = response.json();
  return {
    status: response.statusCode,
    data: body.data ?? null,
    errors: body.errors,
    ...(body.extensions ? { extensions: body.extensions } : {}),
  };
}

export function errorCode(response: GqlResponse): string | undefined {
  return response.errors?.[0]?.extensions.code;
}
