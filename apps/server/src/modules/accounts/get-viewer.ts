import { effectiveBrandColor } from '@roadmark/domain/subscription';
import { and, eq, sql } from 'drizzle-orm';
import { emulatedSubscriptionId } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { preparedPerDatabase } from '../../platform/db/prepared-per-database.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { blobUrl } from '../files/blob-url.ts';
import { profiles } from '../people/profile.table.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';
import { accountTokens } from './account-token.table.ts';
import { users } from './user.table.ts';

/**
 * The address of an email change waiting for its confirmation link (docs/product/accounts.md#changing-an-email), as a
 * column of the viewer's one query: the shell asks for the viewer on every page, so it stays a single round trip.
 */
const pendingEmail = sql<string | null>`(
  select ${accountTokens.data} ->> 'email' from ${accountTokens}
  where ${accountTokens.userId} = ${sql.placeholder('userId')} and ${accountTokens.purpose} = 'changeEmail'
    and ${accountTokens.usedAt} is null and ${accountTokens.expiresAt} > now()
  order by ${accountTokens.createdAt} desc limit 1)`;

/** The shell asks for the viewer on every page, so the query is prepared (see preparedPerDatabase). */
const viewerQuery = preparedPerDatabase((db: Executor) =>
  db
    .select({
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      companyName: subscriptions.companyName,
      subscriptionType: subscriptions.subscriptionType,
      allowBranding: subscriptions.allowBranding,
      allowExport: subscriptions.allowExport,
      brandColor: subscriptions.brandColor,
      brandImageBlobReferenceId: subscriptions.brandImageBlobReferenceId,
      twoFactorEnabled: users.twoFactorEnabled,
      pendingEmail,
    })
    .from(users)
    .innerJoin(subscriptions, eq(subscriptions.id, sql.placeholder('subscriptionId')))
    .leftJoin(profiles, and(eq(profiles.userId, users.id), eq(profiles.archived, false)))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('get_viewer'),
);

/**
 * The signed-in person as the app shell needs them: names, roles and the subscription they act in, which is the
 * emulated one while an Administration user emulates; names and email stay the person's own.
 */
export async function getViewer({ actor, db }: UseCaseCall) {
  const [row] = await viewerQuery(db).execute({ userId: actor.userId, subscriptionId: actor.subscriptionId });
  return {
    id: actor.userId,
    email: actor.email,
    pendingEmail: row?.pendingEmail ?? null,
    firstName: row?.firstName ?? '',
    lastName: row?.lastName ?? '',
    roleGroup: actor.roleGroupName,
    twoFactorEnabled: row?.twoFactorEnabled ?? false,
    twoFactorSetupRequired: actor.twoFactorSetupPending === true,
    roles: [...actor.roles],
    emulatedSubscriptionId: emulatedSubscriptionId(actor),
    subscription: {
      id: actor.subscriptionId,
      companyName: row?.companyName ?? '',
      subscriptionType: row?.subscriptionType ?? actor.subscriptionType,
      allowExport: row?.allowExport ?? false,
      brandColor: row ? effectiveBrandColor(row) : '',
      brandImageUrl:
        row?.allowBranding && row.brandImageBlobReferenceId ? blobUrl(row.brandImageBlobReferenceId) : null,
    },
  };
}
