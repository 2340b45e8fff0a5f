import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../test/factories.ts';
import { errorCode, type GqlResponse, gql } from '../../../test/graphql-client.ts';
import { buildIntegrationsTenant } from '../../../test/integrations-harness.ts';
import { useTestApp } from '../../../test/test-app.ts';

describe('GraphQL hardening in production', () => {
  const ctx = useTestApp({
    NODE_ENV: 'production',
    SECRETS_KEY: 'a-test-secrets-key-of-enough-length-0123456789',
    GRAPHQL_MAX_DEPTH: '2',
  });
  let admin: BuiltUser;
  beforeAll(async () => {
    admin = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, roleGroup: RoleGroupName.Staff });
  });

  it('refuses introspection', async () => {
    const response = await gql(ctx.app, '{ __schema { queryType { name } } }', { cookie: admin.cookie });
    expect(errorCode(response)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(response.data).toBeNull();
  });

  it('lets a caller with a valid API key read the schema (the playground), and refuses an invalid key', async () => {
    const { createClient } = await buildIntegrationsTenant(ctx.app, ctx.db);
    const { apiSecret } = await createClient();
    const introspect = '{ __schema { queryType { name } } }';
    const response = await gql(ctx.app, introspect, { headers: { 'x-api-key': apiSecret } });
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    expect((await gql(ctx.app, introspect, { headers: { 'x-api-key': `${apiSecret}x` } })).status).toBe(401);
  });

  it('gives no field suggestions for a misspelt field', async () => {
    const response = await gql(ctx.app, '{ questionTagz { id } }', { cookie: admin.cookie });
    expect(errorCode(response)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(response.errors![0]!.message).not.toMatch(/Did you mean/);
  });

  it('refuses a query deeper than the limit with QUERY_TOO_COMPLEX', async () => {
    const response = await gql(ctx.app, '{ viewer { subscription { id } } }', { cookie: admin.cookie });
    expect(errorCode(response)).toBe('QUERY_TOO_COMPLEX');
  });

  it('refuses a query whose estimated cost is over the limit with QUERY_TOO_COMPLEX', async () => {
    const response = await gql(ctx.app, '{ questionTags(first: 5000) { id name archived } }', { cookie: admin.cookie });
    expect(errorCode(response)).toBe('QUERY_TOO_COMPLEX');
    expect(response.errors![0]!.extensions.messageKey).toBe('errors.queryTooComplex');
  });

  it('refuses too many aliases with QUERY_TOO_COMPLEX', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: viewer { id }`).join(' ');
    const response = await gql(ctx.app, `{ ${aliases} }`, { cookie: admin.cookie });
    expect(errorCode(response)).toBe('QUERY_TOO_COMPLEX');
  });
});

describe('GraphQL outside production', () => {
  const ctx = useTestApp();
  it('answers introspection, which the development tools use', async () => {
    const response = await gql<{ __schema: { queryType: { name: string } } }>(
      ctx.app,
      '{ __schema { queryType { name } } }',
    );
    expect(response.data!.__schema.queryType.name).toBe('Query');
  });
});

describe('CSRF protection', () => {
  const ctx = useTestApp();
  let admin: BuiltUser;
  beforeAll(async () => {
    admin = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, roleGroup: RoleGroupName.Staff });
  });
  const tagNames = async () =>
    (
      await gql<{ questionTags: { name: string }[] }>(ctx.app, '{ questionTags { name } }', { cookie: admin.cookie })
    ).data!.questionTags.map((t) => t.name);

  it.each([
    ['a cross-site form POST without the CSRF header', { 'content-type': 'text/plain' }],
    ['a JSON POST without the CSRF header', { 'content-type': 'application/json' }],
    [
      'a POST from a foreign Origin, even with the header',
      { 'content-type': 'application/json', 'x-roadmark-csrf': '1', origin: 'https://evil.example' },
    ],
  ])('refuses %s with CSRF_REJECTED and changes nothing', async (_label, headers) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { cookie: admin.cookie, ...headers },
      payload: JSON.stringify({ query: 'mutation { createQuestionTag(model: { name: "Forged" }) { id } }' }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].extensions.code).toBe('CSRF_REJECTED');
    expect(await tagNames()).not.toContain('Forged');
  });

  it('does not let a request naming an API key use the session cookie', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { cookie: admin.cookie, 'x-api-key': 'anything', 'content-type': 'application/json' },
      payload: JSON.stringify({ query: 'mutation { createQuestionTag(model: { name: "Via key" }) { id } }' }),
    });
    expect(response.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await tagNames()).not.toContain('Via key');
  });

  it('refuses a GET query without the header', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/graphql?query={viewer{id}}',
      headers: { cookie: admin.cookie },
    });
    expect(response.json().errors[0].extensions.code).toBe('CSRF_REJECTED');
  });
});

describe('GraphQL rate limit per address', () => {
  const ctx = useTestApp({ GRAPHQL_FIELDS_PER_MINUTE: '5' });
  it('counts root fields and aliases, not HTTP requests', async () => {
    const four = await gql(ctx.app, '{ a: viewer { id } b: viewer { id } c: viewer { id } d: viewer { id } }');
    expect(four.errors).toBeUndefined();
    const two = await gql(ctx.app, '{ a: viewer { id } b: viewer { id } }');
    expect(errorCode(two)).toBe('RATE_LIMITED');
    expect(two.errors![0]!.message).toBe('Too many attempts. Please wait a minute and try again.');
  });

  // Each case spends its own address's budget, so the cases do not share a window.
  const fromAddress = async (remoteAddress: string, query: string) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress,
        headers: { 'content-type': 'application/json', 'x-roadmark-csrf': '1' },
        payload: { query },
      })
    ).json() as GqlResponse;

  it.each([
    [
      'a named fragment',
      '10.0.0.1',
      'query { ...F } fragment F on Query { a: viewer { id } b: viewer { id } c: viewer { id } }',
    ],
    [
      'fragments spread inside fragments and inline fragments',
      '10.0.0.2',
      'query { ...F } fragment F on Query { a: viewer { id } ...G } ' +
        'fragment G on Query { ... on Query { b: viewer { id } c: viewer { id } } }',
    ],
  ])('counts root fields reached through %s', async (_label, address, query) => {
    const first = await fromAddress(address, query);
    expect(first.errors).toBeUndefined();
    expect(Object.keys(first.data!)).toEqual(['a', 'b', 'c']);
    expect(errorCode(await fromAddress(address, query))).toBe('RATE_LIMITED');
  });

  it('counts a fragment spread twice as the one set of fields the server runs', async () => {
    const query = 'query { ...F ...F } fragment F on Query { a: viewer { id } b: viewer { id } }';
    expect((await fromAddress('10.0.0.3', query)).errors).toBeUndefined();
    expect((await fromAddress('10.0.0.3', query)).errors).toBeUndefined();
    expect(errorCode(await fromAddress('10.0.0.3', query))).toBe('RATE_LIMITED');
  });
});
