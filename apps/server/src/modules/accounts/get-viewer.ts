import { eq } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { profiles } from '../profiles/profile.table.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';

/** The signed-in person as the app shell needs them: names, roles and their subscription's type. */
export async function getViewer({ actor, db }: { actor: Actor; db: Executor }) {
  const [row] = await db
    .select({
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      subscriptionId: subscriptions.id,
      companyName: subscriptions.companyName,
      subscriptionType: subscriptions.subscriptionType,
    })
    .from(subscriptions)
    .leftJoin(profiles, eq(profiles.userId, actor.userId))
    .where(eq(subscriptions.id, actor.subscriptionId))
    .limit(1);
  return {
    id: actor.userId,
    email: actor.email,
    firstName: row?.firstName ?? '',
    lastName: row?.lastName ?? '',
    roleGroup: actor.roleGroupName,
    roles: [...actor.roles],
    subscription: {
      id: actor.subscriptionId,
      companyName: row?.companyName ?? '',
      subscriptionType: row?.subscriptionType ?? actor.subscriptionType,
    },
  };
}
