import { RoleGroupName, roleGroupByName } from '@roadmark/domain/roles';
import type { SubscriptionType } from '@roadmark/domain/subscription-type';
import { randomPin } from '../src/modules/accounts/generate-unique-driver-pin.ts';
import { createSession, SESSION_COOKIE } from '../src/modules/accounts/session-store.ts';
import { users } from '../src/modules/accounts/user.table.ts';
import { profiles } from '../src/modules/people/profile.table.ts';
import { subscriptions } from '../src/modules/subscriptions/subscription.table.ts';
import { hashPassword } from '../src/platform/auth/password.ts';
import type { Database } from '../src/platform/db/database.ts';

export async function buildSubscription(
  db: Database,
  overrides: Partial<typeof subscriptions.$inferInsert> & { subscriptionType?: SubscriptionType } = {},
) {
  const [subscription] = await db
    .insert(subscriptions)
    .values({
      id: crypto.randomUUID(),
      companyName: `Company ${randomPin()}`,
      subscriptionType: 'Subscription',
      ...overrides,
    })
    .returning();
  return subscription!;
}

export interface BuiltUser {
  id: string;
  email: string;
  password: string;
  subscriptionId: string;
  /** A Cookie header value carrying a fresh session for this user. */
  cookie: string;
}

export async function buildUser(
  db: Database,
  options: { subscriptionId: string; roleGroup?: RoleGroupName; password?: string; emailConfirmed?: boolean },
): Promise<BuiltUser> {
  const id = crypto.randomUUID();
  const email = `user-${id.slice(0, 8)}@example.test`;
  const password = options.password ?? 'Password-1';
  await db.insert(users).values({
    id,
    userName: email,
    email,
    normalizedEmail: email,
    emailConfirmed: options.emailConfirmed ?? true,
    passwordHash: await hashPassword(password),
    roleGroupId: roleGroupByName(options.roleGroup ?? RoleGroupName.Driver).id,
    subscriptionId: options.subscriptionId,
  });
  await db.insert(profiles).values({
    id: crypto.randomUUID(),
    userId: id,
    firstName: 'Test',
    lastName: 'User',
    subscriptionId: options.subscriptionId,
    uniqueDriverPin: randomPin(),
  });
  const session = await createSession(
    db,
    { userId: id, rememberMe: false },
    { rememberedDays: 30, hours: 12, absoluteDays: 90 },
  );
  return { id, email, password, subscriptionId: options.subscriptionId, cookie: `${SESSION_COOKIE}=${session.token}` };
}

/** A staff administrator in a subscription of their own, to prove one tenant cannot reach another's records. */
export async function buildStaffTenant(db: Database) {
  const subscription = await buildSubscription(db);
  const admin = await buildUser(db, { subscriptionId: subscription.id, roleGroup: RoleGroupName.Staff });
  return { subscription, admin };
}
