import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { AppError, fieldProblem } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/record-event.ts';
import { profiles } from '../people/profile.table.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';
import { subscriptionTeams } from '../teams/subscription-team.table.ts';
import { findLiveUserByEmail, normalizeEmail } from './find-user.ts';
import { generateUniqueDriverPin } from './generate-unique-driver-pin.ts';
import { users } from './user.table.ts';

export interface NewAccount {
  email: string;
  passwordHash: string | null;
  emailConfirmed: boolean;
  roleGroupId: string;
  subscriptionId: string;
  firstName: string;
  lastName: string;
  subscriptionTeamId?: string | null;
  /** A PIN account's PIN, already generated because its login email is built from it; otherwise one is generated. */
  uniqueDriverPin?: string;
  /**
   * A manager adds this person. An email already used in another organisation then reads only "This email cannot
   * be used", so a manager learns nothing about other organisations' people; people registering themselves get the
   * account service's own "This email is already registered.", the sign-in message the product has always shown.
   */
  createdByManager?: boolean;
}

/**
 * Creates an account, its profile and a driver PIN, counts the seat and records `users.created`, in the caller's
 * transaction.
 * A second live account for the same email is refused.
 */
export async function createAccount(tx: Executor, account: NewAccount) {
  const email = normalizeEmail(account.email);
  const existing = await findLiveUserByEmail(tx, email);
  if (existing) {
    const elsewhere = account.createdByManager && existing.subscriptionId !== account.subscriptionId;
    throw fieldProblem('CONFLICT', 'email', elsewhere ? 'errors.emailCannotBeUsed' : 'errors.emailAlreadyRegistered');
  }
  if (account.subscriptionTeamId)
    await assertTeamOfSubscription(tx, account.subscriptionTeamId, account.subscriptionId);
  await takeSeat(tx, account.subscriptionId);
  const userId = crypto.randomUUID();
  await tx.insert(users).values({
    id: userId,
    userName: email,
    email,
    normalizedEmail: email,
    emailConfirmed: account.emailConfirmed,
    passwordHash: account.passwordHash,
    roleGroupId: account.roleGroupId,
    subscriptionId: account.subscriptionId,
  });
  const profileId = crypto.randomUUID();
  const uniqueDriverPin = account.uniqueDriverPin ?? (await generateUniqueDriverPin(tx));
  await tx.insert(profiles).values({
    id: profileId,
    userId,
    firstName: account.firstName,
    lastName: account.lastName,
    subscriptionId: account.subscriptionId,
    subscriptionTeamId: account.subscriptionTeamId ?? null,
    uniqueDriverPin,
  });
  // Every way a person comes to exist (invited, added, registered, external sign-in, study link) tells the webhooks.
  await recordEvent(tx, {
    event: 'users.created',
    subscriptionId: account.subscriptionId,
    data: { userId, profileId },
  });
  return { userId, profileId, email, uniqueDriverPin };
}

/** A person joins only a live team of their own subscription; another tenant's team reads as not found. */
export async function assertTeamOfSubscription(tx: Executor, subscriptionTeamId: string, subscriptionId: string) {
  const [team] = await tx
    .select({ id: subscriptionTeams.id })
    .from(subscriptionTeams)
    .where(
      and(
        eq(subscriptionTeams.id, subscriptionTeamId),
        eq(subscriptionTeams.subscriptionId, subscriptionId),
        eq(subscriptionTeams.archived, false),
      ),
    )
    .limit(1);
  if (!team) throw fieldProblem('BAD_USER_INPUT', 'subscriptionTeamId', 'errors.notFound');
}

/**
 * The seats left under the subscription's user limit (Infinity when it has none), with its row locked for the rest
 * of the transaction: creations at the limit queue up behind each other, so no two get the last seat.
 */
export async function lockSeatsLeft(tx: Executor, subscriptionId: string): Promise<number> {
  const [subscription] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId))
    .limit(1)
    .for('update');
  if (!subscription || subscription.archived) throw new AppError('NOT_FOUND', 'errors.notFound');
  const limited = subscription.restrictMaxUsers && subscription.maxUsers > 0;
  return limited ? Math.max(subscription.maxUsers - subscription.currentUsers, 0) : Number.POSITIVE_INFINITY;
}

/** Counts one more user on the subscription, refusing when its limit is reached. */
async function takeSeat(tx: Executor, subscriptionId: string): Promise<void> {
  if ((await lockSeatsLeft(tx, subscriptionId)) < 1) throw new AppError('CONFLICT', 'errors.maxUsersReached');
  await tx
    .update(subscriptions)
    .set({ currentUsers: sql`${subscriptions.currentUsers} + 1` })
    .where(eq(subscriptions.id, subscriptionId));
}

/** A unique-index violation from a concurrent create of the same email reads as the same friendly conflict. */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}
