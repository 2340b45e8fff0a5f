import { Role } from '@roadmark/domain/roles';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildSubscription, buildUser } from '../../../test/factories.ts';
import { gql } from '../../../test/graphql-client.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';
import { sessions } from './session.table.ts';
import { SessionCache } from './session-cache.ts';
import { createSession, hashSessionToken, SESSION_COOKIE, type SignInSessionRow } from './session-store.ts';
import { users } from './user.table.ts';

const row = (userId: string): SignInSessionRow => ({
  userId,
  email: `${userId}@example.test`,
  subscriptionId: 'subscription',
  subscriptionType: 'Subscription',
  roleGroupName: 'Driver',
  roles: [Role.DriverManagement],
  rememberMe: false,
  expiresAt: new Date(Date.now() + 3_600_000),
  absoluteExpiresAt: new Date(Date.now() + 86_400_000),
  lockoutEnd: null,
  twoFactorEnabled: false,
});

describe('SessionCache', () => {
  it('drops the session, the user or everything a change names', () => {
    const cache = new SessionCache();
    const now = Date.now();
    for (const [hash, user] of [
      ['a', 'ann'],
      ['b', 'ann'],
      ['c', 'bob'],
      ['d', 'cy'],
    ]) {
      cache.set(hash!, row(user!), cache.version(), now);
    }
    cache.changed('session:d');
    expect(cache.get('d', now)).toBeUndefined();
    cache.changed('user:ann');
    expect([cache.get('a', now), cache.get('b', now), cache.get('c', now)?.userId]).toEqual([
      undefined,
      undefined,
      'bob',
    ]);
    cache.changed('all');
    expect(cache.get('c', now)).toBeUndefined();
  });

  it('does not keep what a lookup read while a change came in', () => {
    const cache = new SessionCache();
    const before = cache.version();
    cache.changed('user:someone-else');
    cache.set('a', row('ann'), before, Date.now());
    expect(cache.get('a', Date.now())).toBeUndefined();
  });

  it('reads a session again a minute after it was cached', () => {
    const cache = new SessionCache();
    const now = Date.now();
    cache.set('a', row('ann'), cache.version(), now);
    expect(cache.get('a', now + 59_000)).toBeDefined();
    expect(cache.get('a', now + 61_000)).toBeUndefined();
  });
});

describe('signed-in requests with cached sessions', () => {
  const ctx = useTestApp();
  const VIEWER = '{ viewer { id subscription { subscriptionType } } }';
  type Viewer = { viewer: { id: string; subscription: { subscriptionType: string } } | null };
  const viewer = async (cookie: string) => (await gql<Viewer>(ctx.app, VIEWER, { cookie })).data!.viewer;

  it('answers with the new subscription type the moment it changes', async () => {
    const subscription = await buildSubscription(ctx.db);
    const user = await buildUser(ctx.db, { subscriptionId: subscription.id });
    expect((await viewer(user.cookie))?.subscription.subscriptionType).toBe('Subscription');
    await ctx.db.update(subscriptions).set({ subscriptionType: 'Study' }).where(eq(subscriptions.id, subscription.id));
    expect((await viewer(user.cookie))?.subscription.subscriptionType).toBe('Study');
  });

  it('refuses a session the moment its row is deleted, by any statement', async () => {
    const subscription = await buildSubscription(ctx.db);
    const user = await buildUser(ctx.db, { subscriptionId: subscription.id });
    expect((await viewer(user.cookie))?.id).toBe(user.id);
    await ctx.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect(await viewer(user.cookie)).toBeNull();
  });

  it('renews a remembered session past half its lifetime once, then reads the renewed expiry', async () => {
    const subscription = await buildSubscription(ctx.db);
    const user = await buildUser(ctx.db, { subscriptionId: subscription.id });
    const lifetime = { rememberedDays: 30, hours: 12, absoluteDays: 90 };
    const { token } = await createSession(ctx.db, { userId: user.id, rememberMe: true }, lifetime);
    const cookie = `${SESSION_COOKIE}=${token}`;
    const post = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', 'x-roadmark-csrf': '1', cookie },
        payload: { query: '{ viewer { id } }' },
      });
    expect((await post()).headers['set-cookie']).toBeUndefined();
    const tokenHash = hashSessionToken(token);
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 3_600_000) })
      .where(eq(sessions.tokenHash, tokenHash));

    const renewed = await post();
    expect(String(renewed.headers['set-cookie'])).toMatch(/roadmark_session=.*Max-Age=259\d{4}/);
    const [stored] = await ctx.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    expect(stored!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect((await post()).headers['set-cookie']).toBeUndefined();
  });

  it('refuses a session while its account is locked, and takes it again once the lock is lifted', async () => {
    const subscription = await buildSubscription(ctx.db);
    const user = await buildUser(ctx.db, { subscriptionId: subscription.id });
    expect((await viewer(user.cookie))?.id).toBe(user.id);
    await ctx.db
      .update(users)
      .set({ lockoutEnd: new Date(Date.now() + 60_000) })
      .where(eq(users.id, user.id));
    expect(await viewer(user.cookie)).toBeNull();
    await ctx.db.update(users).set({ lockoutEnd: null }).where(eq(users.id, user.id));
    expect((await viewer(user.cookie))?.id).toBe(user.id);
  });
});
