import { RoleGroupName } from '@roadmark/domain/roles';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/accounts-harness.ts';
import { buildSubscription, buildUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { users } from './user.table.ts';

const INVALID_PASSWORD = 'Invalid password';
const LOCKED_OUT = 'This account has been locked out, please try again later.';
const PIN_FAILED = 'We could not sign you in with this PIN. Check the PIN, and the password if you have one.';

/** A person whose login is their PIN, with no password, in the given role group. */
async function pinAccount(app: { db: Parameters<typeof buildUser>[0] }, roleGroup: RoleGroupName) {
  const subscription = await buildSubscription(app.db);
  const user = await buildUser(app.db, { subscriptionId: subscription.id, roleGroup });
  const pin = Array.from({ length: 8 }, () => 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'[Math.floor(Math.random() * 31)]).join(
    '',
  );
  const email = `${pin.toLowerCase()}@pins.roadmark.local`;
  await app.db.update(users).set({ email, normalizedEmail: email, passwordHash: null }).where(eq(users.id, user.id));
  return { pin, userId: user.id };
}

describe('POST /api/account/login: who may sign in with a PIN alone', () => {
  const ctx = useTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '1000' });

  it('signs in a driver with the PIN alone', async () => {
    const { pin } = await pinAccount(ctx, RoleGroupName.Driver);
    const response = await signIn(ctx.app, { email: pin, password: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json().succeeded).toBe(true);
  });

  it.each([RoleGroupName.DriverManager, RoleGroupName.OverviewManager, RoleGroupName.Staff])(
    'refuses a %s account with no password the PIN alone',
    async (roleGroup) => {
      const { pin } = await pinAccount(ctx, roleGroup);
      const response = await signIn(ctx.app, { email: pin, password: '' });
      expect(response.statusCode).toBe(401);
      expect(response.json().detail).toBe(PIN_FAILED);
      expect(response.headers['set-cookie'] ?? '').not.toContain('roadmark_session=');
    },
  );

  it('answers a PIN nobody has exactly as a PIN account with a wrong password, lock included', async () => {
    const { pin, userId } = await pinAccount(ctx, RoleGroupName.Driver);
    await ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword('Right-pass-1') })
      .where(eq(users.id, userId));
    const answersFor = async (entry: string) => {
      const answers = [];
      for (let attempt = 0; attempt < 11; attempt++) {
        const answer = await signIn(ctx.app, { email: entry, password: 'wrong-pass' });
        answers.push([answer.statusCode, answer.json().detail]);
      }
      return answers;
    };
    const existing = await answersFor(pin);
    expect(existing.slice(0, 9)).toEqual(Array(9).fill([401, PIN_FAILED]));
    expect(existing.slice(9)).toEqual(Array(2).fill([403, LOCKED_OUT]));
    expect(await answersFor('XYZ23456')).toEqual(existing);
  });
});

describe('POST /api/account/login: lockout under simultaneous attempts', () => {
  const ctx = useTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '1000' });

  it('answers at most five of 25 simultaneous wrong passwords with Invalid password, and locks the account', async () => {
    const subscription = await buildSubscription(ctx.db);
    const user = await buildUser(ctx.db, { subscriptionId: subscription.id });
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => signIn(ctx.app, { email: user.email, password: 'wrong-password' })),
    );
    const details = answers.map((answer) => answer.json().detail as string);
    expect(details.filter((detail) => detail === INVALID_PASSWORD).length).toBeLessThanOrEqual(5);
    expect(details.filter((detail) => detail !== INVALID_PASSWORD).every((detail) => detail === LOCKED_OUT)).toBe(true);
    const right = await signIn(ctx.app, { email: user.email, password: user.password });
    expect(right.json().detail).toBe(LOCKED_OUT);
  });

  it('starts counting again once a lock has run out', async () => {
    const subscription = await buildSubscription(ctx.db);
    const user = await buildUser(ctx.db, { subscriptionId: subscription.id });
    await ctx.db
      .update(users)
      .set({ accessFailedCount: 5, lockoutEnd: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    const wrong = await signIn(ctx.app, { email: user.email, password: 'wrong-password' });
    expect(wrong.json().detail).toBe(INVALID_PASSWORD);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.accessFailedCount).toBe(1);
    expect(row!.lockoutEnd).toBeNull();
  });
});

describe('POST /api/account/login: PIN guessing across the platform', () => {
  const ctx = useTestApp({
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    PIN_SIGN_IN_FAILURES_PER_HOUR: '3',
    PIN_CHALLENGE_COST: '1',
  });

  /** Solves the challenge the server handed out, as the sign-in page does. */
  async function solved(challenge: Challenge): Promise<string> {
    const solution = await solveChallenge({ challenge, deriveKey });
    return JSON.stringify({ challenge, solution });
  }

  it('asks every PIN sign-in for a proof of work once guesses from many addresses pass the hourly threshold', async () => {
    const { pin } = await pinAccount(ctx, RoleGroupName.Driver);
    expect((await signIn(ctx.app, { email: pin, password: '' })).json().succeeded).toBe(true);
    for (const [index, guess] of ['ZZZZZZZ2', 'ZZZZZZZ3', 'ZZZZZZZ4'].entries()) {
      const answer = await signIn(ctx.app, { email: guess, password: '' }, `203.0.113.${index + 1}`);
      expect(answer.statusCode).toBe(401);
    }

    const asked = await signIn(ctx.app, { email: pin, password: '' }, '198.51.100.7');
    expect(asked.statusCode).toBe(200);
    const body = asked.json();
    expect(body).toMatchObject({ succeeded: false, requiresProofOfWork: true });
    expect(asked.headers['set-cookie'] ?? '').not.toContain('roadmark_session=');

    const proofOfWork = await solved(body.proofOfWorkChallenge);
    const proven = await signIn(ctx.app, { email: pin, password: '', proofOfWork }, '198.51.100.7');
    expect(proven.json().succeeded).toBe(true);

    const replayed = await signIn(ctx.app, { email: pin, password: '', proofOfWork }, '198.51.100.8');
    expect(replayed.json()).toMatchObject({ succeeded: false, requiresProofOfWork: true });
  });

  it('refuses a proof whose challenge was altered or made up', async () => {
    const { pin } = await pinAccount(ctx, RoleGroupName.Driver);
    const asked = (await signIn(ctx.app, { email: pin, password: '' })).json();
    const challenge = asked.proofOfWorkChallenge as Challenge;
    const easier = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '00' } };
    for (const proofOfWork of [await solved(easier), 'not json', JSON.stringify({ challenge: 1 })]) {
      const answer = await signIn(ctx.app, { email: pin, password: '', proofOfWork });
      expect(answer.json()).toMatchObject({ succeeded: false, requiresProofOfWork: true });
    }
  });

  it('asks nothing of people signing in with an email and password', async () => {
    const subscription = await buildSubscription(ctx.db);
    const user = await buildUser(ctx.db, { subscriptionId: subscription.id });
    const answer = await signIn(ctx.app, { email: user.email, password: user.password });
    expect(answer.json().succeeded).toBe(true);
  });
});

describe('per-address sign-in limit', () => {
  const ctx = useTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '3' });

  it('holds across two server processes sharing the database', async () => {
    const { buildApp } = await import('../../app.ts');
    const { testConfig } = await import('../../../test/test-app.ts');
    const second = await buildApp({ config: testConfig({ LOGIN_RATE_LIMIT_PER_MINUTE: '3' }), database: ctx.database });
    try {
      const statuses = [];
      for (const app of [ctx.app, second, ctx.app, second]) {
        statuses.push((await signIn(app, { email: 'nobody@example.com', password: 'x' }, '192.0.2.10')).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await second.close();
    }
  });

  it('counts an IPv6 /64 network as one address', async () => {
    const attempt = (address: string) => signIn(ctx.app, { email: 'nobody@example.com', password: 'x' }, address);
    const statuses = [];
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff::3', '2001:db8:1:2::4']) {
      statuses.push((await attempt(address)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await attempt('2001:db8:1:3::1')).statusCode).toBe(401);
  });
});
