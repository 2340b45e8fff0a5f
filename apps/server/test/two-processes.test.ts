import { RoleGroupName, roleGroupByName } from '@roadmark/domain/roles';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/modules/accounts/user.table.ts';
import { subscriptions } from '../src/modules/subscriptions/subscription.table.ts';
import { signIn } from './accounts-harness.ts';
import { buildSubscription, buildUser } from './factories.ts';
import { errorCode, gql } from './graphql-client.ts';
import { buildIntegrationsTenant } from './integrations-harness.ts';
import { registeredRoutes } from './route-list.ts';
import { type TestApp, useTwoTestApps } from './test-app.ts';

/**
 * Everything that must hold however many server processes share the traffic, shown with two apps on one database
 * (on PostgreSQL, each with its own connection pool): limits, lockouts and sessions live in the database.
 */

const LOCKED_OUT = 'This account has been locked out, please try again later.';
const VIEWER = '{ viewer { id roleGroup roles emulatedSubscriptionId } }';

const graphqlFrom = (app: TestApp, remoteAddress: string, query: string) => gql(app, query, { remoteAddress });

type Viewer = { viewer: { id: string; roleGroup: string; roles: string[]; emulatedSubscriptionId: string | null } };

describe('two processes: wrong passwords and PINs', () => {
  const ctx = useTwoTestApps({ LOGIN_RATE_LIMIT_PER_MINUTE: '1000' });

  it('locks an account on the fifth wrong password, whichever process each was sent to', async () => {
    const subscription = await buildSubscription(ctx.db);
    const user = await buildUser(ctx.db, { subscriptionId: subscription.id });
    const answers = [];
    for (const app of [ctx.first, ctx.second, ctx.first, ctx.second, ctx.first]) {
      const answer = await signIn(app, { email: user.email, password: 'wrong-password' });
      answers.push(answer.statusCode);
    }
    expect(answers).toEqual([401, 401, 401, 401, 403]);
    for (const app of [ctx.first, ctx.second]) {
      expect((await signIn(app, { email: user.email, password: user.password })).json().detail).toBe(LOCKED_OUT);
    }
  });

  it('locks a PIN account on the tenth wrong password, whichever process each was sent to', async () => {
    const subscription = await buildSubscription(ctx.db);
    const user = await buildUser(ctx.db, { subscriptionId: subscription.id });
    const pin = 'TWOPRC23';
    const email = `${pin.toLowerCase()}@pins.roadmark.local`;
    await ctx.db.update(users).set({ email, normalizedEmail: email }).where(eq(users.id, user.id));
    const answers = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      const app = attempt % 2 === 0 ? ctx.first : ctx.second;
      answers.push((await signIn(app, { email: pin, password: 'wrong-password' })).statusCode);
    }
    expect(answers).toEqual([...Array(9).fill(401), 403]);
    for (const app of [ctx.first, ctx.second]) {
      expect((await signIn(app, { email: pin, password: user.password })).json().detail).toBe(LOCKED_OUT);
    }
  });
});

describe('two processes: PIN guessing across the platform', () => {
  const ctx = useTwoTestApps({
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    PIN_SIGN_IN_FAILURES_PER_HOUR: '4',
    PIN_CHALLENGE_COST: '1',
  });

  it('asks both processes for a proof of work once PIN failures on either pass the hourly threshold', async () => {
    const subscription = await buildSubscription(ctx.db);
    const user = await buildUser(ctx.db, { subscriptionId: subscription.id, password: 'Pin-pass-1' });
    const pin = 'TWOPRC45';
    const email = `${pin.toLowerCase()}@pins.roadmark.local`;
    await ctx.db.update(users).set({ email, normalizedEmail: email }).where(eq(users.id, user.id));
    expect((await signIn(ctx.second, { email: pin, password: 'Pin-pass-1' })).json().succeeded).toBe(true);
    // Four failures, two on each process, from four addresses.
    for (const [index, app] of [ctx.first, ctx.second, ctx.first, ctx.second].entries()) {
      const failed = await signIn(app, { email: `ZZZZZZZ${index + 2}`, password: 'x' }, `203.0.113.${index + 1}`);
      expect(failed.statusCode).toBe(401);
    }
    for (const app of [ctx.first, ctx.second]) {
      const asked = (await signIn(app, { email: pin, password: 'Pin-pass-1' }, '198.51.100.7')).json();
      expect(asked).toMatchObject({ succeeded: false, requiresProofOfWork: true });
    }
  });
});

describe('two processes: per-minute limits of routes', () => {
  const ctx = useTwoTestApps({
    LOGIN_RATE_LIMIT_PER_MINUTE: '2',
    ACCOUNT_RATE_LIMIT_PER_MINUTE: '2',
    UPLOAD_RATE_LIMIT_PER_MINUTE: '2',
    EXPORT_RATE_LIMIT_PER_MINUTE: '2',
  });

  let address = 0;
  /** A fresh address for each probe, so no two probes share a counter. */
  const nextAddress = () => {
    address++;
    return `10.${Math.floor(address / 250) + 1}.${address % 250}.9`;
  };

  /** Three requests to a route from one address, through the given processes in turn; answers their statuses. */
  async function probe(method: string, url: string, apps: TestApp[]): Promise<number[]> {
    const remoteAddress = nextAddress();
    const path = url.replaceAll(/:[A-Za-z]+/g, crypto.randomUUID()).replace('*', 'probe');
    const statuses = [];
    for (const app of apps) {
      const response = await app.inject({
        method: method as 'GET',
        url: path,
        remoteAddress,
        headers: { 'x-roadmark-csrf': '1', 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: '{}' }),
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  }

  it('refuses the third request of an address on every limited route, whichever process answered the first two', async () => {
    const routes = registeredRoutes(ctx.first).filter((route) => !['HEAD', 'OPTIONS'].includes(route.method));
    const limitedInOne: string[] = [];
    const limitedAcrossBoth: string[] = [];
    for (const { method, url } of routes) {
      const name = `${method} ${url}`;
      const inOne = await probe(method, url, [ctx.first, ctx.first, ctx.first]);
      if (inOne[2] === 429 && !inOne.slice(0, 2).includes(429)) limitedInOne.push(name);
      const acrossBoth = await probe(method, url, [ctx.first, ctx.second, ctx.first]);
      if (acrossBoth[2] === 429 && !acrossBoth.slice(0, 2).includes(429)) limitedAcrossBoth.push(name);
    }
    // A limit counted per process would let the third request through when it alternates.
    expect(limitedAcrossBoth).toEqual(limitedInOne);
    expect(limitedInOne).toEqual(
      expect.arrayContaining([
        'POST /api/account/login',
        'POST /api/account/register',
        'POST /api/files/upload',
        'GET /api/export/AssessmentResults',
      ]),
    );
  });

  it('counts embed lookups (60 a minute) across both processes', async () => {
    const remoteAddress = nextAddress();
    const statuses = [];
    for (let request = 0; request < 61; request++) {
      const app = request % 2 === 0 ? ctx.first : ctx.second;
      const response = await app.inject({ method: 'GET', url: '/api/embeds/oembed?url=x', remoteAddress });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status !== 429)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

describe('two processes: the GraphQL budget', () => {
  const ctx = useTwoTestApps({ GRAPHQL_FIELDS_PER_MINUTE: '5' });

  it('allows an address five root fields a minute across both processes, and other addresses their own', async () => {
    const answers = [];
    for (let operation = 0; operation < 6; operation++) {
      const app = operation % 2 === 0 ? ctx.first : ctx.second;
      answers.push(errorCode(await graphqlFrom(app, '192.0.2.50', '{ viewer { id } }')) ?? 'ok');
    }
    expect(answers).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'RATE_LIMITED']);
    expect(errorCode(await graphqlFrom(ctx.second, '192.0.2.50', '{ viewer { id } }'))).toBe('RATE_LIMITED');
    expect((await graphqlFrom(ctx.second, '192.0.2.51', '{ viewer { id } }')).errors).toBeUndefined();
  });

  it('lets no more than the budget through when operations reach both processes at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        graphqlFrom(n % 2 ? ctx.first : ctx.second, '192.0.2.60', '{ viewer { id } }'),
      ),
    );
    expect(answers.filter((answer) => answer.errors === undefined)).toHaveLength(5);
    expect(answers.filter((answer) => errorCode(answer) === 'RATE_LIMITED')).toHaveLength(15);
  });

  it('spends nothing on an operation of introspection fields only', async () => {
    for (let operation = 0; operation < 8; operation++) {
      const app = operation % 2 === 0 ? ctx.first : ctx.second;
      expect((await graphqlFrom(app, '192.0.2.70', '{ __typename }')).errors).toBeUndefined();
    }
    expect((await graphqlFrom(ctx.first, '192.0.2.70', '{ viewer { id } }')).errors).toBeUndefined();
  });
});

describe('two processes: the per-key limit of an API key', () => {
  const ctx = useTwoTestApps({ API_KEY_RATE_LIMIT_PER_MINUTE: '3' });

  it('allows a key its requests a minute across both processes', async () => {
    const { subscription, createClient } = await buildIntegrationsTenant(ctx.first, ctx.db);
    const client = await createClient();
    const statuses = [];
    for (let request = 0; request < 4; request++) {
      const app = request % 2 === 0 ? ctx.first : ctx.second;
      const answer = await gql(app, 'query ($id: ID!) { profiles(subscriptionId: $id) { id } }', {
        variables: { id: subscription.id },
        headers: { 'x-api-key': client.apiSecret },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('two processes: signed-in sessions', () => {
  const ctx = useTwoTestApps({ LOGIN_RATE_LIMIT_PER_MINUTE: '1000' });

  const viewerOn = async (app: TestApp, cookie: string, headers: Record<string, string> = {}) =>
    (await gql<Viewer>(app, VIEWER, { cookie, headers })).data?.viewer ?? null;

  /** A person signed in on both processes: each has answered once with the session (and may have cached it). */
  async function signedInOnBoth(roleGroup: RoleGroupName = RoleGroupName.Driver) {
    const subscription = await buildSubscription(ctx.db);
    const user = await buildUser(ctx.db, { subscriptionId: subscription.id, roleGroup });
    expect((await viewerOn(ctx.first, user.cookie))?.id).toBe(user.id);
    expect((await viewerOn(ctx.second, user.cookie))?.id).toBe(user.id);
    return { user, subscription };
  }

  it('refuses a cookie on one process the moment it was signed out on the other', async () => {
    const { user } = await signedInOnBoth();
    const out = await ctx.first.inject({
      method: 'POST',
      url: '/api/account/logout',
      headers: { cookie: user.cookie, 'x-roadmark-csrf': '1' },
    });
    expect(out.statusCode).toBe(204);
    expect(await viewerOn(ctx.second, user.cookie)).toBeNull();
    expect(await viewerOn(ctx.first, user.cookie)).toBeNull();
  });

  it('refuses a session on one process the moment wrong passwords on the other lock the account', async () => {
    const { user } = await signedInOnBoth();
    for (let attempt = 0; attempt < 5; attempt++) {
      await signIn(ctx.first, { email: user.email, password: 'wrong-password' });
    }
    expect(await viewerOn(ctx.second, user.cookie)).toBeNull();
  });

  it('shows a role group changed through one process to the other at once', async () => {
    const { user } = await signedInOnBoth();
    await ctx.db
      .update(users)
      .set({ roleGroupId: roleGroupByName(RoleGroupName.DriverManager).id })
      .where(eq(users.id, user.id));
    const viewer = await viewerOn(ctx.second, user.cookie);
    expect(viewer?.roleGroup).toBe(RoleGroupName.DriverManager);
    expect(viewer?.roles).toEqual(expect.arrayContaining([...roleGroupByName(RoleGroupName.DriverManager).roles]));
  });

  it('refuses a session on one process the moment the account is archived on the other', async () => {
    const { user } = await signedInOnBoth();
    await ctx.db.update(users).set({ archived: true }).where(eq(users.id, user.id));
    expect(await viewerOn(ctx.second, user.cookie)).toBeNull();
  });

  it('lets staff manage a customer on either process, and drops it once the customer is archived', async () => {
    const { user } = await signedInOnBoth(RoleGroupName.Staff);
    const customer = await buildSubscription(ctx.db);
    const managing = { 'x-roadmark-subscription': customer.id };
    expect((await viewerOn(ctx.first, user.cookie, managing))?.emulatedSubscriptionId).toBe(customer.id);
    expect((await viewerOn(ctx.second, user.cookie, managing))?.emulatedSubscriptionId).toBe(customer.id);
    await ctx.db.update(subscriptions).set({ archived: true }).where(eq(subscriptions.id, customer.id));
    expect((await viewerOn(ctx.second, user.cookie, managing))?.emulatedSubscriptionId).toBeNull();
  });
});
