import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../test/factories.ts';
import { buildIntegrationsTenant } from '../../../test/integrations-harness.ts';
import { useTestApp } from '../../../test/test-app.ts';

const FOREIGN_ORIGIN = 'https://evil.example';
const PREFLIGHT = {
  origin: FOREIGN_ORIGIN,
  'access-control-request-method': 'POST',
  'access-control-request-headers': 'content-type, x-roadmark-csrf, x-api-key',
};
const VIEWER_QUERY = JSON.stringify({ query: '{ viewer { id } }' });

function corsHeadersOf(headers: Record<string, unknown>): string[] {
  return Object.keys(headers).filter((name) => name.toLowerCase().startsWith('access-control-'));
}

describe('cross-origin requests', () => {
  const ctx = useTestApp();
  let staff: BuiltUser;
  let apiKey: string;
  beforeAll(async () => {
    staff = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, roleGroup: RoleGroupName.Staff });
    apiKey = (await (await buildIntegrationsTenant(ctx.app, ctx.db)).createClient()).apiSecret;
  });

  const send = (request: InjectOptions) => ctx.app.inject(request);

  it.each([
    ['a preflight of /graphql', () => ({ method: 'OPTIONS', url: '/graphql', headers: PREFLIGHT })],
    ['a preflight of the REST API', () => ({ method: 'OPTIONS', url: '/api/rest/v1.0/people', headers: PREFLIGHT })],
    ['a preflight of sign-in', () => ({ method: 'OPTIONS', url: '/api/account/login', headers: PREFLIGHT })],
    [
      'a signed-in GraphQL POST',
      () => ({
        method: 'POST',
        url: '/graphql',
        headers: {
          origin: FOREIGN_ORIGIN,
          cookie: staff.cookie,
          'content-type': 'application/json',
          'x-roadmark-csrf': '1',
        },
        payload: VIEWER_QUERY,
      }),
    ],
    [
      'a GraphQL POST with an API key',
      () => ({
        method: 'POST',
        url: '/graphql',
        headers: { origin: FOREIGN_ORIGIN, 'x-api-key': apiKey, 'content-type': 'application/json' },
        payload: VIEWER_QUERY,
      }),
    ],
    [
      'a REST GET with an API key',
      () => ({
        method: 'GET',
        url: '/api/rest/v1.0/teams',
        headers: { origin: FOREIGN_ORIGIN, 'x-api-key': apiKey },
      }),
    ],
  ] as const)('grants no cross-origin access to %s from a foreign Origin', async (_label, request) => {
    const response = await send(request() as InjectOptions);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(corsHeadersOf(response.headers)).toEqual([]);
  });

  it('still answers a GraphQL call with an API key from a server, which needs no CORS', async () => {
    const response = await send({
      method: 'POST',
      url: '/graphql',
      headers: { origin: FOREIGN_ORIGIN, 'x-api-key': apiKey, 'content-type': 'application/json' },
      payload: VIEWER_QUERY,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().errors).toBeUndefined();
  });
});
