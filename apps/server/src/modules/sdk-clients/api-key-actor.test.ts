import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { errorCode, gql } from '../../../test/graphql-client.ts';
import { buildIntegrationsTenant } from '../../../test/integrations-harness.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { profiles } from '../people/profile.table.ts';
import { sdkClients } from './sdk-client.table.ts';

const PROFILES = `query ($subscriptionId: ID!) { profiles(subscriptionId: $subscriptionId) { id firstName } }`;
const PROFILE = `query ($id: ID) { profile(id: $id) { id firstName } }`;
const RENAME = `mutation ($model: UpdateProfileInput!) { updateProfile(model: $model) { id firstName } }`;

describe('requests with an x-api-key header', () => {
  const ctx = useTestApp({ TRUSTED_PROXIES: '10.9.9.9' });
  const tenant = () => buildIntegrationsTenant(ctx.app, ctx.db);

  /** A GraphQL call as an integration makes it, from the given socket address. */
  async function callWithKey(
    key: string,
    query: string,
    variables: Record<string, unknown>,
    options: { from?: string; headers?: Record<string, string> } = {},
  ) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: options.from ?? '127.0.0.1',
      headers: { 'content-type': 'application/json', 'x-api-key': key, ...options.headers },
      payload: { query, variables },
    });
    const body = response.json();
    return {
      status: response.statusCode,
      data: body.data,
      errors: body.errors,
      code: body.errors?.[0]?.extensions?.code,
    };
  }

  it("reads its own subscription's people as role API, and records when the key was last used", async () => {
    const { subscription, createClient } = await tenant();
    const person = await buildUser(ctx.db, { subscriptionId: subscription.id });
    const client = await createClient();
    const answer = await callWithKey(client.apiSecret, PROFILES, { subscriptionId: subscription.id });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.profiles.map((p: { id: string }) => p.id)).toContainEqual(
      (await ctx.db.select().from(profiles).where(eq(profiles.userId, person.id)))[0]!.id,
    );
    const [used] = await ctx.db.select().from(sdkClients).where(eq(sdkClients.id, client.id));
    expect(used!.lastUsedAt).not.toBeNull();
  });

  it.each([
    ['a wrong secret', (key: string) => `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`],
    ['a key cut short', (key: string) => key.slice(0, -3)],
    ['a made-up key', () => `ED${crypto.randomUUID()}${'a'.repeat(42)}`],
    ['nonsense', () => 'let me in'],
  ])('refuses %s with 401 and reveals nothing else', async (_label, alter) => {
    const { subscription, createClient } = await tenant();
    const client = await createClient();
    const answer = await callWithKey(alter(client.apiSecret), PROFILES, { subscriptionId: subscription.id });
    expect(answer).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', data: undefined });
    expect(answer.errors[0].message).toBe(
      'This API key is not valid. Check that the x-api-key header holds the whole key from the API/SDK page.',
    );
  });

  it('never falls back to the browser session a request also carries', async () => {
    const { subscription, admin } = await tenant();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-api-key': 'wrong', cookie: admin.cookie },
      payload: { query: PROFILES, variables: { subscriptionId: subscription.id } },
    });
    expect(response.statusCode).toBe(401);
  });

  it('lets in only addresses on the allow-list (single addresses, IPv4 and IPv6 ranges)', async () => {
    const { subscription, createClient } = await tenant();
    const client = await createClient({ ipAllowListJson: '["198.51.100.7", "203.0.113.0/24", "2001:db8::/32"]' });
    const call = (from: string) =>
      callWithKey(client.apiSecret, PROFILES, { subscriptionId: subscription.id }, { from });
    expect((await call('198.51.100.7')).status).toBe(200);
    expect((await call('203.0.113.99')).status).toBe(200);
    expect((await call('2001:db8::5')).status).toBe(200);
    expect((await call('::ffff:203.0.113.5')).status).toBe(200);
    const refused = await call('192.0.2.1');
    expect(refused).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(refused.errors[0].message).toBe(
      "This API key cannot be used from 192.0.2.1. Add the address to the key's allowed IP addresses.",
    );
  });

  it('ignores an X-Forwarded-For written by the caller, and reads it only from a trusted proxy', async () => {
    const { subscription, createClient } = await tenant();
    const client = await createClient({ ipAllowListJson: '["198.51.100.7"]' });
    const variables = { subscriptionId: subscription.id };
    const spoofed = await callWithKey(client.apiSecret, PROFILES, variables, {
      from: '192.0.2.1',
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(spoofed.status).toBe(403);
    const viaProxy = await callWithKey(client.apiSecret, PROFILES, variables, {
      from: '10.9.9.9',
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(viaProxy.status).toBe(200);
    const proxiedStranger = await callWithKey(client.apiSecret, PROFILES, variables, {
      from: '10.9.9.9',
      headers: { 'x-forwarded-for': '198.51.100.7, 192.0.2.1' },
    });
    expect(proxiedStranger.status).toBe(403);
  });

  it("answers not found for another subscription's records and changes nothing", async () => {
    const ours = await tenant();
    const theirs = await tenant();
    const stranger = await buildUser(ctx.db, { subscriptionId: theirs.subscription.id });
    const [strangerProfile] = await ctx.db.select().from(profiles).where(eq(profiles.userId, stranger.id));
    const client = await ours.createClient();
    expect((await callWithKey(client.apiSecret, PROFILES, { subscriptionId: theirs.subscription.id })).code).toBe(
      'NOT_FOUND',
    );
    expect((await callWithKey(client.apiSecret, PROFILE, { id: strangerProfile!.id })).code).toBe('NOT_FOUND');
    const rename = await callWithKey(client.apiSecret, RENAME, {
      model: { id: strangerProfile!.id, firstName: 'Taken', lastName: 'Over' },
    });
    expect(['NOT_FOUND', 'FORBIDDEN']).toContain(rename.code);
    const [unchanged] = await ctx.db.select().from(profiles).where(eq(profiles.id, strangerProfile!.id));
    expect(unchanged!.firstName).toBe('Test');
  });

  it('is refused once the key is archived', async () => {
    const { subscription, createClient } = await tenant();
    const client = await createClient();
    await ctx.db.update(sdkClients).set({ archived: true }).where(eq(sdkClients.id, client.id));
    expect((await callWithKey(client.apiSecret, PROFILES, { subscriptionId: subscription.id })).status).toBe(401);
  });

  it('does not let a key manage keys or people outside driver management', async () => {
    const { createClient } = await tenant();
    const client = await createClient();
    const mint = await callWithKey(
      client.apiSecret,
      'mutation { createSdkClient(model: { name: "Twin" }) { id } }',
      {},
    );
    expect(mint.code).toBe('FORBIDDEN');
  });
});

describe('a key over its rate limit', () => {
  const ctx = useTestApp({ API_KEY_RATE_LIMIT_PER_MINUTE: '2' });

  it('is refused with 429 and a plain message', async () => {
    const { subscription, createClient } = await buildIntegrationsTenant(ctx.app, ctx.db);
    const client = await createClient();
    const call = () =>
      gql(ctx.app, PROFILES, {
        variables: { subscriptionId: subscription.id },
        headers: { 'x-api-key': client.apiSecret },
      });
    expect((await call()).status).toBe(200);
    expect((await call()).status).toBe(200);
    const refused = await call();
    expect(refused.status).toBe(429);
    expect(errorCode(refused)).toBe('RATE_LIMITED');
  });
});
