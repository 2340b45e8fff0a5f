import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { createSession, resolveSession, SESSION_COOKIE } from '../../apps/server/src/modules/accounts/session-store.ts';
import { users } from '../../apps/server/src/modules/accounts/user.table.ts';
import { seedFoundation } from '../../apps/server/src/modules/seed/seed-foundation.ts';
import type { Actor } from '../../apps/server/src/platform/auth/actor.ts';
import { loadConfig } from '../../apps/server/src/platform/config/config.ts';
import type { DatabaseHandle } from '../../apps/server/src/platform/db/database.ts';

/** The seeded provider staff administrator's sign-in, for benchmarks that sign in through the login endpoint. */
export const BENCH_ADMIN = { email: 'bench-admin@roadmark.test', password: 'Bench-admin-1' } as const;
const ADMIN_EMAIL = BENCH_ADMIN.email;
const LIFETIME = { rememberedDays: 30, hours: 12, absoluteDays: 90 };

export type BenchApp = Awaited<ReturnType<typeof buildApp>>;

export interface SignedInApp {
  app: BenchApp;
  /** The seeded provider staff administrator, as the use cases see them. */
  actor: Actor;
  /** A Cookie header value carrying that administrator's session. */
  cookie: string;
  subscriptionId: string;
}

/**
 * The real app in production mode on the given database, with the seeded administrator signed in.
 * `overrides` are extra environment values for the config (for example a higher `LOGIN_RATE_LIMIT_PER_MINUTE`).
 */
export async function startSignedInApp(
  database: DatabaseHandle,
  overrides: Record<string, string> = {},
): Promise<SignedInApp> {
  const db = database.db;
  await seedFoundation(db, {
    adminEmail: ADMIN_EMAIL,
    adminPassword: BENCH_ADMIN.password,
    announceGeneratedPassword() {},
  });
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.normalizedEmail, ADMIN_EMAIL));
  if (!admin) throw new Error('the seeded administrator is missing');
  const session = await createSession(db, { userId: admin.id, rememberMe: false }, LIFETIME);
  const resolved = await resolveSession(db, session.token, LIFETIME);
  if (!resolved) throw new Error('the administrator session does not resolve');

  const config = loadConfig({
    NODE_ENV: 'production',
    SECRETS_KEY: 'bench-secrets-key-of-enough-length-0123456789',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/roadmark-bench-unused',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ADMIN_EMAIL,
    ...overrides,
  });
  const app = await buildApp({ config, database });
  return {
    app,
    actor: resolved.actor,
    cookie: `${SESSION_COOKIE}=${session.token}`,
    subscriptionId: PROVIDER_SUBSCRIPTION_ID,
  };
}

/** POSTs one operation through the whole HTTP stack, as the web app does; returns the raw response body. */
export async function postGraphql(signedIn: SignedInApp, query: string, variables: Record<string, unknown> = {}) {
  const response = await signedIn.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'x-roadmark-csrf': '1', cookie: signedIn.cookie },
    payload: { query, variables },
  });
  if (response.statusCode !== 200) throw new Error(`GraphQL answered ${response.statusCode}: ${response.body}`);
  return response.body;
}
