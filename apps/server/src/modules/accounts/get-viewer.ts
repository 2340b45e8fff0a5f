import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { profiles } from '../profiles/profile.table.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';
import { accountTokens } from './account-token.table.ts';
import { users } from './user.table.ts';

/** The signed-in person as the app shell needs them: names, roles and their subscription's type. */
export async function getViewer({ actor, db }: { actor: Actor; db: Executor }) {
  const [row] = await db
    .select({
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      subscriptionId: subscriptions.id,
      companyName: subscriptions.companyName,
      twoFactorEnabled: users.twoFactorEnabled,
      subscriptionType: subscriptions.subscriptionType,
    })
    .from(subscriptions)
    .leftJoin(profiles, eq(profiles.userId, actor.userId))
    .leftJoin(users, eq(users.id, actor.userId))
    .where(eq(subscriptions.id, actor.subscriptionId))
    .limit(1);
  return {
    id: actor.userId,
    email: actor.email,
    pendingEmail: await pendingEmailOf(db, actor.userId),
    firstName: row?.firstName ?? '',
    lastName: row?.lastName ?? '',
    roleGroup: actor.roleGroupName,
    twoFactorEnabled: row?.twoFactorEnabled ?? false,
    roles: [...actor.roles],
    subscription: {
      id: actor.subscriptionId,
      companyName: row?.companyName ?? '',
      subscriptionType: row?.subscriptionType ?? actor.subscriptionType,
    },
  };
}

/** The address of an email change waiting for its confirmation link, if any (spec 1 §4.4). */
async function pendingEmailOf(db: Executor, userId: string): Promise<string | null> {
  const [token] = await db
    .select({ data: accountTokens.data })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, 'changeEmail'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  return (token?.data as { email?: string } | undefined)?.email ?? null;
}
