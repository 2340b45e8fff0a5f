import { describe, expect, it } from 'vitest';
import { gql } from '../../../test/graphql-client.ts';
import { buildApiWorld, callApi, issueApiKey } from '../../../test/public-api-harness.ts';
import { useTestApp } from '../../../test/test-app.ts';

const PROBLEM_TYPE = 'application/problem+json; charset=utf-8';

describe('REST API access', () => {
  const ctx = useTestApp();
  const world = () => buildApiWorld(ctx.app, ctx.db);

  it('answers a valid key', async () => {
    const { key } = await world();
    const response = await callApi(ctx.app, 'GET', '/teams', { key });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('refuses a request without key or session with 401 problem details', async () => {
    const response = await callApi(ctx.app, 'GET', '/people');
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toBe(PROBLEM_TYPE);
    expect(response.json()).toMatchObject({
      type: expect.stringContaining('unauthenticated'),
      title: 'UNAUTHENTICATED',
      status: 401,
      detail: 'Send your API key in the x-api-key header, or sign in, to use this API.',
    });
  });

  it('refuses a request without key before reading what it sent', async () => {
    const response = await callApi(ctx.app, 'POST', '/people', {
      body: { firstName: '' },
      headers: { 'x-roadmark-csrf': '1' },
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['a made-up key', 'not-a-key'],
    ['a well-formed key that was never issued', `ED${crypto.randomUUID()}${'a'.repeat(42)}`],
  ])('refuses %s with 401', async (_case, key) => {
    const response = await callApi(ctx.app, 'GET', '/people', { key });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toBe(PROBLEM_TYPE);
    expect(response.json()).toMatchObject({ status: 401, title: 'UNAUTHENTICATED' });
  });

  it('refuses a wrong secret for a real client id with 401', async () => {
    const { key } = await world();
    const tampered = `${key.slice(0, -1)}${key.endsWith('a') ? 'b' : 'a'}`;
    expect((await callApi(ctx.app, 'GET', '/people', { key: tampered })).statusCode).toBe(401);
  });

  it('refuses a deleted (archived) key with 401', async () => {
    const { key, keyId, overviewManager } = await world();
    const deleted = await gql(ctx.app, 'mutation ($id: ID!) { deleteSdkClient(id: $id) { id } }', {
      variables: { id: keyId },
      cookie: overviewManager.cookie,
    });
    expect(deleted.errors).toBeUndefined();
    expect((await callApi(ctx.app, 'GET', '/people', { key })).statusCode).toBe(401);
  });

  it('refuses a key from an address outside its allow-list with 403, whatever X-Forwarded-For says', async () => {
    const { overviewManager } = await world();
    const { apiSecret } = await issueApiKey(ctx.app, overviewManager, ['203.0.113.0/24']);
    const allowed = await callApi(ctx.app, 'GET', '/teams', { key: apiSecret, remoteAddress: '203.0.113.9' });
    expect(allowed.statusCode).toBe(200);
    const refused = await callApi(ctx.app, 'GET', '/teams', { key: apiSecret });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 403, title: 'FORBIDDEN' });
    const spoofed = await callApi(ctx.app, 'GET', '/teams', {
      key: apiSecret,
      remoteAddress: '198.51.100.4',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(spoofed.statusCode).toBe(403);
    expect(spoofed.json().detail).toContain('198.51.100.4');
  });

  it('lets a signed-in manager read with their session, and asks for the CSRF header on changes', async () => {
    const { overviewManager } = await world();
    const cookie = overviewManager.cookie;
    expect((await callApi(ctx.app, 'GET', '/people', { cookie })).statusCode).toBe(200);
    const body = { firstName: 'Cookie', lastName: 'Driver' };
    const withoutHeader = await callApi(ctx.app, 'POST', '/people', { cookie, body });
    expect(withoutHeader.statusCode).toBe(403);
    expect(withoutHeader.json().title).toBe('CSRF_REJECTED');
    const withHeader = await callApi(ctx.app, 'POST', '/people', { cookie, body, headers: { 'x-roadmark-csrf': '1' } });
    expect(withHeader.statusCode).toBe(201);
  });

  it('never lets a key ride on a session cookie', async () => {
    const { overviewManager } = await world();
    const response = await callApi(ctx.app, 'GET', '/people', { key: 'not-a-key', cookie: overviewManager.cookie });
    expect(response.statusCode).toBe(401);
  });

  it('answers an unknown path under the API with 404 problem details', async () => {
    const { key } = await world();
    const response = await callApi(ctx.app, 'GET', '/nothing-here', { key });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe(PROBLEM_TYPE);
  });
});

describe('GraphQL with an API key', () => {
  const ctx = useTestApp();

  it('answers with the key’s subscription', async () => {
    const { key, teamId } = await buildApiWorld(ctx.app, ctx.db);
    const answer = await gql<{ subscriptionTeams: { id: string }[] }>(ctx.app, 'query { subscriptionTeams { id } }', {
      headers: { 'x-api-key': key },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.subscriptionTeams.map((team) => team.id)).toEqual([teamId]);
  });

  it('refuses the key from an address outside its allow-list', async () => {
    const { overviewManager } = await buildApiWorld(ctx.app, ctx.db);
    const { apiSecret } = await issueApiKey(ctx.app, overviewManager, ['203.0.113.7']);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: '198.51.100.4',
      headers: { 'content-type': 'application/json', 'x-api-key': apiSecret, 'x-forwarded-for': '203.0.113.7' },
      payload: { query: 'query { subscriptionTeams { id } }' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
